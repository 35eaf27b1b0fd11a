import { and, asc, between, desc, eq, gt, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { clubs, guestlistDates, guestlistEntries } from '../db/schema.ts';

export type EntryRow = typeof guestlistEntries.$inferSelect;
export interface EntryWithClub {
  entry: EntryRow;
  club: ClubRow;
  /** 1 = next in line; null unless waitlisted. */
  waitlistPosition: number | null;
  /** The promoter credited with the party (see cameWithName). */
  promoter: { firstName: string; lastName: string } | null;
  /** When the guest reported being turned away, if they did. */
  turnedAwayAt?: string | Date | null;
  /** How many of the party the door admitted (the party's own pass and its guests' passes). */
  arrived?: number | null;
}

/**
 * Serialises every change to one club's list for one night until the transaction ends: the night's
 * row lock, which a join takes in the one statement that writes it (joinNight). The advisory lock
 * before it serialises these paths when the night has no row: a cancellation still works after an
 * admin removed the date. Always advisory first, then the row, so two of these never wait in a cycle.
 */
export async function lockNight(tx: Database, clubId: string, date: IsoDate): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${clubId}|${date}`}, 727003))`);
  await tx.execute(
    sql`select 1 from ${guestlistDates} where ${guestlistDates.clubId} = ${clubId} and ${guestlistDates.date} = ${date} for update`,
  );
}

export async function findGuestlistDate(db: Database, clubId: string, date: IsoDate) {
  const [row] = await db
    .select()
    .from(guestlistDates)
    .where(and(eq(guestlistDates.clubId, clubId), eq(guestlistDates.date, date)));
  return row;
}

/** People on the list (confirmed parties only, not open offers), per gender, as the night's row keeps them. */
export function confirmedPeople(night: { confirmedLadies: number; confirmedMen: number } | undefined) {
  return { ladies: night?.confirmedLadies ?? 0, men: night?.confirmedMen ?? 0 };
}

/** The entries of one club night (the index on club and date finds them). */
function ofNight(clubId: string, date: IsoDate): SQL | undefined {
  return and(eq(guestlistEntries.clubId, clubId), eq(guestlistEntries.date, date));
}

/**
 * The night (undefined when its list is not open) and the member's entry on it, in one round trip:
 * a join reads both under the night's lock, and every statement there is time the next join waits.
 */
export async function findNightWithMemberEntry(tx: Database, userId: string, clubId: string, date: IsoDate) {
  const [row] = await tx
    .select({ night: guestlistDates, existing: guestlistEntries })
    .from(guestlistDates)
    .leftJoin(
      guestlistEntries,
      and(
        eq(guestlistEntries.userId, userId),
        eq(guestlistEntries.clubId, guestlistDates.clubId),
        eq(guestlistEntries.date, guestlistDates.date),
      ),
    )
    .where(and(eq(guestlistDates.clubId, clubId), eq(guestlistDates.date, date)));
  return row;
}

export async function findEntryByMemberNight(db: Database, userId: string, clubId: string, date: IsoDate) {
  const [row] = await db
    .select()
    .from(guestlistEntries)
    .where(and(eq(guestlistEntries.userId, userId), ofNight(clubId, date)));
  return row;
}

/** `offerEnd`: how an open offer the entry holds ends with it (withdrawn, unless the member said no). */
export async function cancelEntryRow(
  tx: Database,
  id: string,
  now: Date,
  offerEnd: 'withdrawn' | 'declined' = 'withdrawn',
): Promise<void> {
  await cancelEntries(tx, [id], now, offerEnd);
}

/** Confirmed and waitlisted entries of one night, in the order they joined. */
export function findActiveEntries(tx: Database, clubId: string, date: IsoDate): Promise<EntryRow[]> {
  return tx
    .select()
    .from(guestlistEntries)
    .where(and(ofNight(clubId, date), inArray(guestlistEntries.status, ['confirmed', 'waitlisted'])))
    .orderBy(asc(guestlistEntries.createdAt), asc(guestlistEntries.id));
}

/** Cancels entries (a night closed on them all): out of the queue, their places free. */
export async function cancelEntries(
  tx: Database,
  ids: string[],
  now: Date,
  offerEnd: 'withdrawn' | 'declined' = 'withdrawn',
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(guestlistEntries)
    .set({
      status: 'cancelled',
      waitlistedAt: null,
      cancelledAt: now,
      updatedAt: now,
      // An open offer ends with the entry (docs/decisions/037).
      offerEnded: sql`case when ${guestlistEntries.status} = 'waitlisted' and ${guestlistEntries.offerExpiresAt} is not null
        then ${offerEnd} else ${guestlistEntries.offerEnded} end`,
    })
    .where(anyOf(guestlistEntries.id, ids));
}

export async function confirmEntryRow(tx: Database, id: string, now: Date): Promise<void> {
  await tx
    .update(guestlistEntries)
    .set({ status: 'confirmed', waitlistedAt: null, updatedAt: now })
    .where(eq(guestlistEntries.id, id));
}

