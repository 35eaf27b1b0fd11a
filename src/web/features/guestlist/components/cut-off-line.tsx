import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { closesNextDay } from '../../../../shared/closing-time.ts';
import { formatCountdown } from '../../../lib/club-time.ts';
import { useNow } from '../../../lib/use-now.ts';

const COUNTDOWN_FROM_MS = 2 * 60 * 60 * 1000;

function Countdown({ until }: { until: number }) {
  const now = useNow(1000);
  // Not a live region: a screen reader reading every second would drown the page.
  return (
    <Typography sx={{ mt: 0.5, fontWeight: 700, color: 'warning.main', fontVariantNumeric: 'tabular-nums' }}>
      Closes in {formatCountdown(until - now.getTime())}
    </Typography>
  );
}

export interface CutOffLineProps {
  closesAt: string;
  closesAtInstant: string;
  now: Date;
}

/** The one time that matters at the door, impossible to miss; a live countdown in the last two hours. */
export function CutOffLine({ closesAt, closesAtInstant, now }: CutOffLineProps) {
  const until = new Date(closesAtInstant).getTime();
  const soon = until - now.getTime() < COUNTDOWN_FROM_MS;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        borderRadius: 2,
        border: '2px solid',
        borderColor: soon ? 'warning.main' : 'primary.main',
      }}
    >
      <ScheduleIcon aria-hidden color={soon ? 'warning' : 'primary'} sx={{ mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          List closes {closesAt} club time{closesNextDay(closesAt) ? ' (after midnight)' : ''} — arrive before
          then
        </Typography>
        {soon && <Countdown until={until} />}
      </Box>
    </Box>
  );
}
