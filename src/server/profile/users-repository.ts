import { eq } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'phoneNumber' | 'createdAt'>>;

/** `lock`: holds the member's row until the transaction ends (their cashback is being spent). */
export async function findUserById(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export function findUsersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(users).where(anyOf(users.id, ids));
}

export async function findUserByPhone(db: Database, phoneNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return row;
}

/** SPEC §4 empty profile: the phone number, timestamps, empty names, no email. Keeps an existing user. */
export async function insertUserIfAbsent(db: Database, phoneNumber: string, now: Date): Promise<void> {
  await db
    .insert(users)
    .values({ phoneNumber, firstName: '', lastName: '', email: null, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phoneNumber });
}

export async function updateUser(
  db: Database,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}
