import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DoorNight } from '../../../../shared/api/door-schema.ts';
import { useDoorNight } from '../api/get-door-night.ts';

/**
 * One counter as a tile: what came in, large, over what was expected. Each line is short enough
 * for a third of a 360 px phone (a longer one wrapped mid-count: "0 ladies · 0" / "men").
 */
function Tile({ label, arrived, expected }: { label: string; arrived: number; expected: number }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        px: 1.25,
        py: 1,
        borderRadius: 2,
        bgcolor: 'rgba(255,255,255,0.05)',
        whiteSpace: 'nowrap',
      }}
    >
      <Typography
        sx={{ fontSize: '0.75rem', letterSpacing: '0.06em', color: 'text.secondary', fontWeight: 700 }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 900, lineHeight: 1.1 }}>
        {arrived}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        of {expected}
      </Typography>
    </Box>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "no limit", or each gender's limit: a door reads it at a glance, so it says as little as it can. */
export function capacityText({ female, male }: DoorNight['capacity']): string {
  if (female === null && male === null) return 'Capacity: no limit';
  const cap = (value: number | null) => (value === null ? 'no limit' : String(value));
  return `Capacity: ladies ${cap(female)} · men ${cap(male)}`;
}

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
      // As tall as the counters are (measured), so the camera below does not jump when they come.
      <Skeleton
        variant="rounded"
        sx={{ height: { xs: 148, md: 155 } }}
        role="progressbar"
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
        gap: 1,
        p: 1,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Tile label="ARRIVED" arrived={arrived.total} expected={expectedTotal} />
      <Tile label="GUESTLIST" arrived={arrived.guestlist} expected={expected.ladies + expected.men} />
      <Tile label="TABLES" arrived={arrived.reservations} expected={expected.reservations} />
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', px: 0.5 }}>
        On the list: {plural(expected.ladies, 'lady', 'ladies')} · {plural(expected.men, 'man', 'men')}
        <br />
        {capacityText(capacity)}
      </Typography>
    </Box>
  );
}
