import { eq, sql } from 'drizzle-orm';
import type { ClubInputParsed } from '../../../shared/api/admin/clubs-schema.ts';
import type { ClubRow } from '../../clubs/clubs-repository.ts';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { clubs } from '../../db/schema.ts';

/** Every club, hidden ones too; the caller sorts (SPEC §5 order lives in shared/clubs.ts). */
export function findAllClubs(db: Database): Promise<ClubRow[]> {
  return db.select().from(clubs);
}

export async function findClub(db: Database, id: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id));
  return row;
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
