import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDoorNight } from '../api/get-door-night.ts';

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        sx={{ fontSize: '0.75rem', letterSpacing: '0.08em', color: 'text.secondary', fontWeight: 700 }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 900, lineHeight: 1.1 }}>
        {value}
      </Typography>
      {sub && (
        <Typography variant="body2" color="text.secondary">
          {sub}
        </Typography>
      )}
    </Box>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const cap = (value: number | null) => (value === null ? 'no limit' : String(value));

/** Arrivals against the night's list and capacity, kept live by other doors' admissions. */
export function NightCounters({ clubId, date }: { clubId: string; date: string }) {
  const night = useDoorNight(clubId, date);
  if (night.isError)
    return (
      <Typography role="status" color="error">
        Counters unavailable: {night.error.message}
      </Typography>
    );
  if (!night.data)
    return (
      // As tall as the counters usually are (measured), so the camera below does not jump when they come.
      <Skeleton
        variant="rounded"
        sx={{ height: { xs: 144, md: 131 } }}
        aria-label="Loading the night's counters"
      />
    );
  const { expected, arrived, capacity } = night.data;
  const expectedTotal = expected.ladies + expected.men + expected.reservations;
  return (
    <Box
      role="region"
      aria-label="Tonight's counters"
      aria-live="polite"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1.5,
        p: 1.5,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Figure label="ARRIVED" value={`${arrived.total} / ${expectedTotal}`} sub="of expected" />
      <Figure
        label="GUESTLIST"
        value={String(arrived.guestlist)}
        sub={`${plural(expected.ladies, 'lady', 'ladies')} · ${plural(expected.men, 'man', 'men')}`}
      />
      <Figure label="TABLES" value={String(arrived.reservations)} sub={`${expected.reservations} expected`} />
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        Capacity: ladies {cap(capacity.female)} · men {cap(capacity.male)}
      </Typography>
    </Box>
  );
}
