import { eq, gte } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { clubs, guestlistDates } from '../db/schema.ts';

export type ClubRow = typeof clubs.$inferSelect;

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
