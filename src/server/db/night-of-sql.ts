import { type SQL, sql } from 'drizzle-orm';
import { NEXT_DAY_CLOSING_BEFORE_HOUR } from '../../shared/closing-time.ts';

/**
 * `nightOf` (src/shared/closing-time.ts) in SQL, for a time zone per row: the date whose night is
 * going on at `now` on that zone's wall clock. Six hours are taken off the wall-clock time (a
 * timestamp without zone), not off the instant, so the morning the clocks change reads right too.
 */
export function nightOfSql(now: Date, timeZone: SQL): SQL {
  return sql`((${now.toISOString()}::timestamptz at time zone ${timeZone}) - make_interval(hours => ${NEXT_DAY_CLOSING_BEFORE_HOUR}))::date`;
}
