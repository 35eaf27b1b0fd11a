import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminNight } from '../../../../shared/api/admin-schema.ts';

function Tile({
  label,
  value,
  detail,
  warn,
}: {
  label: string;
  value: string;
  detail?: string;
  warn?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 2,
        border: '1px solid',
        borderColor: warn ? 'warning.main' : 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary', letterSpacing: '0.08em' }} component="p">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }} component="p">
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

const against = (count: number, capacity: number | null) =>
  capacity === null ? `${count}` : `${count}/${capacity}`;

/** The night at a glance, counted over the whole night whatever the search filters. */
export function NightCounts({ night }: { night: AdminNight }) {
  const { counts, capacity } = night;
  const booked = counts.confirmed.ladies + counts.confirmed.men;
  const r = counts.reservations;
  return (
    <Box
      component="ul"
      aria-label="Counts for the night"
      sx={{
        p: 0,
        m: 0,
        mb: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      <Tile
        label="LADIES"
        value={against(counts.confirmed.ladies, capacity.female)}
        detail={`${counts.waitlisted.ladies} waitlisted${capacity.female === null ? ' · no limit' : ''}`}
        warn={capacity.female !== null && counts.confirmed.ladies >= capacity.female}
      />
      <Tile
        label="MEN"
        value={against(counts.confirmed.men, capacity.male)}
        detail={`${counts.waitlisted.men} waitlisted${capacity.male === null ? ' · no limit' : ''}`}
        warn={capacity.male !== null && counts.confirmed.men >= capacity.male}
      />
      <Tile label="ARRIVED" value={`${counts.arrived}`} detail={`of ${booked} on the list`} />
      <Tile
        label="TABLES"
        value={`${r.requested + r.confirmed + r.completed}`}
        detail={`${r.requested} requested · ${r.confirmed} confirmed · ${r.completed} completed`}
        warn={r.requested > 0}
      />
      <Tile
        label="GUESTLIST"
        value={night.guestlistOpen ? 'OPEN' : 'CLOSED'}
        detail={night.guestlistOpen ? 'Members can join' : 'Not open for this night'}
      />
    </Box>
  );
}
