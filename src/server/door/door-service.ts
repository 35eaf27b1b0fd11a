import type { z } from 'zod';
import type { CheckInResult, checkInBodySchema } from '../../shared/api/door-schema.ts';
import { mayAt } from '../../shared/roles.ts';
import { requireClub, type StaffMember } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import type { PassKind } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { verifyPassToken } from '../passes/pass-token.ts';
import { arrivedIn, type PassRecord, partySizeOf, toDoorCheckIn, toDoorPass } from './door-pass.ts';
import {
  type CheckInWithStaff,
  deleteCheckIn,
  findCheckInByClientScanId,
  findCheckInById,
  findCheckIns,
  findHolder,
  insertCheckIn,
  lockEntry,
  lockReservationPass,
  waitlistPositionOf,
} from './door-repository.ts';
import {
  admittedDetail,
  alreadyInDetail,
  type DoorNightRef,
  refusalOf,
  UNKNOWN_DETAIL,
  VERDICT_TITLES,
} from './door-verdict.ts';

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

/** The pass a scan or a search pick names; null when the token is not one of ours. */
export function passRefOf(passKey: Buffer, body: CheckInBodyParsed): PassRef | null {
  if (body.token !== undefined) {
    const token = body.token.trim();
    for (const kind of ['guestlist', 'reservation'] as const) {
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
  };
}

const unknownResult = (): CheckInResult => ({
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
const otherVenueResult = (pass: PassRecord): CheckInResult => ({
  verdict: 'wrong_club',
  title: VERDICT_TITLES.wrong_club,
  detail: `This pass is for ${pass.club.name}`,
  pass: null,
  admitted: null,
  checkIns: [],
});

/** The pass's state at a door that admits no one now (a refusal, or everyone already in). */
function standingResult(pass: PassRecord, door: DoorNightRef, history: CheckInWithStaff[]): CheckInResult {
  const arrived = arrivedIn(history);
  const base = { pass: toDoorPass(pass, arrived), admitted: null, checkIns: history.map(toDoorCheckIn) };
  const refusal = refusalOf(pass, door);
  if (refusal) return { ...base, ...refusal, title: VERDICT_TITLES[refusal.verdict] };
  const remaining = partySizeOf(pass) - arrived;
  if (remaining <= 0)
    return {
      ...base,
      verdict: 'already_checked_in',
      title: VERDICT_TITLES.already_checked_in,
      detail: alreadyInDetail(pass, history),
    };
  return {
    ...base,
    verdict: 'valid',
    title: VERDICT_TITLES.valid,
    detail: arrived === 0 ? `Admit up to ${remaining}` : `${arrived} in · ${remaining} still to come`,
  };
}

function admittedResult(
  pass: PassRecord,
  history: CheckInWithStaff[],
  admitted: CheckInWithStaff,
  asked: number,
): CheckInResult {
  const arrived = arrivedIn(history);
  const size = partySizeOf(pass);
  return {
    verdict: 'valid',
    title: VERDICT_TITLES.valid,
    detail: admittedDetail(size, admitted.checkIn.people, Math.max(0, size - arrived), asked),
    pass: toDoorPass(pass, arrived),
    admitted: toDoorCheckIn(admitted),
    checkIns: history.map(toDoorCheckIn),
  };
}

/** The device's scan time for a queued scan when it is plausible, else the server's time. */
function checkedInAt(scannedAt: string | undefined, now: Date): Date {
  if (!scannedAt) return now;
  const at = new Date(scannedAt);
  const age = now.getTime() - at.getTime();
  return age <= OFFLINE_SCAN_MAX_AGE_MS && age >= -CLOCK_SKEW_MS ? at : now;
}

/**
 * A scan at the door. The whole decision runs under the pass's row lock, so two scanners admitting
 * the same pass at the same moment admit it once: the second sees the first one's admission.
 */
export async function checkIn(
  deps: StaffDeps,
  staff: StaffMember,
  body: CheckInBodyParsed,
): Promise<CheckInResult> {
  requireClub(staff, 'door', body.clubId);
  const ref = passRefOf(deps.passKey, body);
  if (!ref) return unknownResult();
  const now = deps.clock();
  const door = { clubId: body.clubId, date: body.date };
  return deps.db.transaction(async (tx) => {
    const pass = await lockPass(tx, ref);
    if (!pass) return unknownResult();
    if (!mayAt(staff.roles, 'door', pass.club.id))
      return body.token ? otherVenueResult(pass) : unknownResult();
    const history = await findCheckIns(tx, ref.kind, ref.id);
    if (body.clientScanId !== undefined) {
      // A retried or re-synced scan: answer what it did the first time, record nothing.
      const earlier = await findCheckInByClientScanId(tx, body.clientScanId);
      if (earlier) {
        const mine = history.find(({ checkIn }) => checkIn.id === earlier.id);
        if (!mine) throw new AppError(409, 'client_scan_id_reused', DOOR_MESSAGES.scanIdReused);
        return admittedResult(pass, history, mine, mine.checkIn.people);
      }
    }
    const standing = standingResult(pass, door, history);
    if (standing.verdict !== 'valid') return standing;

    const remaining = partySizeOf(pass) - arrivedIn(history);
    const asked = body.people ?? remaining;
    const row = await insertCheckIn(
      tx,
      {
        kind: ref.kind,
        passId: ref.id,
        clubId: pass.club.id,
        date: pass.date,
        people: Math.min(asked, remaining),
        checkedInAt: checkedInAt(body.scannedAt, now),
        staffUserId: staff.user.id,
        clientScanId: body.clientScanId ?? null,
      },
      now,
    );
    const { firstName, lastName, phoneNumber } = staff.user;
    const staffName = `${firstName} ${lastName}`.trim() || phoneNumber;
    const admitted = { checkIn: row, staffName };
    const after = [...history, admitted].sort(
      (a, b) => a.checkIn.checkedInAt.getTime() - b.checkIn.checkedInAt.getTime(),
    );
    return admittedResult(pass, after, admitted, asked);
  });
}

/** Undoes an admission made by mistake; answers the pass's state at its own club and night now. */
export async function undoCheckIn(deps: StaffDeps, staff: StaffMember, id: string): Promise<CheckInResult> {
  const notFound = () => new AppError(404, 'check_in_not_found', DOOR_MESSAGES.checkInNotFound);
  const found = isUuid(id) ? await findCheckInById(deps.db, id) : undefined;
  if (!found || !mayAt(staff.roles, 'door', found.clubId)) throw notFound();
  const ref: PassRef = { kind: found.passKind, id: (found.entryId ?? found.reservationId)! };
  return deps.db.transaction(async (tx) => {
    const pass = await lockPass(tx, ref);
    // Read again under the lock: another device may have undone it a moment ago.
    if (!pass || !(await findCheckInById(tx, id))) throw notFound();
    await deleteCheckIn(tx, id);
    const history = await findCheckIns(tx, ref.kind, ref.id);
    return standingResult(pass, { clubId: pass.club.id, date: pass.date }, history);
  });
}
