import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowOfTable, rowsOf } from '../db/raw-rows.ts';
import {
  guestlistDates,
  guestlistEntries,
  notificationDeliveries,
  notifications,
  users,
} from '../db/schema.ts';
import { earliestClosing } from './entry-terms.ts';
import { addedGuestTexts, guestlistTexts, waitlistedTitle } from './guestlist-notifications.ts';
import { type JoinRequest, type JoinWrite, REJOIN_CANCELLED } from './join-night.ts';

interface BatchRow {
  ord: number;
  barred: boolean;
  nights: number;
  decided: boolean;
  entry: Record<string, unknown> | null;
  created: boolean | null;
  position: number | null;
  notification: Record<string, unknown> | null;
}

/** A statement of the batch wrote less than it decided (an entry it did not see): the batch is undone. */
export class BatchNotWritten extends Error {}

/** What the statement needs of one member: their party, credit, ban lookup and message texts. */
function memberOf(join: JoinRequest, ord: number) {
  const { club, date, ladies, men, addedBy, promoter, ban, now } = join;
  const party = { date, ladies, men };
  const joined = addedBy
    ? addedGuestTexts(addedBy.name, party, club)
    : guestlistTexts('guestlist-joined', party, club);
  const title = waitlistedTitle(club.name);
  return {
    ord,
    user_id: join.userId,
    ladies,
    men,
    guest_names: join.guestNames,
    promoter_user_id: promoter?.userId ?? null,
    promoter_link_id: promoter?.linkId ?? null,
    added_by_user_id: addedBy?.userId ?? null,
    ban_venue: ban?.venueId ?? null,
    ban_hash: ban?.hash ?? null,
    at: now.toISOString(),
    joined_title: joined.title,
    joined_body: joined.body,
    waiting_body: guestlistTexts('guestlist-waitlisted', party, club).body,
    title_before: title.before,
    title_after: title.after,
    expires: earliestClosing(club.guestlistOptions, party, date, club.timeZone).instant.toISOString(),
  };
}

/**
 * The joins of one night decided together (decision 045), in two statements of the caller's
 * transaction: the night's row lock, then one statement that decides and writes every member.
 * Locked first, so the second statement's snapshot, taken after the lock, sees every entry of the
 * night committed under it: who is already on the list is read, not guessed.
 *
 * Each member is decided as joinNight decides one, in arrival order: a banned number, a member with
 * a live entry (or pressing twice in this batch: the first press counts) and a night that is not
 * open are outcomes; the others are confirmed when their party fits next to the spots held so far
 * (the night's confirmed and offered people, plus those this batch confirmed before them) or put
 * behind the queue's back, one microsecond apart. The recursion carries those counts from member to
 * member. Entries, their notifications and email/SMS deliveries are written as a single join writes
 * them, and the night's counters follow through the same triggers.
 */
export async function joinNightBatch(tx: Database, joins: JoinRequest[]): Promise<JoinWrite[]> {
  const [first] = joins;
  if (!first) return [];
  await lockBatchNight(tx, first.club.id, first.date);
  return decideLockedBatch(tx, joins);
}

/** The first statement of a batch's transaction: the night's row lock, held until the commit. */
export async function lockBatchNight(tx: Database, clubId: string, date: string): Promise<void> {
  await tx.execute(
    sql`select 1 from ${guestlistDates} where club_id = ${clubId} and date = ${date} for update`,
  );
}

