import { sql } from 'drizzle-orm';
import { GUEST_PROMOTERS_MAX } from '../../shared/api/admin/guest-book-schema.ts';
import { cameWithName } from '../../shared/came-with.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';

export interface GuestNightsCursor {
  date: string;
  id: string;
}

export interface GuestNightRecord {
  id: string;
  date: string;
  club: { id: string; name: string };
  kind: 'guestlist' | 'table';
  status: string;
  ladies: number;
  men: number;
  arrivedPeople: number;
  promoter: string | null;
  spendCents: number | null;
}

interface Row {
  id: string;
  date: string;
  club_id: string;
  club_name: string;
  kind: 'guestlist' | 'table';
  status: string;
  ladies: number;
  men: number;
  arrived: number;
  promoter_first: string | null;
  promoter_last: string | null;
  spend_cents: number | null;
}

/**
 * The guest's parties and tables at the scope's clubs, newest first, `limit` of them after
 * `cursor`. Read through the guest's own indexes (user, club, date), so it costs what they did.
 */
export async function findGuestNights(
  db: Database,
  clubIds: readonly string[],
  userId: string,
  cursor: GuestNightsCursor | null,
  limit: number,
): Promise<GuestNightRecord[]> {
  const clubs = sql`${sql.param(clubIds)}::uuid[]`;
  const after = cursor
    ? sql`(n.date < ${cursor.date}::date or (n.date = ${cursor.date}::date and n.id > ${cursor.id}::uuid))`
    : sql`true`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select n.id, n.date::text as date, n.club_id, c.name as club_name, n.kind, n.status, n.ladies,
        n.men, n.arrived::int as arrived, p.first_name as promoter_first, p.last_name as promoter_last,
        n.spend_cents
      from (
        select e.id, e.date, e.club_id, 'guestlist' as kind, e.status, e.ladies, e.men,
          coalesce((select sum(ci.people) from check_ins ci where ci.entry_id = e.id), 0) as arrived,
          e.promoter_user_id, null::int as spend_cents
        from guestlist_entries e where e.user_id = ${userId}::uuid and e.club_id = any(${clubs})
        union all
        select r.id, r.date, r.club_id, 'table', r.status, 0, 0,
          coalesce((select sum(ci.people) from check_ins ci where ci.reservation_id = r.id), 0),
          null, case when r.status = 'completed' then r.amount_spent_cents end
        from reservations r where r.user_id = ${userId}::uuid and r.club_id = any(${clubs})
      ) n join clubs c on c.id = n.club_id left join users p on p.id = n.promoter_user_id
      where ${after}
      order by n.date desc, n.id
      limit ${limit}`),
  );
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    club: { id: row.club_id, name: row.club_name },
    kind: row.kind,
    status: row.status,
    ladies: row.ladies,
    men: row.men,
    arrivedPeople: row.arrived,
    promoter:
      row.promoter_first === null
        ? null
        : cameWithName({ firstName: row.promoter_first, lastName: row.promoter_last ?? '' }),
    spendCents: row.spend_cents,
  }));
}

/** The promoters the guest came with at the scope's clubs, most nights first. */
export async function findGuestPromoters(
  db: Database,
  clubIds: readonly string[],
  userId: string,
): Promise<{ name: string; nights: number }[]> {
  const rows = rowsOf<{ first_name: string; last_name: string; nights: number }>(
    await db.execute(sql`
      select p.first_name, p.last_name, count(*)::int as nights
      from guestlist_entries e join users p on p.id = e.promoter_user_id
      where e.user_id = ${userId}::uuid and e.club_id = any(${sql.param(clubIds)}::uuid[])
        and e.status = 'confirmed'
      group by p.id, p.first_name, p.last_name
      order by nights desc, p.id
      limit ${GUEST_PROMOTERS_MAX}`),
  );
  return rows.map((row) => ({
    name: cameWithName({ firstName: row.first_name, lastName: row.last_name }) ?? '',
    nights: row.nights,
  }));
}

/** Whether the guest has any party or table at the scope's clubs (tonight's, not folded yet, too). */
export async function hasGuestActivity(
  db: Database,
  clubIds: readonly string[],
  userId: string,
): Promise<boolean> {
  const clubs = sql`${sql.param(clubIds)}::uuid[]`;
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select exists (
      select 1 from guestlist_entries where user_id = ${userId}::uuid and club_id = any(${clubs})
      union all
      select 1 from reservations where user_id = ${userId}::uuid and club_id = any(${clubs})) as found`),
  );
  return row?.found === true;
}
