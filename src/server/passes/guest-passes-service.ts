import crypto from 'node:crypto';
import type {
  GuestClaim,
  GuestInvitation,
  GuestInvitations,
  GuestPass,
  GuestPlace,
} from '../../shared/api/guest-pass-schema.ts';
import { nightEndInstant } from '../../shared/closing-time.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import { toPassClub } from '../clubs/pass-club.ts';
import type { Database } from '../db/client.ts';
import { entryTerms } from '../guestlist/entry-terms.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import {
  countHeldPlaces,
  countSentSince,
  findByTokenHash,
  findGuestPassById,
  findHeldGuestPasses,
  findHeldGuestPassOn,
  findLiveEntryOn,
  findLiveInvitations,
  type HeldGuestPassRow,
  insertGuestPass,
  lockEntryRow,
  markClaimed,
  markRevoked,
  sumPartyArrivals,
} from './guest-passes-repository.ts';
import { signPassToken } from './pass-token.ts';

/** Places a leader may send in an hour (revoked ones count): a link is a message. */
export const GUEST_PASSES_PER_HOUR = 20;
const HOUR = 3_600_000;

export const GUEST_PASS_MESSAGES = {
  passNotFound: 'No such pass.',
  invitationNotFound: 'No such guest pass.',
  claimNotFound: 'This link is not a Nightlist guest pass (check it was copied whole).',
  entryCancelled: 'This party is no longer on the list.',
  nightOver: 'This night is over.',
  noPlaceLeft: (place: GuestPlace) =>
    `Every ${place === 'lady' ? 'lady’s' : 'man’s'} place of your party has been sent already (your own place stays yours).`,
  tooMany: `You have sent ${GUEST_PASSES_PER_HOUR} guest passes in the last hour: try again later.`,
  guestArrived: 'This guest is already in: their pass can no longer be taken back.',
  revoked: 'The party’s leader took this pass back.',
  expired: 'This link has expired: the night is over.',
  alreadyClaimed: 'Someone else has claimed this pass already.',
  ownParty: 'This is a place of your own party: your pass admits you already.',
  alreadyOnList: 'You are on this club’s list that night already: your own pass admits you.',
  alreadyHolds: 'You already hold a guest pass for this club that night.',
  partyFull: 'Everyone in this party is in already.',
};

export const hashClaimToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const notFound = () => new AppError(404, 'pass_not_found', GUEST_PASS_MESSAGES.passNotFound);

function toInvitation(row: {
  pass: { id: string; place: GuestPlace; claimedByUserId: string | null; createdAt: Date };
  guestFirstName: string | null;
  arrived: boolean;
}): GuestInvitation {
  const claimed = row.pass.claimedByUserId !== null;
  return {
    id: row.pass.id,
    place: row.pass.place,
    state: row.arrived ? 'arrived' : claimed ? 'claimed' : 'sent',
    guestFirstName: claimed ? (row.guestFirstName ?? '').trim() || 'A guest' : null,
    createdAt: row.pass.createdAt.toISOString(),
  };
}

/** The leader's own party, locked; anyone else's is not found. */
async function lockOwnEntry(tx: Database, userId: string, entryId: string) {
  const entry = isUuid(entryId) ? await lockEntryRow(tx, entryId) : undefined;
  if (!entry || entry.userId !== userId) throw notFound();
  return entry;
}

function unsentOf(entry: { ladies: number; men: number }, live: { pass: { place: GuestPlace } }[]) {
  const sent = (place: GuestPlace) => live.filter((row) => row.pass.place === place).length;
  return {
    ladies: Math.max(0, entry.ladies - sent('lady')),
    men: Math.max(0, entry.men - sent('man')),
    total: Math.max(0, entry.ladies + entry.men - 1 - live.length),
  };
}

export async function listInvitations(
  db: Database,
  userId: string,
  entryId: string,
): Promise<GuestInvitations> {
  return db.transaction(async (tx) => {
    const entry = await lockOwnEntry(tx, userId, entryId);
    const live = await findLiveInvitations(tx, entry.id);
    return { invitations: live.map(toInvitation), unsent: unsentOf(entry, live) };
  });
}

/** Sends one place of the party: a new single-use link, shown this once. */
export async function createInvitation(
  db: Database,
  userId: string,
  entryId: string,
  place: GuestPlace,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const entry = await lockOwnEntry(tx, userId, entryId);
    if (entry.status === 'cancelled')
      throw new AppError(409, 'entry_cancelled', GUEST_PASS_MESSAGES.entryCancelled);
    const expiresAt = nightEndInstant(entry.date, (await findClubById(tx, entry.clubId))?.timeZone ?? 'UTC');
    if (now >= expiresAt) throw new AppError(409, 'night_over', GUEST_PASS_MESSAGES.nightOver);
    if ((await countSentSince(tx, userId, new Date(now.getTime() - HOUR))) >= GUEST_PASSES_PER_HOUR)
      throw new AppError(429, 'too_many_guest_passes', GUEST_PASS_MESSAGES.tooMany);
    const live = await findLiveInvitations(tx, entry.id);
    const unsent = unsentOf(entry, live);
    if (unsent.total < 1 || (place === 'lady' ? unsent.ladies : unsent.men) < 1)
      throw new AppError(409, 'no_place_left', GUEST_PASS_MESSAGES.noPlaceLeft(place));
    const token = crypto.randomBytes(24).toString('base64url');
    const row = await insertGuestPass(tx, {
      entryId: entry.id,
      place,
      tokenHash: hashClaimToken(token),
      createdByUserId: userId,
      expiresAt,
      createdAt: now,
    });
    return {
      invitation: toInvitation({ pass: row, guestFirstName: null, arrived: false }),
      path: `/claim/${token}`,
    };
  });
}

