import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { ClubRole } from '../../../shared/roles.ts';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { clubRoles, clubs, users, venues } from '../../db/schema.ts';

/** The venues and clubs whose team a reader may see; null for every one (platform admins). */
export type TeamScope = { venueIds: readonly string[]; clubIds: readonly string[] } | null;

export type ClubRoleRow = typeof clubRoles.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;

/** Venues (all, or `venueIds`) by name, each with its clubs by name. */
export async function findVenuesWithClubs(db: Database, venueIds: readonly string[] | null) {
  const rows = await db
    .select({ venue: venues, club: { id: clubs.id, name: clubs.name } })
    .from(venues)
    .leftJoin(clubs, eq(clubs.venueId, venues.id))
    .where(venueIds ? anyOf(venues.id, venueIds) : undefined)
    .orderBy(asc(sql`lower(${venues.name})`), asc(venues.id), asc(clubs.name));
  const byId = new Map<string, { id: string; name: string; clubs: { id: string; name: string }[] }>();
  for (const { venue, club } of rows) {
    const entry = byId.get(venue.id) ?? { id: venue.id, name: venue.name, clubs: [] };
    byId.set(venue.id, entry);
    if (club) entry.clubs.push(club);
  }
  return [...byId.values()];
}

/** Clubs that belong to no venue (all, or among `clubIds`), by name. */
export function findClubsWithoutVenue(db: Database, clubIds: readonly string[] | null) {
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(and(isNull(clubs.venueId), clubIds ? anyOf(clubs.id, clubIds) : undefined))
    .orderBy(asc(clubs.name));
}

/**
 * Roles within `scope` (or the one with `roleId`), venue roles first, then by club, role and when
 * they were added; `limit` at most.
 */
export function findTeam(db: Database, scope: TeamScope, limit: number, roleId?: string) {
  return db
    .select({
      role: clubRoles,
      venueName: venues.name,
      clubName: clubs.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(clubRoles)
    .leftJoin(venues, eq(venues.id, clubRoles.venueId))
    .leftJoin(clubs, eq(clubs.id, clubRoles.clubId))
    .leftJoin(users, eq(users.phoneNumber, clubRoles.phoneNumber))
    .where(
      and(
        scope
          ? or(anyOf(clubRoles.venueId, scope.venueIds), anyOf(clubRoles.clubId, scope.clubIds))
          : undefined,
        roleId ? eq(clubRoles.id, roleId) : undefined,
      ),
    )
    .orderBy(
      asc(sql`${clubRoles.venueId} is null`),
      asc(sql`coalesce(${venues.name}, ${clubs.name})`),
      asc(clubRoles.role),
      asc(clubRoles.createdAt),
      asc(clubRoles.id),
    )
    .limit(limit);
}

export async function findClubRole(db: Database, id: string): Promise<ClubRoleRow | undefined> {
  const [row] = await db.select().from(clubRoles).where(eq(clubRoles.id, id));
  return row;
}

/** The role if the number (or its +1 variant) already holds it there. */
export async function findHeldRole(
  db: Database,
  phoneNumbers: string[],
  role: ClubRole,
  place: { venueId: string | null; clubId: string | null },
): Promise<ClubRoleRow | undefined> {
  const [row] = await db
    .select()
    .from(clubRoles)
    .where(
      and(
        anyOf(clubRoles.phoneNumber, phoneNumbers, 'text'),
        eq(clubRoles.role, role),
        place.venueId ? eq(clubRoles.venueId, place.venueId) : eq(clubRoles.clubId, place.clubId!),
      ),
    );
  return row;
}

export async function insertClubRole(tx: Database, row: typeof clubRoles.$inferInsert): Promise<ClubRoleRow> {
  const [inserted] = await tx.insert(clubRoles).values(row).returning();
  return inserted!;
}

export async function deleteClubRole(tx: Database, id: string): Promise<boolean> {
  const deleted = await tx.delete(clubRoles).where(eq(clubRoles.id, id)).returning({ id: clubRoles.id });
  return deleted.length > 0;
}

export async function findVenue(db: Database, id: string): Promise<VenueRow | undefined> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id));
  return row;
}

export async function findVenueByName(db: Database, name: string): Promise<VenueRow | undefined> {
  const [row] = await db.select().from(venues).where(sql`lower(${venues.name}) = lower(${name})`);
  return row;
}

export async function insertVenue(tx: Database, name: string, now: Date): Promise<VenueRow> {
  const [row] = await tx.insert(venues).values({ name, createdAt: now }).returning();
  return row!;
}

export async function renameVenue(tx: Database, id: string, name: string): Promise<void> {
  await tx.update(venues).set({ name }).where(eq(venues.id, id));
}

/** The venue runs exactly `clubIds`: they move to it (from any other venue), its other clubs leave it. */
export async function setVenueClubs(tx: Database, venueId: string, clubIds: readonly string[], now: Date) {
  await tx
    .update(clubs)
    .set({ venueId: null, updatedAt: now })
    .where(and(eq(clubs.venueId, venueId), sql`not (${anyOf(clubs.id, clubIds)})`));
  if (clubIds.length > 0)
    await tx.update(clubs).set({ venueId, updatedAt: now }).where(anyOf(clubs.id, clubIds));
}

/** The names of these clubs, by id (those that exist). */
export async function findClubNames(db: Database, clubIds: readonly string[]): Promise<Map<string, string>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(anyOf(clubs.id, clubIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function updateGuestAllowance(tx: Database, id: string, guestAllowance: number): Promise<void> {
  await tx.update(clubRoles).set({ guestAllowance }).where(eq(clubRoles.id, id));
}
