import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { rowOfTable, rowsOf } from '../db/raw-rows.ts';
import {
  guestlistDates,
  guestlistEntries,
  notificationDeliveries,
  notifications,
  users,
} from '../db/schema.ts';
import { banExistsSql } from '../guest-care/ban-key.ts';
import type { NotificationRow } from '../notifications/notifications-repository.ts';
import { earliestClosing } from './entry-terms.ts';
import { addedGuestTexts, guestlistTexts, waitlistedTitle } from './guestlist-notifications.ts';
import type { EntryRow } from './guestlist-repository.ts';

/**
 * The entry's insert meets the member's own row for the night: only a cancelled one is taken over,
 * as a new join (the offer's fields cleared); the first promoter keeps the credit when a cancelled
 * party joins again. A live entry is left alone, and the insert returns nothing for it. Shared by
 * the single join and the batch (join-night-batch.ts); the insert's alias is `e`.
 */
export const REJOIN_CANCELLED = sql.raw(`on conflict (user_id, club_id, date) do update set
        ladies = excluded.ladies, men = excluded.men, guest_names = excluded.guest_names,
        status = excluded.status, waitlisted_at = excluded.waitlisted_at, cancelled_at = null,
        offered_at = null, offer_expires_at = null, offer_ended = null,
        updated_at = excluded.updated_at,
        promoter_user_id = coalesce(e.promoter_user_id, excluded.promoter_user_id),
        promoter_link_id = case when e.promoter_user_id is null then excluded.promoter_link_id
          else e.promoter_link_id end,
        added_by_user_id = case when e.promoter_user_id is null then excluded.added_by_user_id
          else e.added_by_user_id end
      where e.status = 'cancelled'`);

export interface JoinRequest {
  userId: string;
  club: ClubRow;
  date: IsoDate;
  ladies: number;
  men: number;
  guestNames: string[];
  /** The promoter whose link brought the member, if any (see findCreditingLink). */
  promoter: { userId: string; linkId: string | null } | null;
  /** A promoter who put the guest on the list by name and phone: their name opens the message. */
  addedBy?: { userId: string; name: string };
  /** The venue's ban lookup of the member's number (guest-care/ban-key.ts); null: no venue. */
  ban: { venueId: string; hash: string } | null;
  now: Date;
}

export type JoinWrite =
  /** The night's list is not open (no row for it). */
  | { kind: 'no-night' }
  /** The venue banned the number (decision 041): nothing read or locked, nothing written. */
  | { kind: 'barred' }
  /** The member already has a live entry on the night: nothing written. */
  | { kind: 'already-on' }
  | {
      kind: 'written';
      entry: EntryRow;
      /** A new row; false when a cancelled entry joined again (same row, same pass). */
      created: boolean;
      /** Its place in the queue; null when confirmed. */
      position: number | null;
      notification: NotificationRow;
    };

interface JoinResultRow {
  barred: boolean;
  nights: number;
  entry: Record<string, unknown> | null;
  created: boolean | null;
  position: number | null;
  notification: Record<string, unknown> | null;
}

/**
 * A join in one statement, so in one implicit transaction: the night's row is locked, the party is
 * confirmed if it fits next to the confirmed counts that row keeps (migration 0012) or put just
 * behind the queue's tail, and its notification and email/SMS deliveries are written, all inside the
 * database. The lock is held from the first row read to the commit and no longer: never across a
 * round trip to this process, whose event loop is busy with the hundreds of other joins that arrived
 * in the same second (with one statement per step, the lock was held for each of them).
 *
 * Under READ COMMITTED, a statement that waited for a row lock reads that row again as the holder
 * committed it, so the counters and the queue's tail are current; every other table is read as of
 * the statement's start, which is why the tail is kept on the night's row rather than taken as a
 * max() over the entries. Every other change to a night's list (cancel, admin, promotion) takes the
 * same row lock through lockNight, so they are serialised with joins as before.
 *
 * One entry per member and night is the unique index: a cancelled entry is re-used in place (ON
 * CONFLICT … WHERE cancelled), a live one is left alone and reported as `already-on`. A promoter's
 * credit is written once, by the join that makes the entry: first link wins, and no party counts
 * for two promoters.
 */
