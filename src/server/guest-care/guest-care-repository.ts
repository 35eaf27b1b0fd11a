import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { GuestTagInput } from '../../shared/api/guest-care-schema.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { guestBans, guestNotes, guestTags, users } from '../db/schema.ts';
import { standingBanOn } from './ban-key.ts';

export type GuestTagRow = typeof guestTags.$inferSelect;
export type GuestNoteRow = typeof guestNotes.$inferSelect;
export type GuestBanRow = typeof guestBans.$inferSelect;

export interface VenueGuest {
  venueId: string;
  userId: string;
}

const ofGuest = (table: typeof guestTags | typeof guestNotes, guest: VenueGuest) =>
  and(eq(table.venueId, guest.venueId), eq(table.userId, guest.userId));

export function findTags(db: Database, guest: VenueGuest): Promise<GuestTagRow[]> {
  return db
    .select()
    .from(guestTags)
    .where(ofGuest(guestTags, guest))
    .orderBy(guestTags.createdAt, guestTags.id);
}

/** The tags of a page of guests at one venue (the door's search, the night list). */
export function findTagsOfGuests(db: Database, venueId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([] as GuestTagRow[]);
  return db
    .select()
    .from(guestTags)
    .where(and(anyOf(guestTags.userId, userIds), eq(guestTags.venueId, venueId)))
    .orderBy(guestTags.createdAt, guestTags.id);
}

/** Replaces the guest's tags with `tags` (already checked and de-duplicated). */
export async function replaceTags(
  tx: Database,
  guest: VenueGuest,
  tags: GuestTagInput[],
  by: string,
  now: Date,
): Promise<void> {
  await tx.delete(guestTags).where(ofGuest(guestTags, guest));
  if (tags.length === 0) return;
  await tx.insert(guestTags).values(
    tags.map((tag, index) => ({
      ...guest,
      kind: tag.kind,
      label: tag.kind === 'custom' ? (tag.label ?? '') : '',
      birthday: tag.kind === 'birthday' ? (tag.birthday ?? null) : null,
      createdBy: by,
      // Keeps the editor's order.
      createdAt: new Date(now.getTime() + index),
    })),
  );
}

export interface NoteWithAuthor {
  note: GuestNoteRow;
  author: { firstName: string; lastName: string; phoneNumber: string } | null;
}

/** Newest first, at most `limit` notes written before `before`. */
export async function findNotesPage(
  db: Database,
  guest: VenueGuest,
  before: Date | undefined,
  limit: number,
): Promise<NoteWithAuthor[]> {
  const rows = await db
    .select({
      note: guestNotes,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(guestNotes)
    .leftJoin(users, eq(users.id, guestNotes.authorUserId))
    .where(and(ofGuest(guestNotes, guest), before ? lt(guestNotes.createdAt, before) : undefined))
    .orderBy(desc(guestNotes.createdAt), desc(guestNotes.id))
    .limit(limit);
  return rows.map(({ note, firstName, lastName, phoneNumber }) => ({
    note,
    author: phoneNumber === null ? null : { firstName: firstName!, lastName: lastName!, phoneNumber },
  }));
}

export async function insertNote(
  tx: Database,
  guest: VenueGuest,
  body: string,
  authorUserId: string,
  now: Date,
): Promise<GuestNoteRow> {
  const [row] = await tx
    .insert(guestNotes)
    .values({ ...guest, body, authorUserId, createdAt: now })
    .returning();
  return row!;
}

/** The latest note of each of a page of guests at one venue: one indexed row each. */
export async function findLatestNotes(
  db: Database,
  venueId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select g.user_id, n.body
    from unnest(${sql.param(userIds)}::uuid[]) as g(user_id)
    join lateral (
      select ${guestNotes.body} as body from ${guestNotes}
      where ${guestNotes.userId} = g.user_id and ${guestNotes.venueId} = ${venueId}::uuid
      order by ${guestNotes.createdAt} desc limit 1
    ) n on true`);
  const rows = (result as unknown as { rows: { user_id: string; body: string }[] }).rows;
  return new Map(rows.map((row) => [row.user_id, row.body]));
}

/** The venue's standing ban of the number for the night `date`, if any. */
export async function findStandingBan(
  db: Database,
  venueId: string,
  hash: string,
  date: string,
): Promise<GuestBanRow | undefined> {
  const [row] = await db
    .select()
    .from(guestBans)
    .where(standingBanOn(venueId, hash, date))
    .limit(1);
  return row;
}

/** The ban row not yet lifted (whether or not its last night has passed). */
export async function findUnliftedBan(db: Database, venueId: string, hash: string) {
  const [row] = await db
    .select()
    .from(guestBans)
    .where(and(eq(guestBans.venueId, venueId), eq(guestBans.phoneHash, hash), isNull(guestBans.liftedAt)))
    .limit(1);
  return row;
}

export async function liftBan(tx: Database, id: string, by: string | null, now: Date): Promise<void> {
  await tx.update(guestBans).set({ liftedAt: now, liftedBy: by }).where(eq(guestBans.id, id));
}

export async function insertBan(
  tx: Database,
  values: Omit<typeof guestBans.$inferInsert, 'id' | 'liftedAt' | 'liftedBy'>,
): Promise<GuestBanRow> {
  const [row] = await tx.insert(guestBans).values(values).returning();
  return row!;
}
