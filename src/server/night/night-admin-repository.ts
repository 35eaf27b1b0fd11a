import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { NIGHT_END_TIME } from '../../shared/closing-time.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { checkIns, guestlistEntries, type PassKind, reservations, users } from '../db/schema.ts';
import { memberMatches } from '../door/door-repository.ts';
import type { EntryRow } from '../guestlist/guestlist-repository.ts';
import { ENTRY_ARRIVALS } from '../promoters/paid-arrivals.ts';
import type { ReservationRow } from '../reservations/reservations-repository.ts';

export type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'instagram'
>;
export interface CheckInSummary {
  arrived: number;
  lastAt: Date | null;
}

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  email: users.email,
  instagram: users.instagram,
};

export interface NightEntryRow {
  entry: EntryRow;
  member: MemberRow;
  waitlistPosition: number | null;
}

/** Confirmed first (in joining order), then the waitlist in queue order, then cancelled (latest first). */
const ENTRY_ORDER = [
  sql`case ${guestlistEntries.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`,
  asc(guestlistEntries.waitlistedAt),
  desc(guestlistEntries.cancelledAt),
  asc(guestlistEntries.createdAt),
  asc(guestlistEntries.id),
];

export type NightEntriesSlice = { offset: number; limit: number } | { entryId: string };

function entryConditions(clubId: string, date: IsoDate, q: string | undefined, entryId?: string): SQL[] {
  const conditions: SQL[] = [eq(guestlistEntries.clubId, clubId), eq(guestlistEntries.date, date)];
  if (q) conditions.push(memberMatches(q, sql`${guestlistEntries.guestNames}`));
  if (entryId) conditions.push(eq(guestlistEntries.id, entryId));
  return conditions;
}

/**
 * One page of the night's guestlist in ENTRY_ORDER (or the one entry `entryId`), with each waiting
 * party's place in the queue. The page is picked from the entries alone (the members are joined only
 * for a search) and the members read for its rows only. Places are numbered once, by a window over
 * the queue index, and only as far as the page's last waiting party: the first page of a night of
 * 100,000 numbers nobody, the next ones as far as they show. Ties in the queue go by id, as on the
 * member's pass and in the export.
 */
export function findNightEntries(
  db: Database,
  clubId: string,
  date: IsoDate,
  q: string | undefined,
  slice: NightEntriesSlice,
): Promise<NightEntryRow[]> {
  const entryId = 'entryId' in slice ? slice.entryId : undefined;
  const picking = db
    .select({
      id: guestlistEntries.id,
      status: guestlistEntries.status,
      waitlistedAt: guestlistEntries.waitlistedAt,
    })
    .from(guestlistEntries);
  const picked = (q ? picking.innerJoin(users, eq(users.id, guestlistEntries.userId)) : picking)
    .where(and(...entryConditions(clubId, date, q, entryId)))
    .orderBy(...ENTRY_ORDER)
    .limit('entryId' in slice ? 1 : slice.limit)
    .offset('entryId' in slice ? 0 : slice.offset);
  const page = db.$with('page').as(picked);
  const queue = db.$with('queue').as(
    db
      .select({
        id: guestlistEntries.id,
        position:
          sql<number>`(row_number() over (order by ${guestlistEntries.waitlistedAt}, ${guestlistEntries.id}))::int`.as(
            'position',
          ),
      })
      .from(guestlistEntries)
      .where(
        and(
          eq(guestlistEntries.clubId, clubId),
          eq(guestlistEntries.date, date),
          // Only waitlisted entries have a place in line, and they all do.
          sql`${guestlistEntries.waitlistedAt} is not null`,
          sql`${guestlistEntries.waitlistedAt} <= (select max(page.waitlisted_at) from page where page.status = 'waitlisted')`,
        ),
      ),
  );
  return db
    .with(page, queue)
    .select({ entry: guestlistEntries, member: memberColumns, waitlistPosition: queue.position })
    .from(page)
    .innerJoin(guestlistEntries, eq(guestlistEntries.id, page.id))
    .innerJoin(users, eq(users.id, guestlistEntries.userId))
    .leftJoin(queue, eq(queue.id, page.id))
    .orderBy(...ENTRY_ORDER) as Promise<NightEntryRow[]>;
}

/** The parties a search finds on the night (all of them without one). */
export async function countNightEntries(
  db: Database,
  clubId: string,
  date: IsoDate,
  q: string | undefined,
): Promise<number> {
  const counting = db.select({ n: sql<number>`count(*)::int` }).from(guestlistEntries);
  const [row] = await (q ? counting.innerJoin(users, eq(users.id, guestlistEntries.userId)) : counting).where(
    and(...entryConditions(clubId, date, q)),
  );
  return row?.n ?? 0;
}

export interface NightReservationRow {
  reservation: ReservationRow;
  member: MemberRow;
}

