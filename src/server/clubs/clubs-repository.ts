import { asc, eq, gte, sql } from 'drizzle-orm';
import type { ClubInputParsed } from '../../shared/api/admin/clubs-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { PromoterRates } from '../../shared/promoter-earnings.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { clubs, guestlistDates } from '../db/schema.ts';

/** A row of the clubs table, as every server module that reads a club sees it. */
export type ClubRow = typeof clubs.$inferSelect;

export async function findClubById(db: Database, clubId: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  return row;
}

export function findVisibleClubs(db: Database): Promise<ClubRow[]> {
  return db.select().from(clubs).where(eq(clubs.visible, true));
}

export function findOpenGuestlistDatesFrom(db: Database, from: IsoDate) {
  return db
    .select({ clubId: guestlistDates.clubId, date: guestlistDates.date })
    .from(guestlistDates)
    .where(gte(guestlistDates.date, from));
}

export function findOpenGuestlistDatesOn(db: Database, date: IsoDate) {
  return db
    .select({ clubId: guestlistDates.clubId, date: guestlistDates.date })
    .from(guestlistDates)
    .where(eq(guestlistDates.date, date));
}

/** Every club's name, hidden ones too. */
export async function findAllClubNames(db: Database): Promise<string[]> {
  return (await db.select({ name: clubs.name }).from(clubs)).map((row) => row.name);
}

/** Clubs' ids and names (hidden ones too; only `clubIds` unless null), in the admin's listing order. */
export function findClubNamesInListingOrder(db: Database, clubIds: readonly string[] | null) {
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(clubIds ? anyOf(clubs.id, clubIds) : undefined)
    .orderBy(sql`${clubs.sortOrder} asc nulls last`, asc(clubs.name));
}

/** Every club, hidden ones too; the caller sorts (SPEC §5 order lives in shared/clubs.ts). */
export function findAllClubs(db: Database): Promise<ClubRow[]> {
  return db.select().from(clubs);
}

/** The club row locked until the transaction ends, so two admins' edits are applied one after the other. */
export async function findClubForUpdate(tx: Database, id: string): Promise<ClubRow | undefined> {
  const [row] = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update');
  return row;
}

export function findClubsByIds(db: Database, ids: string[]): Promise<ClubRow[]> {
  return db.select().from(clubs).where(anyOf(clubs.id, ids));
}

export async function insertClubRow(tx: Database, values: ClubInputParsed, now: Date): Promise<ClubRow> {
  const [row] = await tx
    .insert(clubs)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateClubRow(
  tx: Database,
  id: string,
  values: ClubInputParsed,
  now: Date,
): Promise<ClubRow> {
  const [row] = await tx
    .update(clubs)
    .set({ ...values, updatedAt: now })
    .where(eq(clubs.id, id))
    .returning();
  return row!;
}

export async function setPromoterRates(tx: Database, id: string, rates: PromoterRates, now: Date) {
  const [row] = await tx
    .update(clubs)
    .set({ promoterRates: rates, updatedAt: now })
    .where(eq(clubs.id, id))
    .returning();
  return row;
}

/** One statement: the listed clubs get sortOrder 10, 20, 30, ... in the order given. */
export async function setSortOrders(tx: Database, ids: string[], now: Date): Promise<void> {
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${(index + 1) * 10}::int`),
    sql` `,
  );
  await tx
    .update(clubs)
    .set({ sortOrder: sql`case ${clubs.id} ${cases} end`, updatedAt: now })
    .where(anyOf(clubs.id, ids));
}
