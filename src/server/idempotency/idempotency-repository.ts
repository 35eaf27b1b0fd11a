import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
type KeyId = { userId: string; key: string };
const matches = ({ userId, key }: KeyId) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims each key for its request, in one statement; each answer is false when another request
 * already holds the key, including an earlier row of the same call (a button pressed twice at once).
 */
export async function claimKeys(
  db: Database,
  rows: readonly (KeyId & { scope: string; requestHash: string; createdAt: Date })[],
): Promise<boolean[]> {
  const first = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!first.has(idOf(row))) first.set(idOf(row), i);
  });
  const inserted = await db
    .insert(idempotencyKeys)
    .values([...first.values()].map((i) => rows[i]!))
    .onConflictDoNothing()
    .returning({ userId: idempotencyKeys.userId, key: idempotencyKeys.key });
  const claimed = new Set(inserted.map(idOf));
  return rows.map((row, i) => first.get(idOf(row)) === i && claimed.has(idOf(row)));
}

const idOf = ({ userId, key }: KeyId) => `${userId} ${key}`;

export async function findKey(db: Database, id: KeyId): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(matches(id));
  return row;
}

/** Stores each key's response, in one statement. */
export async function storeResponses(
  db: Database,
  responses: readonly (KeyId & { status: number; body: unknown })[],
): Promise<void> {
  const values = JSON.stringify(
    responses.map(({ userId, key, status, body }) => ({ user_id: userId, key, status, body: body ?? null })),
  );
  await db.execute(sql`update ${idempotencyKeys} as k
    set response_status = v.status, response_body = v.body
    from jsonb_to_recordset(${values}::jsonb) as v(user_id uuid, key text, status integer, body jsonb)
    where k.user_id = v.user_id and k.key = v.key`);
}

export async function releaseKey(db: Database, id: KeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(matches(id));
}