export async function joinNight(db: Database, join: JoinRequest): Promise<JoinWrite> {
  const { userId, club, date, ladies, men, guestNames, promoter, addedBy, ban, now } = join;
  const party = { date, ladies, men };
  const joined = addedBy
    ? addedGuestTexts(addedBy.name, party, club)
    : guestlistTexts('guestlist-joined', party, club);
  const waiting = guestlistTexts('guestlist-waitlisted', party, club);
  const title = waitlistedTitle(club.name);
  const at = sql`${now.toISOString()}::timestamptz`;
  // "You're on the list, arrive before 23:30" says nothing once the list has closed: never sent late.
  const expires = earliestClosing(club.guestlistOptions, party, date, club.timeZone).instant.toISOString();

  const result = await db.execute(sql`
    with barred as (
      -- One lookup on guest_bans_standing_idx; a banned number locks nothing.
      select ${banExistsSql(ban, date)} as banned
    ), night as (
      select ${guestlistDates.capacityFemale} as capacity_female, ${guestlistDates.capacityMale} as capacity_male,
        -- Spots held by open offers are taken too (docs/decisions/037).
        ${guestlistDates.confirmedLadies} + ${guestlistDates.offeredLadies} as confirmed_ladies,
        ${guestlistDates.confirmedMen} + ${guestlistDates.offeredMen} as confirmed_men,
        ${guestlistDates.waitlistedParties} as waitlisted_parties, ${guestlistDates.queueTail} as queue_tail
      from ${guestlistDates}
      where ${guestlistDates.clubId} = ${club.id} and ${guestlistDates.date} = ${date}
        and not (select banned from barred)
      for update
    ), decided as (
      select waitlisted_parties + 1 as position,
        case when (${ladies}::int = 0 or capacity_female is null or confirmed_ladies + ${ladies}::int <= capacity_female)
              and (${men}::int = 0 or capacity_male is null or confirmed_men + ${men}::int <= capacity_male)
          then 'confirmed' else 'waitlisted' end as status,
        greatest(${at}, queue_tail + interval '1 microsecond') as back_of_queue
      from night
    ), written as (
      insert into ${guestlistEntries} as e
        (user_id, club_id, date, ladies, men, guest_names, status, waitlisted_at, created_at, updated_at,
         promoter_user_id, promoter_link_id, added_by_user_id)
      select ${userId}::uuid, ${club.id}::uuid, ${date}::date, ${ladies}::int, ${men}::int,
        ${sql.param(guestNames)}::text[], d.status,
        case when d.status = 'waitlisted' then d.back_of_queue end, ${at}, ${at},
        ${promoter?.userId ?? null}::uuid, ${promoter?.linkId ?? null}::uuid, ${addedBy?.userId ?? null}::uuid
      from decided d
      ${REJOIN_CANCELLED}
      returning e.*, (e.xmax = 0) as created
    ), noticed as (
      insert into ${notifications} (user_id, kind, title, body, link, created_at, expires_at)
      select w.user_id,
        case w.status when 'confirmed' then 'guestlist-joined' else 'guestlist-waitlisted' end,
        case w.status when 'confirmed' then ${joined.title}
          else ${title.before} || d.position || ${title.after} end,
        case w.status when 'confirmed' then ${joined.body} else ${waiting.body} end,
        '/passes/' || w.id, ${at}, ${expires}::timestamptz
      from written w cross join decided d
      returning *
    ), queued as (
      insert into ${notificationDeliveries} (notification_id, channel, next_attempt_at, created_at)
      select n.id, c.channel, n.created_at, n.created_at
      from noticed n
      join ${users} u on u.id = n.user_id
      cross join (values ('email'), ('sms')) as c(channel)
      where (c.channel = 'email' and u.notify_by_email and coalesce(u.email, '') <> '')
        or (c.channel = 'sms' and u.notify_by_sms)
    )
    select (select banned from barred) as barred, (select count(*) from night)::int as nights,
      row_to_json(w) as entry, w.created,
      case when w.status = 'waitlisted' then d.position end as position,
      row_to_json(n) as notification
    from (select 1) as one
    left join written w on true
    left join decided d on true
    left join noticed n on true`);

  const [row] = rowsOf<JoinResultRow>(result);
  if (row?.barred) return { kind: 'barred' };
  if (!row || row.nights === 0) return { kind: 'no-night' };
  if (!row.entry || !row.notification) return { kind: 'already-on' };
  return {
    kind: 'written',
    entry: rowOfTable(guestlistEntries, row.entry),
    created: row.created === true,
    position: row.position,
    notification: rowOfTable(notifications, row.notification),
  };
}
