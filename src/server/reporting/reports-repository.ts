import { type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { ReadDatabase } from '../db/client.ts';
import { nightOfSql } from '../db/night-of-sql.ts';

/** The figures of one club on one night, summed by the database. */
export interface ClubNightFigures {
  clubId: string;
  date: IsoDate;
  ladies: number;
  men: number;
  waitlisted: number;
  arrived: number;
  guestlistNoShows: number;
  reservations: number;
  completed: number;
  reservationNoShows: number;
  /** Cents spent on completed tables, and the cashback the ledger moved for the night's tables. */
  spendCents: number;
  cashbackCents: number;
}

export interface ReportQuery {
  from: IsoDate;
  to: IsoDate;
  /** Only these clubs (null: every club). */
  clubIds: readonly string[] | null;
  /** A night counts as over (for no-shows) once the club's wall clock passes 06:00 the day after. */
  now: Date;
}

interface Row {
  club_id: string;
  date: string;
  ladies: number;
  men: number;
  waitlisted: number;
  arrived: number;
  guestlist_no_shows: number;
  reservations: number;
  completed: number;
  reservation_no_shows: number;
  spend_cents: string;
  cashback_cents: string;
}

/**
 * One row per club and night that has any activity in the range; the nights and clubs of the
 * report are sums of these. Everything is aggregated in SQL: no entry or reservation is loaded.
 */
export async function findClubNightFigures(
  db: ReadDatabase,
  query: ReportQuery,
): Promise<ClubNightFigures[]> {
  const inRange = (alias: string): SQL =>
    sql`${sql.raw(alias)}.date between ${query.from}::date and ${query.to}::date${
      query.clubIds ? sql` and ${sql.raw(alias)}.club_id = any(${sql.param(query.clubIds)}::uuid[])` : sql``
    }`;
  const nightIsOver = sql`e.date < ${nightOfSql(query.now, sql`c.time_zone`)}`;
  const result = await db.execute(sql`
    select club_id, date::text as date,
      sum(ladies)::int as ladies, sum(men)::int as men, sum(waitlisted)::int as waitlisted,
      sum(arrived)::int as arrived, sum(guestlist_no_shows)::int as guestlist_no_shows,
      sum(reservations)::int as reservations, sum(completed)::int as completed,
      sum(reservation_no_shows)::int as reservation_no_shows,
      sum(spend_cents)::text as spend_cents, sum(cashback_cents)::text as cashback_cents
    from (
      select e.club_id, e.date,
        coalesce(sum(e.ladies) filter (where e.status = 'confirmed'), 0) as ladies,
        coalesce(sum(e.men) filter (where e.status = 'confirmed'), 0) as men,
        coalesce(sum(e.ladies + e.men) filter (where e.status = 'waitlisted'), 0) as waitlisted,
        0 as arrived,
        count(*) filter (where e.status = 'confirmed' and ${nightIsOver}
          and not exists (select 1 from check_ins ci where ci.entry_id = e.id)) as guestlist_no_shows,
        0 as reservations, 0 as completed, 0 as reservation_no_shows,
        0::bigint as spend_cents, 0::bigint as cashback_cents
      from guestlist_entries e join clubs c on c.id = e.club_id
      where ${inRange('e')}
      group by e.club_id, e.date
    union all
      -- Arrivals of guestlist parties only: the check-in rate compares them with the sign-ups.
      select ci.club_id, ci.date, 0, 0, 0, sum(ci.people), 0, 0, 0, 0, 0, 0
      from check_ins ci
      where ci.pass_kind = 'guestlist' and ${inRange('ci')}
      group by ci.club_id, ci.date
    union all
      -- Reservations on the books: declined requests and member cancellations are left out.
      select r.club_id, r.date, 0, 0, 0, 0, 0,
        count(*) filter (where r.status not in ('declined', 'cancelled')),
        count(*) filter (where r.status = 'completed'),
        count(*) filter (where r.status = 'no_show'),
        coalesce(sum(r.amount_spent_cents) filter (where r.status = 'completed'), 0), 0
      from reservations r
      where ${inRange('r')}
      group by r.club_id, r.date
    union all
      select r.club_id, r.date, 0, 0, 0, 0, 0, 0, 0, 0, 0, sum(cc.amount_cents)
      from cashback_credits cc join reservations r on r.id = cc.reservation_id
      where ${inRange('r')}
      group by r.club_id, r.date
    ) figures
    group by club_id, date
    order by date, club_id`);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    clubId: row.club_id,
    date: row.date,
    ladies: row.ladies,
    men: row.men,
    waitlisted: row.waitlisted,
    arrived: row.arrived,
    guestlistNoShows: row.guestlist_no_shows,
    reservations: row.reservations,
    completed: row.completed,
    reservationNoShows: row.reservation_no_shows,
    spendCents: Number(row.spend_cents),
    cashbackCents: Number(row.cashback_cents),
  }));
}
