import type { CheckInResult } from '../../shared/api/door-schema.ts';
import { mayAt } from '../../shared/roles.ts';
import { requireClub, type StaffMember } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { bannedResult, resultWithCare } from './door-care.ts';
import { checkInGuest } from './door-guest-pass.ts';
import {
  arrivedIn,
  openPlacesOf,
  type PassRecord,
  partySizeOf,
  toDoorCheckIn,
  toDoorPass,
} from './door-pass.ts';
import {
  type CheckInWithStaff,
  deleteCheckIn,
  findCheckInByClientScanId,
  findCheckInById,
  findCheckIns,
  insertCheckIn,
} from './door-repository.ts';
import {
  type CheckInBodyParsed,
  checkedInAt,
  DOOR_MESSAGES,
  lockPass,
  otherVenueResult,
  type PassRef,
  passRefOf,
  unknownResult,
} from './door-scan.ts';
import {
  admittedDetail,
  alreadyInDetail,
  type DoorNightRef,
  refusalOf,
  VERDICT_TITLES,
} from './door-verdict.ts';

export { type CheckInBodyParsed, DOOR_MESSAGES } from './door-scan.ts';

/** The pass's state at a door that admits no one now (a refusal, or everyone already in). */
function standingResult(pass: PassRecord, door: DoorNightRef, history: CheckInWithStaff[]): CheckInResult {
  const arrived = arrivedIn(history);
  const base = { pass: toDoorPass(pass, arrived), admitted: null, checkIns: history.map(toDoorCheckIn) };
  const refusal = refusalOf(pass, door);
  if (refusal) return { ...base, ...refusal, title: VERDICT_TITLES[refusal.verdict] };
  const remaining = openPlacesOf(pass, arrived);
  if (remaining <= 0)
    return {
      ...base,
      verdict: 'already_checked_in',
      title: VERDICT_TITLES.already_checked_in,
      detail:
        pass.held > 0
          ? `${arrived} in · the other ${pass.held} come${pass.held === 1 ? 's' : ''} with their own guest pass`
          : alreadyInDetail(pass, history),
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
    detail: admittedDetail(size, admitted.checkIn.people, Math.max(0, openPlacesOf(pass, arrived)), asked),
    pass: toDoorPass(pass, arrived),
    admitted: toDoorCheckIn(admitted),
    checkIns: history.map(toDoorCheckIn),
  };
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
  if (ref.kind === 'guest') return checkInGuest(deps, staff, body, ref.id, door);
  let scanned: PassRecord | undefined;
  const result = await deps.db.transaction(async (tx) => {
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
    scanned = pass;
    const banned = await bannedResult(
      tx,
      deps.guestKey,
      pass,
      pass.holder,
      door.date,
      toDoorPass(pass, arrivedIn(history)),
      history,
    );
    if (banned) return banned;
    const standing = standingResult(pass, door, history);
    if (standing.verdict !== 'valid') return standing;

    const remaining = openPlacesOf(pass, arrivedIn(history));
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
  // Read once the pass's lock is released: what the venue keeps on the holder, for the card.
  return scanned ? resultWithCare(deps.db, scanned, scanned.holder.id, result) : result;
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