export async function revokeInvitation(db: Database, userId: string, entryId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const entry = await lockOwnEntry(tx, userId, entryId);
    const pass = isUuid(id) ? await findGuestPassById(tx, id) : undefined;
    if (!pass || pass.entryId !== entry.id || pass.revokedAt)
      throw new AppError(404, 'guest_pass_not_found', GUEST_PASS_MESSAGES.invitationNotFound);
    const live = await findLiveInvitations(tx, entry.id);
    if (live.find((row) => row.pass.id === id)?.arrived)
      throw new AppError(409, 'guest_arrived', GUEST_PASS_MESSAGES.guestArrived);
    await markRevoked(tx, id, now);
  });
}

const claimNotFound = () => new AppError(404, 'claim_not_found', GUEST_PASS_MESSAGES.claimNotFound);

/** What a claim link says to whoever opens it (signed in or not: the link is the secret). */
export async function readClaim(
  db: Database,
  token: string,
  userId: string | null,
  now: Date,
): Promise<GuestClaim> {
  const found = token.length <= 100 ? await findByTokenHash(db, hashClaimToken(token)) : undefined;
  if (!found) throw claimNotFound();
  const { pass, entry, club } = found;
  const yours = userId !== null && pass.claimedByUserId === userId;
  const state = pass.revokedAt
    ? 'revoked'
    : entry.status === 'cancelled'
      ? 'cancelled'
      : yours
        ? 'yours'
        : pass.claimedByUserId
          ? 'claimed'
          : now >= pass.expiresAt
            ? 'expired'
            : 'open';
  return {
    state,
    inviterFirstName: found.inviterFirstName.trim() || 'A friend',
    clubName: club.name,
    date: entry.date,
    place: pass.place,
    guestPassId: yours ? pass.id : null,
  };
}

/** Claims a link for the signed-in member: under the party's lock, so two claims or a scan queue up. */
export async function claimGuestPass(db: Database, token: string, userId: string, now: Date) {
  const found = token.length <= 100 ? await findByTokenHash(db, hashClaimToken(token)) : undefined;
  if (!found) throw claimNotFound();
  return db.transaction(async (tx) => {
    const entry = await lockEntryRow(tx, found.entry.id);
    const pass = await findGuestPassById(tx, found.pass.id);
    if (!entry || !pass) throw claimNotFound();
    if (pass.revokedAt) throw new AppError(410, 'claim_revoked', GUEST_PASS_MESSAGES.revoked);
    if (entry.status === 'cancelled')
      throw new AppError(409, 'entry_cancelled', GUEST_PASS_MESSAGES.entryCancelled);
    if (pass.claimedByUserId === userId) return { guestPassId: pass.id, created: false };
    if (pass.claimedByUserId) throw new AppError(409, 'already_claimed', GUEST_PASS_MESSAGES.alreadyClaimed);
    if (now >= pass.expiresAt) throw new AppError(410, 'claim_expired', GUEST_PASS_MESSAGES.expired);
    if (entry.userId === userId) throw new AppError(409, 'own_party', GUEST_PASS_MESSAGES.ownParty);
    if (await findLiveEntryOn(tx, userId, entry.clubId, entry.date))
      throw new AppError(409, 'already_on_list', GUEST_PASS_MESSAGES.alreadyOnList);
    if (await findHeldGuestPassOn(tx, userId, entry.clubId, entry.date))
      throw new AppError(409, 'already_holds_pass', GUEST_PASS_MESSAGES.alreadyHolds);
    const free =
      entry.ladies +
      entry.men -
      (await sumPartyArrivals(tx, entry.id)) -
      (await countHeldPlaces(tx, entry.id));
    if (free < 1) throw new AppError(409, 'party_full', GUEST_PASS_MESSAGES.partyFull);
    await markClaimed(tx, pass.id, userId, now);
    return { guestPassId: pass.id, created: true };
  });
}

export function toGuestPass(row: HeldGuestPassRow, passKey: Buffer): GuestPass {
  const { pass, entry, club } = row;
  const status = pass.revokedAt ? 'revoked' : entry.status;
  return {
    id: pass.id,
    kind: 'guest',
    place: pass.place,
    inviterFirstName: row.inviterFirstName.trim() || 'A friend',
    club: toPassClub(club),
    date: entry.date,
    status,
    entryTerms: entryTerms({
      ...entry,
      waitlistPosition: null,
      timeZone: club.timeZone,
      options: club.guestlistOptions,
    }),
    arrived: row.arrived,
    qrToken: status === 'confirmed' ? signPassToken(passKey, pass.id, 'guest') : null,
  };
}

export async function heldGuestPasses(db: Database, userId: string, passKey: Buffer): Promise<GuestPass[]> {
  return (await findHeldGuestPasses(db, userId)).map((row) => toGuestPass(row, passKey));
}

export async function heldGuestPass(db: Database, userId: string, id: string, passKey: Buffer) {
  const [row] = isUuid(id) ? await findHeldGuestPasses(db, userId, id) : [];
  if (!row) throw notFound();
  return toGuestPass(row, passKey);
}
