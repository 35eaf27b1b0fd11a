import { and, eq, like, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** Stores `value` under `name` unless a value is already there; never overwrites. */
export async function insertSecretIfAbsent(db: Database, name: string, value: string): Promise<void> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
}

export async function findSecret(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value;
}

/** Deletes the secrets named `prefix…` that sort before `before` (dated names: the older days). */
export async function deleteSecretsBefore(db: Database, prefix: string, before: string): Promise<void> {
  await db.delete(appSecrets).where(and(like(appSecrets.name, `${prefix}%`), lt(appSecrets.name, before)));
}
