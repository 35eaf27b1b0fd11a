import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { expandDatePattern } from '../../../../shared/api/admin/dates-schema.ts';
import { type IsoDate, isIsoDate, type Weekday } from '../../../../shared/dates.ts';
import { useOpenDates } from '../api/update-admin-dates.ts';
import { ActiveDaysChips } from '../clubs/active-days-chips.tsx';
import { FormDialog } from '../form-dialog.tsx';
import { type CapacityDraft, CapacityFields, parseCapacity } from './capacity-fields.tsx';
import { inactiveDaysWarning } from './inactive-days.ts';
import { formatShortDate } from './month.ts';

const MAX_WEEKS = 52;
const MAX_DATES = 400;

export interface OpenManyDialogProps {
  clubId: string;
  clubName: string;
  /** Today on the club's clock: the first date offered. */
  today: IsoDate;
  /** The club's active days, offered as the starting pattern. */
  activeDays: readonly Weekday[];
  onClose: () => void;
  onDone: (message: string, firstDate: IsoDate) => void;
}

/** "Every Thursday to Saturday for the next 8 weeks": a pattern, its dates previewed, then one request. */
export function OpenManyDialog({
  clubId,
  clubName,
  today,
  activeDays,
  onClose,
  onDone,
}: OpenManyDialogProps) {
  const previewId = useId();
  const open = useOpenDates(clubId);
  const [weekdays, setWeekdays] = useState<Weekday[]>(() =>
    activeDays.length > 0 ? [...activeDays] : ['thursday', 'friday', 'saturday'],
  );
  const [weeks, setWeeks] = useState('8');
  const [from, setFrom] = useState<IsoDate>(today);
  const [capacity, setCapacity] = useState<CapacityDraft>({ female: '', male: '' });

  const weekCount = Number(weeks);
  const weeksError =
    !Number.isInteger(weekCount) || weekCount < 1 || weekCount > MAX_WEEKS
      ? `Enter a number of weeks from 1 to ${MAX_WEEKS}.`
      : null;
  const fromError = !isIsoDate(from) ? 'Pick a start date.' : from < today ? 'Start today or later.' : null;
  const dates = weeksError || fromError ? [] : expandDatePattern(from, weekCount, weekdays);
  const female = parseCapacity(capacity.female);
  const male = parseCapacity(capacity.male);
  const problem =
    weekdays.length === 0
      ? 'Pick at least one day of the week.'
      : (weeksError ??
        fromError ??
        (dates.length > MAX_DATES ? `Open at most ${MAX_DATES} dates at once.` : null));
  const notListed = inactiveDaysWarning(clubName, activeDays, weekdays);
  const canSend = !problem && dates.length > 0 && !female.error && !male.error && !open.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    // Blank boxes are left out: dates already open keep the spots they have.
    const body = {
      dates,
      ...(female.value !== null ? { capacityFemale: female.value } : {}),
      ...(male.value !== null ? { capacityMale: male.value } : {}),
    };
    open.mutate(body, {
      onSuccess: ({ opened }) => {
        const already = dates.length - opened.length;
        onDone(
          `${clubName}: ${opened.length} ${opened.length === 1 ? 'date' : 'dates'} opened` +
            (already > 0 ? `, ${already} already open.` : '.'),
          dates[0]!,
        );
      },
    });
  };

  return (
    <FormDialog
      title={
        <>
          OPEN MANY DATES
          <Typography component="span" color="text.secondary" variant="body2" sx={{ display: 'block' }}>
            {clubName}
          </Typography>
        </>
      }
      maxWidth="sm"
      pending={open.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={
        open.isPending ? 'OPENING...' : `OPEN ${dates.length} ${dates.length === 1 ? 'DATE' : 'DATES'}`
      }
      submitDisabled={!canSend}
      gap={3}
    >
      <ActiveDaysChips label="Every" value={weekdays} onChange={setWeekdays} />
      {notListed && (
        <Alert severity="warning" variant="outlined">
          {notListed}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Starting"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={Boolean(fromError)}
          helperText={fromError ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextField
          label="For how many weeks"
          value={weeks}
          onChange={(event) => setWeeks(event.target.value)}
          error={Boolean(weeksError)}
          helperText={weeksError ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Spots on each date (optional: blank keeps what already-open dates have, and no limit on new ones)
        </Typography>
        <CapacityFields value={capacity} onChange={setCapacity} />
      </Box>
      <Box>
        <Typography id={previewId} sx={{ fontWeight: 700, mb: 1 }} aria-live="polite">
          {problem ?? `${dates.length} ${dates.length === 1 ? 'date' : 'dates'} to open`}
        </Typography>
        <Box
          role="list"
          aria-labelledby={previewId}
          // It scrolls past 200 px: the keyboard can reach and scroll it too.
          tabIndex={0}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxHeight: 200, overflowY: 'auto' }}
        >
          {dates.slice(0, MAX_DATES).map((date) => (
            <Chip key={date} role="listitem" label={formatShortDate(date)} size="small" variant="outlined" />
          ))}
        </Box>
      </Box>
      {open.isError && (
        <Alert severity="error" variant="outlined">
          {open.error.message}
        </Alert>
      )}
    </FormDialog>
  );
}
