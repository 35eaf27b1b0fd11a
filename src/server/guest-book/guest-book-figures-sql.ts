import { sql } from 'drizzle-orm';

// The fold's statements (docs/decisions/040): each recomputes the rows of the guests in
// `guest_book_touched` (a batch) from the raw tables, so running one twice changes nothing.

/**
 * A touched guest's whole history at the club through `through`, counted as the reports count it
 * (reporting/reports-repository.ts): guestlist arrivals are the people checked in on the guest's
 * parties, a guestlist no-show a confirmed party nobody of which arrived, a table a completed
 * reservation with its spend. A visit is a night the guest arrived (a check-in on their party or
 * table, or a completed table).
 */
export function upsertClubRows(clubId: string, through: string) {
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
export function upsertVenueRows(clubId: string) {
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
