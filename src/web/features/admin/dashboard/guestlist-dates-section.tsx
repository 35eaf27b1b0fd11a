import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { AdminClub } from '../../../../shared/api/admin/clubs-schema.ts';
import type { GuestlistDate } from '../../../../shared/api/admin/dates-schema.ts';
import { type IsoDate, todayIn } from '../../../../shared/dates.ts';
import { ClubSelect } from '../../../components/club-select.tsx';
import { LoadError, LoadingSpinner, RetryAlert } from '../../../components/load-states.tsx';
import { useAdminClubs } from '../api/get-admin-clubs.ts';
import { useAdminDates } from '../api/get-admin-dates.ts';
import { DateDialog } from '../dates/date-dialog.tsx';
import { firstOfMonth, type IsoMonth, lastOfMonth, monthOf, shiftMonth } from '../dates/month.ts';
import { MonthCalendar } from '../dates/month-calendar.tsx';
import { OpenManyDialog } from '../dates/open-many-dialog.tsx';
import { useAdminSelection } from '../use-admin-selection.ts';

/** GUESTLIST DATES: a club's month of nights; open, close and size them one by one or many at once. */
export function GuestlistDatesSection() {
  const clubs = useAdminClubs();
  const selection = useAdminSelection();
  if (clubs.isPending) return <LoadingSpinner label="Loading clubs" py={3} />;
  if (clubs.isError) return <LoadError message={clubs.error.message}>{null}</LoadError>;
  const list = clubs.data.clubs;
  if (list.length === 0)
    return <Typography color="text.secondary">Create a club first (CLUBS, below).</Typography>;
  const club = list.find((c) => c.id === selection.clubId) ?? list[0]!;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ClubSelect
        clubs={list}
        markHidden
        value={club.id}
        onChange={selection.setClubId}
        sx={{ maxWidth: 420 }}
      />
      {/* A new club starts on its own month and dialogs: nothing carries over from the last one. */}
      <ClubDates key={club.id} club={club} />
    </Box>
  );
}

type Dialog = { kind: 'date'; date: IsoDate } | { kind: 'many' } | null;

function ClubDates({ club }: { club: AdminClub }) {
  const today = todayIn(new Date(), club.timeZone);
  const [month, setMonth] = useState<IsoMonth>(() => monthOf(today));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState('');
  const dates = useAdminDates(club.id, firstOfMonth(month), lastOfMonth(month));
  const byDate = useMemo(
    () => new Map<IsoDate, GuestlistDate>((dates.data?.dates ?? []).map((night) => [night.date, night])),
    [dates.data],
  );
  const openCount = byDate.size;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 220 }}>
          {dates.isSuccess
            ? `${openCount} ${openCount === 1 ? 'night' : 'nights'} open this month. Tap a day to open it, change its spots or close it.`
            : 'Tap a day to open it, change its spots or close it.'}
        </Typography>
        <Button variant="neon" startIcon={<EventRepeatIcon />} onClick={() => setDialog({ kind: 'many' })}>
          OPEN MANY
        </Button>
      </Box>
      {!club.guestlistOptions.female.enabled && !club.guestlistOptions.male.enabled && (
        <Alert severity="warning" variant="outlined">
          {club.name} has no guestlist enabled for ladies or men: open dates will not show on the home page.
        </Alert>
      )}
      {!club.visible && (
        <Alert severity="info" variant="outlined">
          {club.name} is hidden: members see its open dates once it is visible.
        </Alert>
      )}
      {dates.isError && <RetryAlert onRetry={() => void dates.refetch()}>{dates.error.message}</RetryAlert>}
      <Box sx={{ maxWidth: 760 }}>
        <MonthCalendar
          month={month}
          onMonthChange={(by) => setMonth((current) => shiftMonth(current, by))}
          open={byDate}
          today={today}
          // Dimmed only while the month has no figures yet: a live refresh (a join, a cancel) dimmed
          // the counts under AA contrast for a moment, and flickered the calendar on a busy night.
          loading={dates.isPending}
          onPick={(date) => {
            // Joins and cancels are not pushed to this calendar: fresh counts for the dialog.
            void dates.refetch();
            setDialog({ kind: 'date', date });
          }}
        />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            L = ladies, M = men on the list (orange: full). Tap a night for its capacity.
          </Box>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            L = ladies, M = men: confirmed, or confirmed/capacity when the night has a limit.
          </Box>
        </Typography>
      </Box>
      <Typography role="status" color="secondary.main" sx={{ minHeight: '1.5em' }}>
        {status}
      </Typography>
      {dialog?.kind === 'date' && (
        <DateDialog
          clubId={club.id}
          clubName={club.name}
          activeDays={club.activeDays}
          date={dialog.date}
          night={byDate.get(dialog.date)}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setStatus(message);
          }}
        />
      )}
      {dialog?.kind === 'many' && (
        <OpenManyDialog
          clubId={club.id}
          clubName={club.name}
          today={today}
          activeDays={club.activeDays}
          onClose={() => setDialog(null)}
          onDone={(message, firstDate) => {
            setDialog(null);
            setStatus(message);
            setMonth(monthOf(firstDate));
          }}
        />
      )}
    </Box>
  );
}
