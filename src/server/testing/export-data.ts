import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';

export interface BulkGuestlist {
  clubId: string;
  /** The nights the parties are spread over, round robin. */
  dates: IsoDate[];
  count: number;
  /** A block of phone numbers no other test in the database uses. */
  phoneBase: number;
}

/**
 * `count` members and one guestlist party each, written by the database itself
 * (`generate_series`): the export test and the benchmark need 100,000 rows in seconds, and a
 * sign-up per row would measure sign-up. Every 10th party is waitlisted and every 25th cancelled;
 * last names run `Guest 000001`… so the expected order is known.
 */
export async function insertBulkGuestlist(db: Database, bulk: BulkGuestlist): Promise<void> {
  const dates = sql.join(
    bulk.dates.map((date) => sql`${date}::date`),
    sql`, `,
  );
  await db.execute(sql`
    insert into users (phone_number, first_name, last_name, terms_accepted)
    select '+1' || (${bulk.phoneBase}::bigint + g)::text, 'First ' || g, 'Guest ' || lpad(g::text, 6, '0'), true
    from generate_series(1, ${bulk.count}::int) g`);
  await db.execute(sql`
    insert into guestlist_entries (user_id, club_id, date, ladies, men, guest_names, status, waitlisted_at, cancelled_at)
    select u.id, ${bulk.clubId}::uuid, (array[${dates}])[1 + g % ${bulk.dates.length}::int],
      1 + g % 3, g % 2, array['Friend of ' || g], s.status,
      case when s.status = 'waitlisted' then timestamptz '2026-01-01' + g * interval '1 second' end,
      case when s.status = 'cancelled' then now() end
    from generate_series(1, ${bulk.count}::int) g
    join users u on u.phone_number = '+1' || (${bulk.phoneBase}::bigint + g)::text
    cross join lateral (select case when g % 25 = 0 then 'cancelled' when g % 10 = 0 then 'waitlisted'
      else 'confirmed' end as status) s`);
}
