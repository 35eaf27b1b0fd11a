import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { nightOfSql } from '../db/night-of-sql.ts';
import { rowsOf } from '../db/raw-rows.ts';

/** Before any night: a club never folded. */
const NEVER = '0001-01-01';

/**
 * Folds every night of the clubs that is over (the club's wall clock is past 06:00 the day after,
 * as for the reports' no-shows) and not folded yet into the guest book (docs/decisions/040). Cheap
 * when nothing is due: one indexed read. Called before the guest book is read, and by nothing on
 * the join, door or table paths, which stay as fast as they were.
 */
export async function foldDueNights(
  db: Database,
  clubIds: readonly string[] | null,
  now: Date,
): Promise<void> {
  const due = rowsOf<{ id: string; last_over: string }>(
    await db.execute(sql`
      select c.id, (${nightOfSql(now, sql`c.time_zone`)} - 1)::text as last_over
      from clubs c left join guest_book_folds f on f.club_id = c.id
      where ${clubIds ? sql`c.id = any(${sql.param(clubIds)}::uuid[])` : sql`true`}
        and coalesce(f.folded_through, ${NEVER}::date) < ${nightOfSql(now, sql`c.time_zone`)} - 1`),
  );
  for (const club of due) await foldClub(db, club.id, club.last_over);
}

