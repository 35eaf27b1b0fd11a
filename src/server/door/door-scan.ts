import type { z } from 'zod';
import type { CheckInResult, checkInBodySchema } from '../../shared/api/door-schema.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import type { PassKind } from '../db/schema.ts';
import { isUuid } from '../http/uuid.ts';
import { countHeldPlaces } from '../passes/guest-passes-repository.ts';
import { verifyPassToken } from '../passes/pass-token.ts';
import type { PassRecord } from './door-pass.ts';
import { findHolder, lockEntry, lockReservationPass, waitlistPositionOf } from './door-repository.ts';
import { UNKNOWN_DETAIL, VERDICT_TITLES } from './door-verdict.ts';

// What every scan shares, whichever pass it names: the party's pass (door-service.ts) or a guest's
// own pass of a party (door-guest-pass.ts).

export type CheckInBodyParsed = z.output<typeof checkInBodySchema>;

const HOUR = 3_600_000;
/** A scan queued offline keeps the device's time if it is this recent... */
const OFFLINE_SCAN_MAX_AGE_MS = 24 * HOUR;
/** ...and not further ahead than a phone clock that runs a little fast. */
const CLOCK_SKEW_MS = 2 * 60_000;

export const DOOR_MESSAGES = {
  checkInNotFound: 'This admission does not exist (it may have been undone already).',
  scanIdReused: 'This clientScanId was already used for another pass: make a new one for each scan.',
};

export interface PassRef {
  kind: PassKind;
  id: string;
}

/** A scan names a party's pass, or one guest's own pass of a party (decision 039). */
export type ScanRef = PassRef | { kind: 'guest'; id: string };

/** The pass a scan or a search pick names; null when the token is not one of ours. */
export function passRefOf(passKey: Buffer, body: CheckInBodyParsed): ScanRef | null {
  if (body.token !== undefined) {
    const token = body.token.trim();
    for (const kind of ['guestlist', 'reservation', 'guest'] as const) {
      const verified = verifyPassToken(passKey, token, kind);
      if (verified) return isUuid(verified.passId) ? { kind, id: verified.passId } : null;
    }
    return null;
  }
  return { kind: body.passKind!, id: body.passId! };
}

/** Reads the pass and locks its row until the transaction ends. */
export async function lockPass(tx: Database, ref: PassRef): Promise<PassRecord | undefined> {
  const entry = ref.kind === 'guestlist' ? await lockEntry(tx, ref.id) : undefined;
  const reservation = ref.kind === 'reservation' ? await lockReservationPass(tx, ref.id) : undefined;
  const row = entry ?? reservation;
  if (!row) return undefined;
  const promoterId = entry?.promoterUserId ?? null;
  const [club, holder, promoter] = await Promise.all([
    findClubById(tx, row.clubId),
    findHolder(tx, row.userId),
    promoterId ? findHolder(tx, promoterId) : undefined,
  ]);
  if (!club || !holder) return undefined;
  return {
    kind: ref.kind,
    id: ref.id,
    club,
    holder,
    date: row.date,
    entry: entry ?? null,
    reservation: reservation ?? null,
    waitlistPosition: entry ? await waitlistPositionOf(tx, entry) : null,
    promoter: promoter ?? null,
    held: entry ? await countHeldPlaces(tx, entry.id) : 0,
  };
}

export const unknownResult = (): CheckInResult => ({
  verdict: 'unknown',
  title: VERDICT_TITLES.unknown,
  detail: UNKNOWN_DETAIL,
  pass: null,
  admitted: null,
  checkIns: [],
});

/**
 * A pass for a club whose door this person does not work: its club may be named (the guest holds
 * the pass out), but not its holder, party or arrivals, which are another venue's.
 */
export const otherVenueResult = (pass: PassRecord): CheckInResult => ({
  verdict: 'wrong_club',
  title: VERDICT_TITLES.wrong_club,
  detail: `This pass is for ${pass.club.name}`,
  pass: null,
  admitted: null,
  checkIns: [],
});

/** The device's scan time for a queued scan when it is plausible, else the server's time. */
export function checkedInAt(scannedAt: string | undefined, now: Date): Date {
  if (!scannedAt) return now;
  const at = new Date(scannedAt);
  const age = now.getTime() - at.getTime();
  return age <= OFFLINE_SCAN_MAX_AGE_MS && age >= -CLOCK_SKEW_MS ? at : now;
}
