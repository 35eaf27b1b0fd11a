import { and, asc, count, desc, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { checkIns, clubs, type GuestPlace, guestlistEntries, guestPasses, users } from '../db/schema.ts';

export type GuestPassRow = typeof guestPasses.$inferSelect;

/** Whether the door admitted this guest pass (its one check-in). */
const arrivedColumn = sql<boolean>`exists (select 1 from ${checkIns} where ${checkIns.guestPassId} = ${guestPasses.id})`;

export async function insertGuestPass(
  db: Database,
  values: {
    entryId: string;
    place: GuestPlace;
    tokenHash: string;
    createdByUserId: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<GuestPassRow> {
  const [row] = await db.insert(guestPasses).values(values).returning();
  return row!;
}

/** The party's places sent and not revoked, with who claimed each and whether they arrived. */
export function findLiveInvitations(db: Database, entryId: string) {
  return db
    .select({ pass: guestPasses, guestFirstName: users.firstName, arrived: arrivedColumn })
    .from(guestPasses)
    .leftJoin(users, eq(users.id, guestPasses.claimedByUserId))
    .where(and(eq(guestPasses.entryId, entryId), isNull(guestPasses.revokedAt)))
    .orderBy(asc(guestPasses.createdAt), asc(guestPasses.id));
}

/** Places a leader sent since `since` (revoked ones too): the limit on sending. */
export async function countSentSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guestPasses)
    .where(and(eq(guestPasses.createdByUserId, userId), gte(guestPasses.createdAt, since)));
  return row?.n ?? 0;
}

export async function findGuestPassById(db: Database, id: string): Promise<GuestPassRow | undefined> {
  const [row] = await db.select().from(guestPasses).where(eq(guestPasses.id, id));
  return row;
}

/** A claim link's pass, its party, club and leader: one unique-index probe. */
export async function findByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      pass: guestPasses,
      entry: guestlistEntries,
      club: clubs,
      inviterFirstName: users.firstName,
    })
    .from(guestPasses)
    .innerJoin(guestlistEntries, eq(guestlistEntries.id, guestPasses.entryId))
    .innerJoin(clubs, eq(clubs.id, guestlistEntries.clubId))
    .innerJoin(users, eq(users.id, guestlistEntries.userId))
    .where(eq(guestPasses.tokenHash, tokenHash));
  return row;
}

/** Locks the party's row: claims and door scans of one party queue up here (as the door does). */
export async function lockEntryRow(tx: Database, entryId: string) {
  const [row] = await tx
    .select()
    .from(guestlistEntries)
    .where(eq(guestlistEntries.id, entryId))
    .for('update');
  return row;
}

/** The member's own entry on a night at a club that is still on the list (not cancelled). */
export async function findLiveEntryOn(db: Database, userId: string, clubId: string, date: string) {
  const [row] = await db
    .select({ id: guestlistEntries.id })
    .from(guestlistEntries)
    .where(
      and(
        eq(guestlistEntries.userId, userId),
        eq(guestlistEntries.clubId, clubId),
        eq(guestlistEntries.date, date),
        ne(guestlistEntries.status, 'cancelled'),
      ),
    );
  return row;
}

/** A guest pass the member already holds for that club and night (of any party). */
export async function findHeldGuestPassOn(db: Database, userId: string, clubId: string, date: string) {
  const [row] = await db
    .select({ id: guestPasses.id })
    .from(guestPasses)
    .innerJoin(guestlistEntries, eq(guestlistEntries.id, guestPasses.entryId))
    .where(
      and(
        eq(guestPasses.claimedByUserId, userId),
        isNull(guestPasses.revokedAt),
        eq(guestlistEntries.clubId, clubId),
        eq(guestlistEntries.date, date),
      ),
    );
  return row;
}

/** Claimed, live guest passes of a party that have not arrived: places held for their holders. */
export async function countHeldPlaces(db: Database, entryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guestPasses)
    .where(
      and(
        eq(guestPasses.entryId, entryId),
        isNotNull(guestPasses.claimedByUserId),
        isNull(guestPasses.revokedAt),
        sql`not ${arrivedColumn}`,
      ),
    );
  return row?.n ?? 0;
}

/** People of the party the door admitted (every check-in on the entry, guest passes' included). */
export async function sumPartyArrivals(db: Database, entryId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${checkIns.people}), 0)::int` })
    .from(checkIns)
    .where(eq(checkIns.entryId, entryId));
  return row?.n ?? 0;
}

const heldColumns = {
  pass: guestPasses,
  entry: guestlistEntries,
  club: clubs,
  inviterFirstName: users.firstName,
  arrived: arrivedColumn,
};

/** The guest passes a member claimed (revoked ones included, to say so), newest night first, bounded. */
export function findHeldGuestPasses(db: Database, userId: string, id?: string) {
  return db
    .select(heldColumns)
    .from(guestPasses)
    .innerJoin(guestlistEntries, eq(guestlistEntries.id, guestPasses.entryId))
    .innerJoin(clubs, eq(clubs.id, guestlistEntries.clubId))
    .innerJoin(users, eq(users.id, guestlistEntries.userId))
    .where(and(eq(guestPasses.claimedByUserId, userId), id ? eq(guestPasses.id, id) : undefined))
    .orderBy(desc(guestlistEntries.date), desc(guestPasses.claimedAt))
    .limit(100);
}
export type HeldGuestPassRow = Awaited<ReturnType<typeof findHeldGuestPasses>>[number];

export async function markClaimed(db: Database, id: string, userId: string, at: Date): Promise<void> {
  await db.update(guestPasses).set({ claimedByUserId: userId, claimedAt: at }).where(eq(guestPasses.id, id));
}

export async function markRevoked(db: Database, id: string, at: Date): Promise<void> {
  await db.update(guestPasses).set({ revokedAt: at }).where(eq(guestPasses.id, id));
}
