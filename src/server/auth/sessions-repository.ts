import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { adminPhoneNumbers, doorStaffPhoneNumbers, sessions, users } from '../db/schema.ts';
import { heldClubRolesJson } from '../roles/club-roles-repository.ts';
import { rolesFrom } from '../roles/roles-service.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Database, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

// SPEC §6: a number is listed as itself or as its +1 variant (without +1 when it has it, with it
// when it has not); the same rule as adminPhoneVariants, in SQL.
const phoneVariants = sql`array[${users.phoneNumber}, case when ${users.phoneNumber} like '+1%' then substr(${users.phoneNumber}, 3) else '+1' || ${users.phoneNumber} end]`;

/**
 * Sessions, their users and the users' roles in one round trip, by token hash (every signed-in
 * request asks; SessionService gathers the requests that arrive together): the role lists are read
 * on each request, so a removal takes effect at once in every process. Hashes with no session are
 * absent from the answer.
 */
export async function findSessionsWithUserAndRoles(db: Database, tokenHashes: readonly string[]) {
  const rows = await db
    .select({
      session: sessions,
      user: users,
      admin: sql<boolean>`exists (select 1 from ${adminPhoneNumbers} where ${adminPhoneNumbers.phoneNumber} = any(${phoneVariants}))`,
      door: sql<boolean>`exists (select 1 from ${doorStaffPhoneNumbers} where ${doorStaffPhoneNumbers.phoneNumber} = any(${phoneVariants}))`,
      held: heldClubRolesJson(phoneVariants),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.tokenHash, [...tokenHashes]));
  return new Map(
    rows.map(({ admin, door, held, ...found }) => [
      found.session.tokenHash,
      { ...found, roles: rolesFrom(admin, door, held) },
    ]),
  );
}

export async function findSessionWithUser(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function updateSessionExpiry(db: Database, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsExpiredBefore(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
