import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
type KeyId = { userId: string; key: string };
const matches = ({ userId, key }: KeyId) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Claims the key for this request; false when another request already holds it. */
export async function claimKey(
  db: Database,
  row: KeyId & { scope: string; requestHash: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(db: Database, id: KeyId): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(matches(id));
  return row;
}

export async function storeResponse(db: Database, id: KeyId, status: number, body: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(matches(id));
}

export async function releaseKey(db: Database, id: KeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(matches(id));
}
