import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { guestlistClosingInstant } from '../../shared/closing-time.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { rowOfTable, rowsOf } from '../db/raw-rows.ts';
import { guestlistDates, guestlistEntries } from '../db/schema.ts';
import {
  insertNotification,
  insertNotifications,
  type NotificationRow,
} from '../notifications/notifications-repository.ts';
import type { Party } from './entry-terms.ts';
import {
  guestlistNotification,
  offeredNotification,
  offerLapsedNotification,
} from './guestlist-notifications.ts';
import {
  confirmEntryRow,
  type EntryRow,
  findGuestlistDate,
  findWaitlistedAfter,
} from './guestlist-repository.ts';

/**
 * What happens to spots that free on a night (a cancellation, a raised capacity, a declined or
 * lapsed offer): every step here runs in a transaction holding lockNight for the night, and returns
 * the notifications it wrote for the caller to deliver after commit (docs/decisions/037).
 */

/** Waitlisted parties read at a time while promoting. */
const PROMOTION_PAGE = 20;
/** Parties offered per statement: a list drop freeing 100 spots is one statement. */
const OFFER_PAGE = 500;
/** Times an offer statement is tried when a member's offer at another club got in first. */
const OFFER_TRIES = 3;

interface Night {
  capacityFemale: number | null;
  capacityMale: number | null;
  confirmedLadies: number;
  confirmedMen: number;
  offeredLadies: number;
  offeredMen: number;
}

/** The people holding a spot: confirmed parties and parties with an open offer. */
export function takenPeople(night: Night | undefined): Party {
  return {
    ladies: (night?.confirmedLadies ?? 0) + (night?.offeredLadies ?? 0),
    men: (night?.confirmedMen ?? 0) + (night?.offeredMen ?? 0),
  };
}

/** Whether `party` fits next to the people already holding spots, for every gender it brings. */
export function fits(party: Party, taken: Party, capacity: Night): boolean {
  const fitsIn = (wanted: number, held: number, limit: number | null) =>
    wanted === 0 || limit === null || held + wanted <= limit;
  return (
    fitsIn(party.ladies, taken.ladies, capacity.capacityFemale) &&
    fitsIn(party.men, taken.men, capacity.capacityMale)
  );
}

/** Hands freed spots on as the club chose: offers with a deadline, or immediate confirmation. */
export function fillFreedSpots(
  tx: Database,
  club: ClubRow,
  date: IsoDate,
  now: Date,
): Promise<NotificationRow[]> {
  return club.waitlistMode === 'immediate'
    ? promoteWaitlisted(tx, club, date, now)
    : offerFreedSpots(tx, club, date, now);
}

/**
 * Confirms waitlisted parties in strict queue order while they fit (the club's `immediate` mode).
 * The first party that does not fit stops the promotion: nobody jumps the queue.
 */
export async function promoteWaitlisted(
  tx: Database,
  club: ClubRow,
  date: IsoDate,
  now: Date,
): Promise<NotificationRow[]> {
  const written: NotificationRow[] = [];
  const night = await findGuestlistDate(tx, club.id, date);
  if (!night) return written;
  const taken = takenPeople(night);
  // Read the queue a page at a time: usually the first party that does not fit ends it.
  for (let after: Date | null = null; ; ) {
    const page = await findWaitlistedAfter(tx, club.id, date, after, PROMOTION_PAGE);
    for (const waiting of page) {
      if (waiting.offerExpiresAt) continue; // holds an offer already: its spots are counted
      if (!fits(waiting, taken, night)) return written;
      await confirmEntryRow(tx, waiting.id, now);
      taken.ladies += waiting.ladies;
      taken.men += waiting.men;
      written.push(
        await insertNotification(tx, guestlistNotification('guestlist-promoted', waiting, club, now)),
      );
    }
    if (page.length < PROMOTION_PAGE) return written;
    after = page.at(-1)!.waitlistedAt;
  }
}

/**
 * Offers freed spots to waitlisted parties in strict queue order while they fit (the club's `offer`
 * mode): each gets until min(now + the club's offer minutes, its arrive-before time) to claim, and
 * its spots are held meanwhile (the night's offered counters). A party whose list has closed, or
 * whose member holds an open offer elsewhere that night, is passed over without stopping the
 * queue; the first party that does not fit stops it. One statement per page of the queue, whatever
 * the number of spots: the notifications are then written in one batch.
 */
export async function offerFreedSpots(
  tx: Database,
  club: ClubRow,
  date: IsoDate,
  now: Date,
): Promise<NotificationRow[]> {
  const written: NotificationRow[] = [];
  for (;;) {
    const offered = await offerPage(tx, club, date, now);
    written.push(
      ...(await insertNotifications(
        tx,
        offered.map((entry) => offeredNotification(entry, club, entry.offerExpiresAt!, now)),
      )),
    );
    if (offered.length < OFFER_PAGE) return written;
  }
}

