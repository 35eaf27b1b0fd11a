import { eq } from 'drizzle-orm';
import type { ClubRole } from '../../shared/roles.ts';
import type { Database } from '../db/client.ts';
import { clubRoles, clubs, users, venues } from '../db/schema.ts';
import { createMember, type Member } from './members.ts';

/** A venue running `clubIds`, written straight to the tables. */
export async function insertVenue(db: Database, name: string, clubIds: string[]) {
  const [venue] = await db.insert(venues).values({ name }).returning();
  for (const id of clubIds) await db.update(clubs).set({ venueId: venue!.id }).where(eq(clubs.id, id));
  return venue!;
}

/** A member holding `role` at a venue (every club of it) or at one club. */
export async function createTeamMember(
  db: Database,
  role: ClubRole,
  place: { venueId: string } | { clubId: string },
): Promise<Member & { phoneNumber: string }> {
  const member = await createMember(db);
  const [user] = await db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, member.id));
  await db.insert(clubRoles).values({ phoneNumber: user!.phoneNumber, role, ...place });
  return { ...member, phoneNumber: user!.phoneNumber };
}
