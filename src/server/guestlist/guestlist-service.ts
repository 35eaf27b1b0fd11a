import type { JoinGuestlistBody } from '../../shared/api/guestlist-schema.ts';
import { hasGuestlistClosed, nightOf } from '../../shared/closing-time.ts';
import type { Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubsCatalog } from '../clubs/clubs-catalog.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { banKeyOf, NOT_ACCEPTED } from '../guest-care/ban-key.ts';
import { AppError } from '../http/errors.ts';
import type { DeliverNotifications } from '../notifications/notification-delivery.ts';
import { insertNotification, type NotificationRow } from '../notifications/notifications-repository.ts';
import { findUserById } from '../profile/users-repository.ts';
import { findCreditingLink } from './crediting-link.ts';
import { earliestClosing, gendersIn } from './entry-terms.ts';
import { fillFreedSpots } from './freed-spots.ts';
import { GUESTLIST_MESSAGES as M } from './guestlist-messages.ts';
import { guestlistNotification } from './guestlist-notifications.ts';
import {
  cancelEntryRow,
  type EntryWithClub,
  findEntryByMemberNight,
  findMemberEntry,
  findNightWithMemberEntry,
  lockNight,
} from './guestlist-repository.ts';
import type { JoinBatches } from './join-batches.ts';
import { joinNight } from './join-night.ts';

export interface GuestlistDeps {
  db: Database;
  clock: () => Date;
  deliver: DeliverNotifications;
  /** Clubs are read from its snapshot: a join is the list drop's hot path. */
  catalog: Pick<ClubsCatalog, 'visibleClub'>;
  /** HMAC key of the numbers a venue bans (AuthKeys.guestBan). */
  guestKey: Buffer;
  /** The night's joins decided together (group commit); without it, each join is its own transaction. */
  joins?: Pick<JoinBatches, 'join'>;
}

export function checkJoinable(club: ClubRow | undefined, body: JoinGuestlistBody, now: Date): ClubRow {
  if (body.ladies + body.men === 0) throw new AppError(400, 'empty_party', M.emptyParty);
  if (!club?.visible) throw new AppError(404, 'club_not_found', M.clubNotFound);
  if (body.ladies + body.men > club.maxPartySize)
    throw new AppError(400, 'party_too_large', M.partyTooLarge(club.name, club.maxPartySize));
  for (const gender of gendersIn(body)) {
    if (!club.guestlistOptions[gender].enabled)
      throw new AppError(409, 'no_guestlist_for_gender', M.noGuestlistFor(club.name, gender));
  }
  if (body.date < nightOf(now, club.timeZone)) throw new AppError(409, 'date_passed', M.datePassed);
  return club;
}

/** The first of the party's genders whose list has closed for the night, if any. */
export function closedGender(club: ClubRow, genders: Gender[], date: IsoDate, now: Date): Gender | undefined {
  return genders.find((gender) =>
    hasGuestlistClosed(date, club.guestlistOptions[gender].closesAt, club.timeZone, now),
  );
}

export interface JoinOutcome {
  entryId: string;
  created: boolean;
  /** For a new entry: its place in the queue (null when confirmed), counted under the night's lock. */
  position?: number | null;
  /** The entry as this join wrote it (new, or a cancelled one joined again), with its club and place. */
  written?: EntryWithClub;
}

/**
 * Joins the member's party to a night's list: confirmed when it fits every gender it brings,
 * otherwise waitlisted at the back of the queue. Capacity is counted and taken in one statement
 * under the night's row lock (joinNight, or joinNightBatch for the joins of one night that arrive
 * together: decision 045), so concurrent joins can never overfill the list.
 * Joining twice returns the same entry, even after the list closed: it is not a new join.
 */
export async function joinGuestlist(
  deps: GuestlistDeps,
  member: { id: string; phoneNumber: string },
  body: JoinGuestlistBody,
): Promise<JoinOutcome> {
  const userId = member.id;
  const now = deps.clock();
  const club = checkJoinable(await deps.catalog.visibleClub(body.clubId), body, now);
  const closed = closedGender(club, gendersIn(body), body.date, now);
  if (closed) {
    const found = await findNightWithMemberEntry(deps.db, userId, club.id, body.date);
    if (!found) throw new AppError(409, 'guestlist_not_open', M.dateNotOpen(club.name));
    const { existing } = found;
    if (existing && existing.status !== 'cancelled') return { entryId: existing.id, created: false };
    throw new AppError(409, 'guestlist_closed', M.closedForNight(club.name, closed));
  }

  const { promoterCode, ...party } = body;
  const promoter = promoterCode
    ? await findCreditingLink(deps.db, promoterCode, club.id, body.date, userId)
    : null;
  const ban = banKeyOf(deps.guestKey, club.venueId, member.phoneNumber);
  const request = { ...party, userId, club, promoter, ban, now };
  const outcome = await (deps.joins ? deps.joins.join(request) : joinNight(deps.db, request));
  if (outcome.kind === 'barred') throw new AppError(409, NOT_ACCEPTED.code, NOT_ACCEPTED.message(club.name));
  if (outcome.kind === 'no-night') throw new AppError(409, 'guestlist_not_open', M.dateNotOpen(club.name));
  if (outcome.kind === 'already-on') {
    const existing = await findEntryByMemberNight(deps.db, userId, club.id, body.date);
    // Gone since (its member or night deleted): what remains is a fresh join.
    if (!existing) return joinGuestlist(deps, member, body);
    return { entryId: existing.id, created: false };
  }
  deps.deliver([outcome.notification]);
  const { entry, created, position } = outcome;
  return {
    entryId: entry.id,
    created,
    position,
    written: {
      entry,
      club,
      waitlistPosition: position,
      promoter: promoter ? ((await findUserById(deps.db, promoter.userId)) ?? null) : null,
    },
  };
}

/**
 * Cancels the member's own entry and, in the same transaction, hands the freed spots to the
 * waitlist in strict queue order (fillFreedSpots: offers, or immediate promotion, as the club
 * chose). The first party that does not fit stops it: a smaller party behind it never jumps the
 * queue, so "#1 on the waitlist" always means next.
 */
export async function cancelEntry(deps: GuestlistDeps, userId: string, entryId: string): Promise<void> {
  const now = deps.clock();
  const found = await findMemberEntry(deps.db, userId, entryId);
  if (!found) throw new AppError(404, 'entry_not_found', M.entryNotFound);
  const { entry, club } = found;
  if (entry.status === 'cancelled') return;
  const closes = earliestClosing(club.guestlistOptions, entry, entry.date, club.timeZone).instant;
  if (now.getTime() >= closes.getTime()) throw new AppError(409, 'cancel_too_late', M.cancelTooLate);

  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    await lockNight(tx, club.id, entry.date);
    // Read again under the lock: a concurrent cancel of the same entry must not promote twice.
    const current = await findEntryByMemberNight(tx, userId, club.id, entry.date);
    if (!current || current.status === 'cancelled') return;
    // Cancelling with an offer out is saying no to it.
    await cancelEntryRow(tx, current.id, now, 'declined');
    written.push(
      await insertNotification(tx, guestlistNotification('guestlist-cancelled', current, club, now)),
    );

    written.push(...(await fillFreedSpots(tx, club, entry.date, now)));
  });
  deps.deliver(written);
}
