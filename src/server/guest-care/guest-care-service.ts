import { and, eq, sql } from 'drizzle-orm';
import {
  GUEST_CARE_LIMITS,
  type GuestBan,
  type GuestCare,
  type GuestNotesPage,
  type GuestTagInput,
} from '../../shared/api/guest-care-schema.ts';
import { nightOf } from '../../shared/closing-time.ts';
import { clubsWhere } from '../../shared/roles.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { StaffMember } from '../auth/require-role.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { clubs, guestlistEntries, reservations, venues } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { findUserById, type UserRow } from '../profile/users-repository.ts';
import { phoneHash } from './ban-key.ts';
import {
  findNotesPage,
  findTags,
  findUnliftedBan,
  type GuestBanRow,
  insertBan,
  insertNote,
  liftBan,
  type NoteWithAuthor,
  replaceTags,
  type VenueGuest,
} from './guest-care-repository.ts';
import { countArrivals, toGuestTag } from './recognition.ts';

export interface GuestCareDeps {
  db: Database;
  clock: () => Date;
  /** HMAC key of banned phone numbers (AuthKeys.guestBan). */
  guestKey: Buffer;
}

export const GUEST_CARE_MESSAGES = {
  noVenue: 'Tags, notes and bans are kept per venue, and this club belongs to no venue yet.',
  guestNotFound: 'No such guest at your clubs.',
  banVenueOnly:
    'Only the venue’s managers (of every club of it) can ban or lift a ban: a ban closes all its clubs.',
  notBanned: 'This guest is not banned.',
  lastNightPassed: 'The last night of a ban cannot be before tonight.',
};
const M = GUEST_CARE_MESSAGES;

/** The venue a route's club names, the clubs of it the caller may reach, and whether they may ban. */
export interface CareScope {
  venue: { id: string; name: string };
  clubId: string;
  timeZone: string;
  clubIds: string[];
  mayBan: boolean;
  staff: StaffMember;
}

/**
 * The scope of a call on `clubId` (the guard has checked the caller manages it). Decision 041:
 * tags, notes and bans are the venue's; a one-club manager reads and writes tags and notes of the
 * guests of their club, and only the venue's managers (and platform admins) ban and lift.
 */
export async function careScope(db: Database, staff: StaffMember, clubId: string): Promise<CareScope> {
  const club = await findClubById(db, clubId);
  if (!club) throw new AppError(404, 'club_not_found', 'No such club among yours.');
  if (!club.venueId) throw new AppError(409, 'no_venue', M.noVenue);
  const [venue] = await db.select().from(venues).where(eq(venues.id, club.venueId));
  const venueClubs = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.venueId, club.venueId));
  const managed = clubsWhere(staff.roles, 'manage');
  const clubIds = venueClubs.map(({ id }) => id).filter((id) => managed === 'all' || managed.includes(id));
  const mayBan = staff.roles.admin || staff.roles.venues.includes(club.venueId);
  return {
    venue: { id: venue!.id, name: venue!.name },
    clubId,
    timeZone: club.timeZone,
    clubIds,
    mayBan,
    staff,
  };
}

/**
 * The guest, when they were ever on a list or booked a table at the clubs the caller reaches (two
 * indexed reads by user); otherwise the same 404 as an id that does not exist.
 */
export async function requireGuest(db: Database, scope: CareScope, userId: string): Promise<UserRow> {
  const notFound = new AppError(404, 'guest_not_found', M.guestNotFound);
  if (!isUuid(userId)) throw notFound;
  const user = await findUserById(db, userId);
  if (!user) throw notFound;
  const [entry] = await db
    .select({ one: sql`1` })
    .from(guestlistEntries)
    .where(and(eq(guestlistEntries.userId, userId), anyOf(guestlistEntries.clubId, scope.clubIds)))
    .limit(1);
  if (entry) return user;
  const [table] = await db
    .select({ one: sql`1` })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), anyOf(reservations.clubId, scope.clubIds)))
    .limit(1);
  if (!table) throw notFound;
  return user;
}

