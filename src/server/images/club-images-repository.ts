import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clubImages, clubs } from '../db/schema.ts';
import type { ClubImageRow } from './club-image-view.ts';

export async function findClubName(db: Database, clubId: string): Promise<string | null> {
  const [row] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row?.name ?? null;
}

export async function findClubImage(db: Database, clubId: string): Promise<ClubImageRow | null> {
  const [row] = await db.select().from(clubImages).where(eq(clubImages.clubId, clubId)).limit(1);
  return row ?? null;
}

/**
 * The club's name, with its row locked until the transaction ends: two uploads for one club replace
 * the photo in turn, each deleting the files of the one before. null when there is no such club.
 */
export async function lockClub(tx: Database, clubId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: clubs.name })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for('no key update')
    .limit(1);
  return row?.name ?? null;
}

/** The photos of the clubs members can see (what the home page listing needs). */
export async function findVisibleClubImages(db: Database): Promise<ClubImageRow[]> {
  return db
    .select()
    .from(clubImages)
    .where(sql`${clubImages.clubId} in (select ${clubs.id} from ${clubs} where ${clubs.visible})`);
}

export async function upsertClubImage(tx: Database, row: typeof clubImages.$inferInsert): Promise<void> {
  const { clubId: _clubId, ...changes } = row;
  await tx.insert(clubImages).values(row).onConflictDoUpdate({ target: clubImages.clubId, set: changes });
}

export async function deleteClubImage(tx: Database, clubId: string): Promise<void> {
  await tx.delete(clubImages).where(eq(clubImages.clubId, clubId));
}