async function offerPage(tx: Database, club: ClubRow, date: IsoDate, now: Date): Promise<EntryRow[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      // A savepoint: a conflict on the one-offer-per-night index undoes this statement only.
      return await tx.transaction((savepoint) => offerStatement(savepoint, club, date, now));
    } catch (error) {
      if (attempt >= OFFER_TRIES || !isOneOfferConflict(error)) throw error;
      // Another club's offer to the same member committed meanwhile: read again, they are passed over.
    }
  }
}

function isOneOfferConflict(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: string; message?: string };
    if (code === '23505' || message?.includes('guestlist_entries_one_offer_idx')) return true;
  }
  return false;
}

async function offerStatement(tx: Database, club: ClubRow, date: IsoDate, now: Date): Promise<EntryRow[]> {
  const at = now.toISOString();
  const latest = new Date(now.getTime() + club.offerMinutes * 60_000).toISOString();
  const { female, male } = club.guestlistOptions;
  const ladiesClose = guestlistClosingInstant(date, female.closesAt, club.timeZone).toISOString();
  const menClose = guestlistClosingInstant(date, male.closesAt, club.timeZone).toISOString();
  const result = await tx.execute(sql`
    with night as (
      select capacity_female, capacity_male,
        confirmed_ladies + offered_ladies as taken_ladies, confirmed_men + offered_men as taken_men
      from ${guestlistDates} where club_id = ${club.id} and date = ${date}
    ), queue as (
      select e.id, e.ladies, e.men, e.waitlisted_at,
        least(${latest}::timestamptz,
          case when e.ladies > 0 then ${ladiesClose}::timestamptz end,
          case when e.men > 0 then ${menClose}::timestamptz end) as expires
      from ${guestlistEntries} e
      where e.club_id = ${club.id} and e.date = ${date} and e.waitlisted_at is not null
        and e.status = 'waitlisted' and e.offer_expires_at is null
        and (e.ladies = 0 or ${ladiesClose}::timestamptz > ${at}::timestamptz)
        and (e.men = 0 or ${menClose}::timestamptz > ${at}::timestamptz)
        and not exists (
          select 1 from ${guestlistEntries} o
          where o.user_id = e.user_id and o.date = e.date and o.status = 'waitlisted'
            and o.offer_expires_at is not null)
      order by e.waitlisted_at
      limit ${OFFER_PAGE}
    ), judged as (
      select q.id, q.expires,
        count(*) filter (where
          (q.ladies > 0 and n.capacity_female is not null and n.taken_ladies + q.ladies_through > n.capacity_female)
          or (q.men > 0 and n.capacity_male is not null and n.taken_men + q.men_through > n.capacity_male)
        ) over (order by q.waitlisted_at rows between unbounded preceding and current row) as misfits
      from (
        select queue.*,
          sum(ladies) over (order by waitlisted_at rows between unbounded preceding and current row) as ladies_through,
          sum(men) over (order by waitlisted_at rows between unbounded preceding and current row) as men_through
        from queue
      ) q cross join night n
    ), offered as (
      update ${guestlistEntries} g set offered_at = ${at}::timestamptz, offer_expires_at = j.expires,
        offer_ended = null, updated_at = ${at}::timestamptz
      from judged j where g.id = j.id and j.misfits = 0
      returning g.*
    )
    select row_to_json(o) as entry from offered o order by o.waitlisted_at`);
  return rowsOf<{ entry: Record<string, unknown> }>(result).map(({ entry }) =>
    rowOfTable(guestlistEntries, entry),
  );
}

/**
 * Writes the lapse of the night's open offers whose deadline has come (at `now` or before: the
 * deadline is exclusive), tells their members, and offers the spots they held to the next parties.
 * Under the night's lock, so whichever process gets there first does it, exactly once.
 */
export async function settleOffers(
  tx: Database,
  club: ClubRow,
  date: IsoDate,
  now: Date,
): Promise<NotificationRow[]> {
  const lapsed = await tx
    .update(guestlistEntries)
    .set({ status: 'cancelled', waitlistedAt: null, cancelledAt: now, updatedAt: now, offerEnded: 'lapsed' })
    .where(
      and(
        eq(guestlistEntries.clubId, club.id),
        eq(guestlistEntries.date, date),
        eq(guestlistEntries.status, 'waitlisted'),
        isNotNull(guestlistEntries.offerExpiresAt),
        lte(guestlistEntries.offerExpiresAt, now),
      ),
    )
    .returning();
  if (lapsed.length === 0) return [];
  const told = await insertNotifications(
    tx,
    lapsed.map((entry) => offerLapsedNotification(entry, club, now)),
  );
  return [...told, ...(await fillFreedSpots(tx, club, date, now))];
}