const personName = (person: { firstName: string; lastName: string; phoneNumber: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || `Guest ···${person.phoneNumber.slice(-4)}`;

const toNote = ({ note, author }: NoteWithAuthor) => ({
  id: note.id,
  body: note.body,
  at: note.createdAt.toISOString(),
  author: author ? personName(author) : null,
});

export async function notesPage(db: Database, guest: VenueGuest, before?: Date): Promise<GuestNotesPage> {
  const rows = await findNotesPage(db, guest, before, GUEST_CARE_LIMITS.notesPage + 1);
  const page = rows.slice(0, GUEST_CARE_LIMITS.notesPage);
  return {
    notes: page.map(toNote),
    nextBefore: rows.length > page.length ? page.at(-1)!.note.createdAt.toISOString() : null,
  };
}

async function toBan(db: Database, row: GuestBanRow | undefined, tonight: string): Promise<GuestBan | null> {
  if (!row || (row.lastNight !== null && row.lastNight < tonight)) return null;
  const by = row.createdBy ? await findUserById(db, row.createdBy) : undefined;
  return {
    reason: row.reason,
    lastNight: row.lastNight,
    at: row.createdAt.toISOString(),
    by: by ? personName(by) : null,
  };
}

/** Everything the venue keeps on the guest, for the profile's panel. */
export async function readCare(deps: GuestCareDeps, scope: CareScope, user: UserRow): Promise<GuestCare> {
  const { db } = deps;
  const guest = { venueId: scope.venue.id, userId: user.id };
  const tonight = nightOf(deps.clock(), scope.timeZone);
  const [tags, notes, banRow, arrivals] = await Promise.all([
    findTags(db, guest),
    notesPage(db, guest),
    findUnliftedBan(db, scope.venue.id, phoneHash(deps.guestKey, user.phoneNumber)),
    countArrivals(db, scope.venue.id, [user.id], tonight),
  ]);
  return {
    guest: { id: user.id, name: personName(user) },
    venue: scope.venue,
    tags: tags.map(toGuestTag),
    notes,
    ban: await toBan(db, banRow, tonight),
    visits: arrivals.get(user.id)?.before ?? 0,
    mayBan: scope.mayBan,
  };
}

const tagKey = (tag: GuestTagInput) =>
  tag.kind === 'custom' ? `custom:${(tag.label ?? '').toLowerCase()}` : tag.kind;

export const tagText = (tag: { kind: string; label?: string; birthday?: string | null }) =>
  tag.kind === 'custom'
    ? (tag.label ?? '')
    : tag.kind === 'birthday'
      ? `Birthday ${tag.birthday}`
      : tag.kind === 'vip'
        ? 'VIP'
        : 'Industry';

/** Sets the guest's tags at the venue (one of each kind, one of each own word), audited. */
export async function saveTags(
  deps: GuestCareDeps,
  scope: CareScope,
  user: UserRow,
  tags: GuestTagInput[],
): Promise<void> {
  const unique = [...new Map(tags.map((tag) => [tagKey(tag), tag])).values()];
  const now = deps.clock();
  const guest = { venueId: scope.venue.id, userId: user.id };
  await deps.db.transaction(async (tx) => {
    await replaceTags(tx, guest, unique, scope.staff.user.id, now);
    await recordAudit(
      tx,
      scope.staff.user,
      {
        action: 'guest.tags',
        targetType: 'guest',
        targetId: user.id,
        clubId: scope.clubId,
        venueId: scope.venue.id,
        summary: `Tags of ${personName(user)} at ${scope.venue.name}: ${unique.map(tagText).join(', ') || 'none'}`,
        details: { tags: unique.map(tagText) },
      },
      now,
    );
  });
}

/** Writes a dated note with its author, audited (the note's words stay out of the log). */
export async function addNote(deps: GuestCareDeps, scope: CareScope, user: UserRow, body: string) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const note = await insertNote(
      tx,
      { venueId: scope.venue.id, userId: user.id },
      body,
      scope.staff.user.id,
      now,
    );
    await recordAudit(
      tx,
      scope.staff.user,
      {
        action: 'guest.note',
        targetType: 'guest',
        targetId: user.id,
        clubId: scope.clubId,
        venueId: scope.venue.id,
        summary: `Wrote a note on ${personName(user)} at ${scope.venue.name}`,
        details: { noteId: note.id, length: body.length },
      },
      now,
    );
  });
}

function requireMayBan(scope: CareScope) {
  if (!scope.mayBan) throw new AppError(403, 'ban_venue_only', M.banVenueOnly);
}

/** Bans the guest's number from every club of the venue (replacing a standing ban), audited. */
export async function banGuest(
  deps: GuestCareDeps,
  scope: CareScope,
  user: UserRow,
  ban: { reason: string; lastNight?: string | null },
): Promise<void> {
  requireMayBan(scope);
  const now = deps.clock();
  const lastNight = ban.lastNight ?? null;
  if (lastNight !== null && lastNight < nightOf(now, scope.timeZone))
    throw new AppError(400, 'last_night_passed', M.lastNightPassed);
  const hash = phoneHash(deps.guestKey, user.phoneNumber);
  await deps.db.transaction(async (tx) => {
    const standing = await findUnliftedBan(tx, scope.venue.id, hash);
    if (standing) await liftBan(tx, standing.id, scope.staff.user.id, now);
    const row = await insertBan(tx, {
      venueId: scope.venue.id,
      phoneHash: hash,
      userId: user.id,
      reason: ban.reason,
      lastNight,
      createdBy: scope.staff.user.id,
      createdAt: now,
    });
    await recordAudit(
      tx,
      scope.staff.user,
      {
        action: 'guest.ban',
        targetType: 'guest',
        targetId: user.id,
        clubId: scope.clubId,
        venueId: scope.venue.id,
        summary: `Banned ${personName(user)} from ${scope.venue.name}${lastNight ? ` through ${lastNight}` : ''}`,
        details: { banId: row.id, reason: ban.reason, lastNight },
      },
      now,
    );
  });
}

/** Lifts the guest's standing ban at the venue, audited; 404 when there is none. */
export async function liftGuestBan(deps: GuestCareDeps, scope: CareScope, user: UserRow): Promise<void> {
  requireMayBan(scope);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const standing = await findUnliftedBan(tx, scope.venue.id, phoneHash(deps.guestKey, user.phoneNumber));
    if (!standing) throw new AppError(404, 'not_banned', M.notBanned);
    await liftBan(tx, standing.id, scope.staff.user.id, now);
    await recordAudit(
      tx,
      scope.staff.user,
      {
        action: 'guest.ban-lift',
        targetType: 'guest',
        targetId: user.id,
        clubId: scope.clubId,
        venueId: scope.venue.id,
        summary: `Lifted the ban of ${personName(user)} at ${scope.venue.name}`,
        details: { banId: standing.id },
      },
      now,
    );
  });
}
