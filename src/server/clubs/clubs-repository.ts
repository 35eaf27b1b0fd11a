import { asc, eq, gte, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
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

/** Clubs' ids and names (hidden ones too, or the one with `clubId`), in the admin's listing order. */
export function findClubNamesInListingOrder(db: Database, clubId?: string) {
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(clubId ? eq(clubs.id, clubId) : undefined)
    .orderBy(sql`${clubs.sortOrder} asc nulls last`, asc(clubs.name));
}
