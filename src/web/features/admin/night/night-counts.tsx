import type { AdminNight } from '../../../../shared/api/admin/night-schema.ts';
import { FigureTile, FigureTiles } from '../../../components/figure-tile.tsx';

const against = (count: number, capacity: number | null) =>
  capacity === null ? `${count}` : `${count}/${capacity}`;

/** " · 2 offered": people holding a spot offered to them, counted among the waitlisted. */
const offered = (people: number) => (people > 0 ? ` · ${people} offered` : '');

/** The night at a glance, counted over the whole night whatever the search filters. */
export function NightCounts({ night }: { night: AdminNight }) {
  const { counts, capacity } = night;
  const booked = counts.confirmed.ladies + counts.confirmed.men;
  const r = counts.reservations;
  return (
    <FigureTiles label="Counts for the night" columns={5} sx={{ mb: 2 }}>
      <FigureTile
        label="LADIES"
        value={against(counts.confirmed.ladies, capacity.female)}
        detail={`${counts.waitlisted.ladies} waitlisted${offered(counts.offered.ladies)}${capacity.female === null ? ' · no limit' : ''}`}
        tone={capacity.female !== null && counts.confirmed.ladies >= capacity.female ? 'warn' : undefined}
      />
      <FigureTile
        label="MEN"
        value={against(counts.confirmed.men, capacity.male)}
        detail={`${counts.waitlisted.men} waitlisted${offered(counts.offered.men)}${capacity.male === null ? ' · no limit' : ''}`}
        tone={capacity.male !== null && counts.confirmed.men >= capacity.male ? 'warn' : undefined}
      />
      <FigureTile label="ARRIVED" value={`${counts.arrived}`} detail={`of ${booked} on the list`} />
      <FigureTile
        label="TABLES"
        value={`${r.requested + r.confirmed + r.completed}`}
        detail={`${r.requested} requested · ${r.confirmed} confirmed · ${r.completed} completed`}
        tone={r.requested > 0 ? 'warn' : undefined}
      />
      <FigureTile
        label="GUESTLIST"
        value={night.guestlistOpen ? 'OPEN' : 'CLOSED'}
        detail={night.guestlistOpen ? 'Members can join' : 'Not open for this night'}
      />
    </FigureTiles>
  );
}
