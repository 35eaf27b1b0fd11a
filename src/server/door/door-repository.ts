import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { checkIns, guestlistEntries, type PassKind, reservations, users } from '../db/schema.ts';
import type { EntryRow } from '../guestlist/guestlist-repository.ts';
import type { ReservationRow } from '../reservations/reservations-repository.ts';

export type CheckInRow = typeof checkIns.$inferSelect;
export type HolderRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'phoneNumber'>;

/** One admission, with the name of the staff member who let them in. */
export interface CheckInWithStaff {
  checkIn: CheckInRow;
  staffName: string | null;
}

/**
 * The pass row locked until the transaction ends (SELECT ... FOR UPDATE): two scanners admitting
 * the same pass queue up here, and the second one sees the first one's admission.
 */
export async function lockEntry(tx: Database, id: string): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(guestlistEntries).where(eq(guestlistEntries.id, id)).for('update');
  return row;
}

export async function lockReservationPass(tx: Database, id: string): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export async function findHolder(db: Database, userId: string): Promise<HolderRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** 1 = next in line, for a waitlisted entry. */
export async function waitlistPositionOf(db: Database, entry: EntryRow): Promise<number | null> {
  if (entry.status !== 'waitlisted' || !entry.waitlistedAt) return null;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(guestlistEntries)
    .where(
      and(
        eq(guestlistEntries.clubId, entry.clubId),
        eq(guestlistEntries.date, entry.date),
        // Only waitlisted entries have one: the queue index counts just the parties ahead.
        sql`${guestlistEntries.waitlistedAt} is not null`,
        sql`${guestlistEntries.waitlistedAt} < ${entry.waitlistedAt.toISOString()}::timestamptz`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

const passColumn = (kind: PassKind) => (kind === 'guestlist' ? checkIns.entryId : checkIns.reservationId);

const staffName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`.mapWith(String);

/** Every admission for a pass, oldest first. */
export async function findCheckIns(
  db: Database,
  kind: PassKind,
  passId: string,
): Promise<CheckInWithStaff[]> {
  const rows = await db
    .select({ checkIn: checkIns, name: staffName, phone: users.phoneNumber })
    .from(checkIns)
    .leftJoin(users, eq(users.id, checkIns.staffUserId))
    .where(eq(passColumn(kind), passId))
    .orderBy(asc(checkIns.checkedInAt), asc(checkIns.recordedAt));
  return rows.map((row) => ({ checkIn: row.checkIn, staffName: row.name || row.phone || null }));
}

export async function findCheckInByClientScanId(db: Database, clientScanId: string) {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.clientScanId, clientScanId));
  return row;
}

export async function findCheckInById(db: Database, id: string): Promise<CheckInRow | undefined> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.id, id));
  return row;
}

export async function insertCheckIn(
  tx: Database,
  values: {
    kind: PassKind;
    passId: string;
    clubId: string;
    date: IsoDate;
    people: number;
    checkedInAt: Date;
    staffUserId: string;
    clientScanId: string | null;
    /** The guest's own pass that admits this one person (decision 039). */
    guestPassId?: string;
  },
  now: Date,
): Promise<CheckInRow> {
  const [row] = await tx
    .insert(checkIns)
    .values({
      passKind: values.kind,
      entryId: values.kind === 'guestlist' ? values.passId : null,
      reservationId: values.kind === 'reservation' ? values.passId : null,
      clubId: values.clubId,
      date: values.date,
      people: values.people,
      checkedInAt: values.checkedInAt,
      recordedAt: now,
      staffUserId: values.staffUserId,
      clientScanId: values.clientScanId,
      guestPassId: values.guestPassId ?? null,
    })
    .returning();
  return row!;
}

export async function deleteCheckIn(tx: Database, id: string): Promise<void> {
  await tx.delete(checkIns).where(eq(checkIns.id, id));
}

/** People admitted per pass, for many passes at once. */
export async function sumArrivals(
  db: Database,
  kind: PassKind,
  passIds: string[],
): Promise<Map<string, number>> {
  if (passIds.length === 0) return new Map();
  const column = passColumn(kind);
  const rows = await db
    .select({ passId: column, people: sql<number>`sum(${checkIns.people})::int` })
    .from(checkIns)
    .where(anyOf(column, passIds))
    .groupBy(column);
  return new Map(rows.map((row) => [row.passId!, row.people]));
}

/** People in a night's confirmed tables; a completed table came, so it stays in what arrivals are read against. */
export async function sumExpectedTablePeople(db: Database, clubId: string, date: IsoDate): Promise<number> {
  const [row] = await db
    .select({ people: sql<number>`coalesce(sum(${reservations.partySize}), 0)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.clubId, clubId),
        eq(reservations.date, date),
        inArray(reservations.status, ['confirmed', 'completed']),
      ),
    );
  return row?.people ?? 0;
}

/** People checked in on a night, by kind of pass. */
export function sumArrivalsByKind(db: Database, clubId: string, date: IsoDate) {
  return db
    .select({ kind: checkIns.passKind, people: sql<number>`sum(${checkIns.people})::int` })
    .from(checkIns)
    .where(and(eq(checkIns.clubId, clubId), eq(checkIns.date, date)))
    .groupBy(checkIns.passKind);
}

/** `like` pattern for `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether the member's name, guest names or phone digits match `q`: several words must each match
 * somewhere ("jess smi"), and two or more digits also search the phone number.
 */
export function memberMatches(q: string, guestNames: SQL | null): SQL {
  const conditions: SQL[] = [];
  const words = q.split(/\s+/).filter(Boolean);
  const haystack = guestNames
    ? sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || array_to_string(${guestNames}, ' '))`
    : sql`(${users.firstName} || ' ' || ${users.lastName})`;
  const byName = and(...words.map((word) => sql`${haystack} ilike ${containsPattern(word)}`));
  if (byName) conditions.push(byName);
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 2 && digits.length === q.replace(/[\s()+.-]/g, '').length)
    conditions.push(sql`${users.phoneNumber} like ${containsPattern(digits)}`);
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;
}

export interface EntryWithHolder {
  entry: EntryRow;
  holder: HolderRow;
}
export interface ReservationWithHolder {
  reservation: ReservationRow;
  holder: HolderRow;
}

const holderColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
};

export function searchEntries(db: Database, clubId: string, date: IsoDate, q: string, limit: number) {
  return db
    .select({ entry: guestlistEntries, holder: holderColumns })
    .from(guestlistEntries)
    .innerJoin(users, eq(users.id, guestlistEntries.userId))
    .where(
      and(
        eq(guestlistEntries.clubId, clubId),
        eq(guestlistEntries.date, date),
        memberMatches(q, sql`${guestlistEntries.guestNames}`),
      ),
    )
    .orderBy(
      sql`case ${guestlistEntries.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`,
      asc(users.lastName),
      asc(users.firstName),
    )
    .limit(limit) as Promise<EntryWithHolder[]>;
}

export function searchReservations(db: Database, clubId: string, date: IsoDate, q: string, limit: number) {
  return db
    .select({ reservation: reservations, holder: holderColumns })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(eq(reservations.clubId, clubId), eq(reservations.date, date), memberMatches(q, null)))
    .orderBy(
      sql`case ${reservations.status} when 'confirmed' then 0 when 'requested' then 1 when 'completed' then 2 else 3 end`,
      asc(users.lastName),
      asc(users.firstName),
    )
    .limit(limit) as Promise<ReservationWithHolder[]>;
}