/**
 * The next `limit` parties of one night's queue after `after` (from the front when null), in queue
 * order: read from the queue index, so promoting the first few of a long waitlist reads only those.
 */
export function findWaitlistedAfter(
  tx: Database,
  clubId: string,
  date: IsoDate,
  after: Date | null,
  limit: number,
): Promise<EntryRow[]> {
  return tx
    .select()
    .from(guestlistEntries)
    .where(
      and(
        ofNight(clubId, date),
        isNotNull(guestlistEntries.waitlistedAt),
        eq(guestlistEntries.status, 'waitlisted'),
        after ? gt(guestlistEntries.waitlistedAt, after) : undefined,
      ),
    )
    .orderBy(asc(guestlistEntries.waitlistedAt))
    .limit(limit);
}

// Only waitlisted entries have a waitlisted_at: counted on the queue index, the parties ahead only.
const position = sql<number | null>`case when ${guestlistEntries.status} = 'waitlisted' then (
  select count(*)::int + 1 from ${guestlistEntries} w
  where w.club_id = ${guestlistEntries.clubId} and w.date = ${guestlistEntries.date}
    and w.waitlisted_at is not null and w.waitlisted_at < ${guestlistEntries.waitlistedAt}
) end`;

function selectWithClub(db: Database, where: SQL | undefined, withPosition = true) {
  return db
    .select({
      entry: guestlistEntries,
      club: clubs,
      waitlistPosition: withPosition ? position : sql<number | null>`null::int`,
      // A lookup by primary key, and only for a promoted party.
      promoter: sql<{
        firstName: string;
        lastName: string;
      } | null>`(select json_build_object('firstName', p.first_name, 'lastName', p.last_name) from users p where p.id = ${guestlistEntries.promoterUserId})`,
      turnedAwayAt: sql<
        string | null
      >`(select r.created_at from turned_away_reports r where r.entry_id = ${guestlistEntries.id})`,
      // On the entry's index: a party's few check-ins, never the night's.
      arrived: sql<number>`(select coalesce(sum(c.people), 0)::int from check_ins c where c.entry_id = ${guestlistEntries.id})`,
    })
    .from(guestlistEntries)
    .innerJoin(clubs, eq(clubs.id, guestlistEntries.clubId))
    .where(where)
    .orderBy(desc(guestlistEntries.date), desc(guestlistEntries.createdAt), desc(guestlistEntries.id));
}

/**
 * The member's own entry; another member's is indistinguishable from a missing one. With `position`
 * known (a join just counted it under the night's lock), the queue is not counted again: on a night
 * with a long waitlist that count is most of what reading the entry costs.
 */
export async function findMemberEntry(db: Database, userId: string, id: string, position?: number | null) {
  const known = position !== undefined;
  const [row] = await selectWithClub(
    db,
    and(eq(guestlistEntries.userId, userId), eq(guestlistEntries.id, id)),
    !known,
  );
  return row && known
    ? ({ ...row, waitlistPosition: position } as EntryWithClub)
    : (row as EntryWithClub | undefined);
}

export async function findMemberEntries(db: Database, userId: string): Promise<EntryWithClub[]> {
  return selectWithClub(db, eq(guestlistEntries.userId, userId));
}

export async function findEntriesByIds(db: Database, ids: string[]): Promise<EntryWithClub[]> {
  if (ids.length === 0) return [];
  return selectWithClub(db, anyOf(guestlistEntries.id, ids));
}

/** Every confirmed party, with its club, on the nights from `from` to `to` (the day's reminders). */
export function findConfirmedEntriesBetween(db: Database, from: IsoDate, to: IsoDate) {
  return db
    .select({ entry: guestlistEntries, club: clubs })
    .from(guestlistEntries)
    .innerJoin(clubs, eq(clubs.id, guestlistEntries.clubId))
    .where(and(eq(guestlistEntries.status, 'confirmed'), between(guestlistEntries.date, from, to)));
}

/** The member's entries from `from` on, soonest first, at most `limit` (the concierge's "my passes"). */
export function findUpcomingMemberEntries(db: Database, userId: string, from: IsoDate, limit: number) {
  return db
    .select({
      id: guestlistEntries.id,
      date: guestlistEntries.date,
      status: guestlistEntries.status,
      ladies: guestlistEntries.ladies,
      men: guestlistEntries.men,
      clubName: clubs.name,
    })
    .from(guestlistEntries)
    .innerJoin(clubs, eq(clubs.id, guestlistEntries.clubId))
    .where(
      and(
        eq(guestlistEntries.userId, userId),
        gte(guestlistEntries.date, from),
        ne(guestlistEntries.status, 'cancelled'),
      ),
    )
    .orderBy(asc(guestlistEntries.date), asc(guestlistEntries.id))
    .limit(limit);
}