/**
 * Requests needing an answer first, then confirmed and completed tables, then the rest; by arrival
 * time within each (the early hours after the evening).
 */
export function findNightReservations(
  db: Database,
  clubId: string,
  date: IsoDate,
  q: string | undefined,
): Promise<NightReservationRow[]> {
  const conditions: SQL[] = [eq(reservations.clubId, clubId), eq(reservations.date, date)];
  if (q) conditions.push(memberMatches(q, null));
  return db
    .select({ reservation: reservations, member: memberColumns })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(...conditions))
    .orderBy(
      sql`case ${reservations.status} when 'requested' then 0 when 'confirmed' then 1 when 'completed' then 2 when 'no_show' then 3 else 4 end`,
      // Arrivals in the early hours after midnight come last (the night-of rule).
      sql`case when ${reservations.arrivalTime} < ${NIGHT_END_TIME} then 1 else 0 end`,
      asc(reservations.arrivalTime),
      asc(reservations.createdAt),
    );
}

/** People admitted and the last admission, per pass. */
export async function checkInSummaries(
  db: Database,
  kind: PassKind,
  ids: string[],
): Promise<Map<string, CheckInSummary>> {
  if (ids.length === 0) return new Map();
  const column = kind === 'guestlist' ? checkIns.entryId : checkIns.reservationId;
  const rows = await db
    .select({
      passId: column,
      arrived: sql<number>`sum(${checkIns.people})::int`,
      lastAt: sql<string>`max(${checkIns.checkedInAt})`,
    })
    .from(checkIns)
    .where(anyOf(column, ids))
    .groupBy(column);
  return new Map(
    rows.map((row) => [
      row.passId!,
      { arrived: row.arrived, lastAt: row.lastAt ? new Date(row.lastAt) : null },
    ]),
  );
}

/** People of these parties checked in by their own promoter (paid-arrivals.ts), for the parties that have any. */
export async function selfCheckIns(db: Database, entryIds: string[]): Promise<Map<string, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; self_checked_in: number }>(
    await db.execute(sql`
      select e.id, arrivals.self_checked_in from guestlist_entries e
      ${ENTRY_ARRIVALS}
      where e.id = any(${sql.param(entryIds)}::uuid[]) and e.promoter_user_id is not null
        and arrivals.self_checked_in > 0`),
  );
  return new Map(rows.map((row) => [row.id, row.self_checked_in]));
}

/** The night's totals, whatever a search filters. */
export async function countNight(db: Database, clubId: string, date: IsoDate) {
  const [entries, [tables], [arrivals]] = await Promise.all([
    db
      .select({
        status: guestlistEntries.status,
        ladies: sql<number>`coalesce(sum(${guestlistEntries.ladies}), 0)::int`,
        men: sql<number>`coalesce(sum(${guestlistEntries.men}), 0)::int`,
        offeredLadies: sql<number>`coalesce(sum(${guestlistEntries.ladies}) filter (where ${guestlistEntries.offerExpiresAt} is not null), 0)::int`,
        offeredMen: sql<number>`coalesce(sum(${guestlistEntries.men}) filter (where ${guestlistEntries.offerExpiresAt} is not null), 0)::int`,
      })
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, clubId), eq(guestlistEntries.date, date)))
      .groupBy(guestlistEntries.status),
    db
      .select({
        requested: sql<number>`count(*) filter (where ${reservations.status} = 'requested')::int`,
        confirmed: sql<number>`count(*) filter (where ${reservations.status} = 'confirmed')::int`,
        completed: sql<number>`count(*) filter (where ${reservations.status} = 'completed')::int`,
      })
      .from(reservations)
      .where(and(eq(reservations.clubId, clubId), eq(reservations.date, date))),
    db
      .select({ people: sql<number>`coalesce(sum(${checkIns.people}), 0)::int` })
      .from(checkIns)
      .where(and(eq(checkIns.clubId, clubId), eq(checkIns.date, date))),
  ]);
  const byStatus = (status: string) => {
    const row = entries.find((e) => e.status === status);
    return { ladies: row?.ladies ?? 0, men: row?.men ?? 0 };
  };
  return {
    confirmed: byStatus('confirmed'),
    waitlisted: byStatus('waitlisted'),
    // Waitlisted parties holding an open offer (decision 037): their spots are held.
    offered: {
      ladies: entries.find((e) => e.status === 'waitlisted')?.offeredLadies ?? 0,
      men: entries.find((e) => e.status === 'waitlisted')?.offeredMen ?? 0,
    },
    arrived: arrivals?.people ?? 0,
    reservations: {
      requested: tables?.requested ?? 0,
      confirmed: tables?.confirmed ?? 0,
      completed: tables?.completed ?? 0,
    },
  };
}

export async function findEntryById(db: Database, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(guestlistEntries).where(eq(guestlistEntries.id, id));
  return row;
}
