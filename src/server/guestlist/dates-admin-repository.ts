import { and, asc, between, eq, gte, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { guestlistDates, guestlistEntries } from '../db/schema.ts';

export type GuestlistDateRow = typeof guestlistDates.$inferSelect;

export interface DateWithCounts {
  date: IsoDate;
  capacityFemale: number | null;
  capacityMale: number | null;
  confirmed: { ladies: number; men: number };
  waitlisted: { ladies: number; men: number };
  activeEntries: number;
}

const sumWhere = (
  column: typeof guestlistEntries.ladies | typeof guestlistEntries.men,
  status: 'confirmed' | 'waitlisted',
) => sql<number>`coalesce(sum(${column}) filter (where ${guestlistEntries.status} = ${status}), 0)::int`;

/** The open dates of a club in [from, to], with the people on each list and waiting, by gender. */
export async function findDatesWithCounts(
  db: Database,
  clubId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<DateWithCounts[]> {
  const rows = await db
    .select({
      date: guestlistDates.date,
      capacityFemale: guestlistDates.capacityFemale,
      capacityMale: guestlistDates.capacityMale,
      confirmedLadies: sumWhere(guestlistEntries.ladies, 'confirmed'),
      confirmedMen: sumWhere(guestlistEntries.men, 'confirmed'),
      waitlistedLadies: sumWhere(guestlistEntries.ladies, 'waitlisted'),
      waitlistedMen: sumWhere(guestlistEntries.men, 'waitlisted'),
      activeEntries: sql<number>`count(${guestlistEntries.id})::int`,
    })
    .from(guestlistDates)
    .leftJoin(
      guestlistEntries,
      and(
        eq(guestlistEntries.clubId, guestlistDates.clubId),
        eq(guestlistEntries.date, guestlistDates.date),
        inArray(guestlistEntries.status, ['confirmed', 'waitlisted']),
      ),
    )
    .where(and(eq(guestlistDates.clubId, clubId), between(guestlistDates.date, from, to)))
    .groupBy(guestlistDates.date, guestlistDates.capacityFemale, guestlistDates.capacityMale)
    .orderBy(asc(guestlistDates.date));
  return rows.map((row) => ({
    date: row.date,
    capacityFemale: row.capacityFemale,
    capacityMale: row.capacityMale,
    confirmed: { ladies: row.confirmedLadies, men: row.confirmedMen },
    waitlisted: { ladies: row.waitlistedLadies, men: row.waitlistedMen },
    activeEntries: row.activeEntries,
  }));
}

/** The first open date of the club on or after `from`: one row read from the (club_id, date) key. */
export async function findNextOpenDate(db: Database, clubId: string, from: IsoDate): Promise<IsoDate | null> {
  const [row] = await db
    .select({ date: guestlistDates.date })
    .from(guestlistDates)
    .where(and(eq(guestlistDates.clubId, clubId), gte(guestlistDates.date, from)))
    .orderBy(asc(guestlistDates.date))
    .limit(1);
  return row?.date ?? null;
}

export function findOpenDates(db: Database, clubId: string, dates: IsoDate[]): Promise<GuestlistDateRow[]> {
  return db
    .select()
    .from(guestlistDates)
    .where(and(eq(guestlistDates.clubId, clubId), inArray(guestlistDates.date, dates)));
}

/** Opens the dates not open yet; returns the ones it opened. */
export async function insertDates(
  tx: Database,
  clubId: string,
  dates: IsoDate[],
  capacity: { capacityFemale: number | null; capacityMale: number | null },
  now: Date,
): Promise<IsoDate[]> {
  if (dates.length === 0) return [];
  const rows = await tx
    .insert(guestlistDates)
    .values(dates.map((date) => ({ clubId, date, ...capacity, createdAt: now })))
    .onConflictDoNothing()
    .returning({ date: guestlistDates.date });
  return rows.map((row) => row.date);
}

export async function updateCapacity(
  tx: Database,
  clubId: string,
  date: IsoDate,
  capacity: { capacityFemale: number | null; capacityMale: number | null },
): Promise<void> {
  await tx
    .update(guestlistDates)
    .set(capacity)
    .where(and(eq(guestlistDates.clubId, clubId), eq(guestlistDates.date, date)));
}

export async function deleteDate(tx: Database, clubId: string, date: IsoDate): Promise<boolean> {
  const rows = await tx
    .delete(guestlistDates)
    .where(and(eq(guestlistDates.clubId, clubId), eq(guestlistDates.date, date)))
    .returning({ date: guestlistDates.date });
  return rows.length > 0;
}