/** Recomputes the rows of every guest with anything at the club after its last fold, through `through`. */
async function foldClub(db: Database, clubId: string, through: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into guest_book_folds (club_id, folded_through)
      values (${clubId}, ${NEVER}::date) on conflict (club_id) do nothing`);
    // One fold per club at a time: a second request waits, then finds nothing left to do.
    const [lock] = rowsOf<{ folded_through: string }>(
      await tx.execute(
        sql`select folded_through::text from guest_book_folds where club_id = ${clubId} for update`,
      ),
    );
    const from = lock?.folded_through ?? NEVER;
    if (from >= through) return;
    await tx.execute(sql`
      create temporary table if not exists guest_book_touched (user_id uuid primary key) on commit delete rows`);
    await tx.execute(sql`
      insert into guest_book_touched
      select user_id from guestlist_entries
        where club_id = ${clubId} and date > ${from}::date and date <= ${through}::date
      union
      select user_id from reservations
        where club_id = ${clubId} and date > ${from}::date and date <= ${through}::date`);
    // Its size, for the planner: a whole night's guests, or three.
    await tx.execute(sql`analyze guest_book_touched`);
    await tx.execute(upsertClubRows(clubId, through));
    await tx.execute(upsertVenueRows(clubId));
    await tx.execute(sql`update guest_book_folds set folded_through = ${through}::date, folded_at = now()
      where club_id = ${clubId}`);
  });
}

/**
 * A touched guest's whole history at the club through `through`, counted as the reports count it
 * (reporting/reports-repository.ts): guestlist arrivals are the people checked in on the guest's
 * parties, a guestlist no-show a confirmed party nobody of which arrived, a table a completed
 * reservation with its spend. A visit is a night the guest arrived (a check-in on their party or
 * table, or a completed table).
 */
function upsertClubRows(clubId: string, through: string) {
  return sql`
    with e as (
      select e.user_id,
        count(*) filter (where e.status = 'confirmed') as parties,
        coalesce(sum(e.ladies) filter (where e.status = 'confirmed'), 0) as ladies,
        coalesce(sum(e.men) filter (where e.status = 'confirmed'), 0) as men,
        count(*) filter (where e.status = 'confirmed'
          and not exists (select 1 from check_ins ci where ci.entry_id = e.id)) as no_shows,
        count(*) filter (where e.status = 'cancelled') as cancellations,
        max(e.date) as last_seen
      from guestlist_entries e join guest_book_touched t on t.user_id = e.user_id
      where e.club_id = ${clubId} and e.date <= ${through}::date
      group by e.user_id),
    r as (
      select r.user_id,
        count(*) filter (where r.status = 'completed') as tables,
        coalesce(sum(r.amount_spent_cents) filter (where r.status = 'completed'), 0) as spend,
        count(*) filter (where r.status = 'no_show') as no_shows,
        count(*) filter (where r.status = 'cancelled') as cancellations,
        max(r.date) as last_seen
      from reservations r join guest_book_touched t on t.user_id = r.user_id
      where r.club_id = ${clubId} and r.date <= ${through}::date
      group by r.user_id),
    arrived as (
      select e.user_id, e.date, sum(ci.people) as people
      from guestlist_entries e join guest_book_touched t on t.user_id = e.user_id
        join check_ins ci on ci.entry_id = e.id and ci.pass_kind = 'guestlist'
      where e.club_id = ${clubId} and e.date <= ${through}::date
      group by e.user_id, e.date),
    nights as (
      select user_id, date from arrived
      union
      select r.user_id, r.date
      from reservations r join guest_book_touched t on t.user_id = r.user_id
      where r.club_id = ${clubId} and r.date <= ${through}::date and (r.status = 'completed'
        or exists (select 1 from check_ins ci where ci.reservation_id = r.id))),
    v as (
      select user_id, count(*) as visits, min(date) as first_visit, max(date) as last_visit
      from nights group by user_id),
    ap as (select user_id, sum(people) as people from arrived group by user_id),
    kept as (
      select r.user_id, sum(p.amount_cents - p.refunded_cents) as cents
      from payments p join reservations r on r.id = p.reservation_id
        join guest_book_touched t on t.user_id = r.user_id
      where r.club_id = ${clubId} and r.date <= ${through}::date and p.status = 'forfeited'
      group by r.user_id),
    cb as (
      select r.user_id, sum(cc.amount_cents) as cents
      from cashback_credits cc join reservations r on r.id = cc.reservation_id
        join guest_book_touched t on t.user_id = r.user_id
      where r.club_id = ${clubId} and r.date <= ${through}::date and cc.kind in ('earned', 'corrected')
      group by r.user_id)
    insert into guest_club_figures as g (club_id, user_id, sort_name, alt_name, phone_digits, visits,
      arrived_people, parties, ladies, men, guestlist_no_shows, table_no_shows, cancellations, tables,
      spend_cents, deposits_kept_cents, cashback_cents, first_visit, last_visit, last_seen, updated_at)
    select ${clubId}::uuid, u.id,
      lower(trim(u.first_name || ' ' || u.last_name)), lower(trim(u.last_name || ' ' || u.first_name)),
      regexp_replace(u.phone_number, '[^0-9]', '', 'g'),
      coalesce(v.visits, 0), coalesce(ap.people, 0), coalesce(e.parties, 0), coalesce(e.ladies, 0),
      coalesce(e.men, 0), coalesce(e.no_shows, 0), coalesce(r.no_shows, 0),
      coalesce(e.cancellations, 0) + coalesce(r.cancellations, 0), coalesce(r.tables, 0),
      coalesce(r.spend, 0), coalesce(kept.cents, 0), coalesce(cb.cents, 0),
      v.first_visit, v.last_visit, greatest(e.last_seen, r.last_seen), now()
    from guest_book_touched t join users u on u.id = t.user_id
      left join e on e.user_id = t.user_id left join r on r.user_id = t.user_id
      left join v on v.user_id = t.user_id left join ap on ap.user_id = t.user_id
      left join kept on kept.user_id = t.user_id left join cb on cb.user_id = t.user_id
    where e.user_id is not null or r.user_id is not null
    on conflict (club_id, user_id) do update set
      sort_name = excluded.sort_name, alt_name = excluded.alt_name, phone_digits = excluded.phone_digits,
      visits = excluded.visits, arrived_people = excluded.arrived_people, parties = excluded.parties,
      ladies = excluded.ladies, men = excluded.men, guestlist_no_shows = excluded.guestlist_no_shows,
      table_no_shows = excluded.table_no_shows, cancellations = excluded.cancellations,
      tables = excluded.tables, spend_cents = excluded.spend_cents,
      deposits_kept_cents = excluded.deposits_kept_cents, cashback_cents = excluded.cashback_cents,
      first_visit = excluded.first_visit, last_visit = excluded.last_visit,
      last_seen = excluded.last_seen, updated_at = excluded.updated_at`;
}

/** The touched guests' venue rows: the sums of their rows at the venue's clubs. */
function upsertVenueRows(clubId: string) {
  return sql`
    insert into guest_venue_figures as g (venue_id, user_id, sort_name, alt_name, phone_digits, visits,
      arrived_people, parties, ladies, men, guestlist_no_shows, table_no_shows, cancellations, tables,
      spend_cents, deposits_kept_cents, cashback_cents, first_visit, last_visit, last_seen, updated_at)
    select c.venue_id, f.user_id, min(f.sort_name), min(f.alt_name), min(f.phone_digits),
      sum(f.visits), sum(f.arrived_people), sum(f.parties), sum(f.ladies), sum(f.men),
      sum(f.guestlist_no_shows), sum(f.table_no_shows), sum(f.cancellations), sum(f.tables),
      sum(f.spend_cents), sum(f.deposits_kept_cents), sum(f.cashback_cents),
      min(f.first_visit), max(f.last_visit), max(f.last_seen), now()
    from clubs c join guest_club_figures f on f.club_id = c.id
      join guest_book_touched t on t.user_id = f.user_id
    -- By (club, user): the primary key, a probe per guest and club of the venue.
    where c.venue_id = (select venue_id from clubs where id = ${clubId})
    group by c.venue_id, f.user_id
    on conflict (venue_id, user_id) do update set
      sort_name = excluded.sort_name, alt_name = excluded.alt_name, phone_digits = excluded.phone_digits,
      visits = excluded.visits, arrived_people = excluded.arrived_people, parties = excluded.parties,
      ladies = excluded.ladies, men = excluded.men, guestlist_no_shows = excluded.guestlist_no_shows,
      table_no_shows = excluded.table_no_shows, cancellations = excluded.cancellations,
      tables = excluded.tables, spend_cents = excluded.spend_cents,
      deposits_kept_cents = excluded.deposits_kept_cents, cashback_cents = excluded.cashback_cents,
      first_visit = excluded.first_visit, last_visit = excluded.last_visit,
      last_seen = excluded.last_seen, updated_at = excluded.updated_at`;
}