/** The second: decides and writes every member, under the lock lockBatchNight took in this transaction. */
export async function decideLockedBatch(tx: Database, joins: JoinRequest[]): Promise<JoinWrite[]> {
  const [first] = joins;
  if (!first) return [];
  const { club, date } = first;
  if (joins.some((j) => j.club.id !== club.id || j.date !== date))
    throw new Error('joinNightBatch: every join of a batch is for one night');
  const members = JSON.stringify(joins.map((join, i) => memberOf(join, i + 1)));
  const result = await tx.execute(sql`
    with recursive req as (
      select r.*, (r.ban_venue is not null and exists (
          select 1 from guest_bans b where b.venue_id = r.ban_venue and b.phone_hash = r.ban_hash
            and b.lifted_at is null and (b.last_night is null or b.last_night >= ${date}::date))) as barred
      from jsonb_to_recordset(${members}::jsonb) as r(ord int, user_id uuid, ladies int, men int,
        guest_names jsonb, promoter_user_id uuid, promoter_link_id uuid, added_by_user_id uuid,
        ban_venue uuid, ban_hash text, at timestamptz, joined_title text, joined_body text,
        waiting_body text, title_before text, title_after text, expires timestamptz)
    ), night as (
      select capacity_female, capacity_male, confirmed_ladies + offered_ladies as taken_ladies,
        confirmed_men + offered_men as taken_men, waitlisted_parties, queue_tail
      from ${guestlistDates} where club_id = ${club.id} and date = ${date}
    ), cand as (
      select row_number() over (order by r.ord) as step, r.*
      from req r
      where not r.barred and exists (select 1 from night)
        -- One probe of the (user, club, date) index per member. As a join of the night's entries with
        -- the batch, a night the planner thought empty was read once per member and compared with
        -- every member: 0.5 s for the fifth batch of a drop on PostgreSQL (4M comparisons). The date
        -- is compared as date + 0 so that no index on (club, date) can serve it: on a new night the
        -- planner still took the (club, date, status) index and read the whole night per member.
        and not exists (
          select 1 from ${guestlistEntries} e
          where e.user_id = r.user_id and e.club_id = ${club.id} and e.date + 0 = ${date}::date
            and e.status <> 'cancelled')
        and r.ord = (select min(r2.ord) from req r2 where r2.user_id = r.user_id)
    ), decided (step, status, taken_ladies, taken_men, waiting, tail) as (
      select 0::bigint, null::text, n.taken_ladies, n.taken_men, n.waitlisted_parties, n.queue_tail::timestamptz
      from night n
      union all
      select c.step, case when f.fits then 'confirmed' else 'waitlisted' end,
        d.taken_ladies + case when f.fits then c.ladies else 0 end,
        d.taken_men + case when f.fits then c.men else 0 end,
        d.waiting + case when f.fits then 0 else 1 end,
        case when f.fits then d.tail else greatest(c.at, d.tail + interval '1 microsecond') end
      from decided d
      join cand c on c.step = d.step + 1
      cross join night n
      cross join lateral (select
        (c.ladies = 0 or n.capacity_female is null or d.taken_ladies + c.ladies <= n.capacity_female)
        and (c.men = 0 or n.capacity_male is null or d.taken_men + c.men <= n.capacity_male) as fits) f
    ), chosen as (
      select c.*, d.status, case when d.status = 'waitlisted' then d.waiting end as position,
        case when d.status = 'waitlisted' then d.tail end as waitlisted_at
      from cand c join decided d on d.step = c.step
    ), written as (
      insert into ${guestlistEntries} as e
        (user_id, club_id, date, ladies, men, guest_names, status, waitlisted_at, created_at, updated_at,
         promoter_user_id, promoter_link_id, added_by_user_id)
      select c.user_id, ${club.id}::uuid, ${date}::date, c.ladies, c.men,
        array(select jsonb_array_elements_text(c.guest_names)), c.status, c.waitlisted_at, c.at, c.at,
        c.promoter_user_id, c.promoter_link_id, c.added_by_user_id
      from chosen c
      ${REJOIN_CANCELLED}
      returning e.*, (e.xmax = 0) as created
    ), noticed as (
      insert into ${notifications} (user_id, kind, title, body, link, created_at, expires_at)
      select w.user_id,
        case w.status when 'confirmed' then 'guestlist-joined' else 'guestlist-waitlisted' end,
        case w.status when 'confirmed' then c.joined_title else c.title_before || c.position || c.title_after end,
        case w.status when 'confirmed' then c.joined_body else c.waiting_body end,
        '/passes/' || w.id, c.at, c.expires
      from written w join chosen c on c.user_id = w.user_id
      returning *
    ), queued as (
      insert into ${notificationDeliveries} (notification_id, channel, next_attempt_at, created_at)
      select n.id, ch.channel, n.created_at, n.created_at
      from noticed n
      join ${users} u on u.id = n.user_id
      cross join (values ('email'), ('sms')) as ch(channel)
      where (ch.channel = 'email' and u.notify_by_email and coalesce(u.email, '') <> '')
        or (ch.channel = 'sms' and u.notify_by_sms)
    )
    select r.ord, r.barred, (select count(*) from night)::int as nights, c.user_id is not null as decided,
      row_to_json(w) as entry, w.created, c.position, row_to_json(n) as notification
    from req r
    left join chosen c on c.ord = r.ord
    left join written w on w.user_id = c.user_id
    left join noticed n on n.user_id = c.user_id
    order by r.ord`);

  return rowsOf<BatchRow>(result).map((row): JoinWrite => {
    if (row.barred) return { kind: 'barred' };
    if (row.nights === 0) return { kind: 'no-night' };
    if (!row.decided) return { kind: 'already-on' };
    // Decided but not written: an entry the statement did not see. Never guess: undo the batch.
    if (!row.entry || !row.notification) throw new BatchNotWritten('a decided join was not written');
    return {
      kind: 'written',
      entry: rowOfTable(guestlistEntries, row.entry),
      created: row.created === true,
      position: row.position,
      notification: rowOfTable(notifications, row.notification),
    };
  });
}
