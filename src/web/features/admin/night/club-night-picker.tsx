import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { addDays, isIsoDate, todayIn } from '../../../../shared/dates.ts';
import { ClubSelect } from '../../../components/club-select.tsx';
import { useAdminClubs } from '../api/get-admin-clubs.ts';
import type { AdminSelection } from '../use-admin-selection.ts';

/**
 * The club and night a section works on, bound to the address (shared by the dashboard's sections).
 * Opens on the first visible club and its next open night (see useAdminSelection); the arrows step
 * a night at a time for a door team working the weekend.
 */
export function ClubNightPicker({ selection }: { selection: AdminSelection }) {
  const clubs = useAdminClubs();
  const { clubId, date, setClubId, setDate } = selection;
  const list = clubs.data?.clubs ?? [];

  const today = todayIn(new Date());
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ClubSelect
        clubs={list}
        markHidden
        value={clubId ?? ''}
        onChange={setClubId}
        size="small"
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label="Previous night"
          disabled={date === null}
          onClick={() => date && setDate(addDays(date, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          type="date"
          label="Night"
          size="small"
          value={date ?? ''}
          onChange={(event) => {
            if (isIsoDate(event.target.value)) setDate(event.target.value);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <IconButton
          aria-label="Next night"
          disabled={date === null}
          onClick={() => date && setDate(addDays(date, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      {date !== null && date !== today && (
        <Button variant="ghost" size="small" onClick={() => setDate(today)}>
          TONIGHT
        </Button>
      )}
    </Box>
  );
}
