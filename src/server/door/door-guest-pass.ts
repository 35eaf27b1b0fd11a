import type { CheckInResult } from '../../shared/api/door-schema.ts';
import { mayAt } from '../../shared/roles.ts';
import type { StaffMember } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { AppError } from '../http/errors.ts';
import { findGuestPassById } from '../passes/guest-passes-repository.ts';
import { bannedResult } from './door-care.ts';
import { arrivedIn, type PassRecord, partySizeOf, toDoorCheckIn, toDoorPass } from './door-pass.ts';
import {
  type CheckInWithStaff,
  findCheckInByClientScanId,
  findCheckIns,
  findHolder,
  insertCheckIn,
} from './door-repository.ts';
import {
  type CheckInBodyParsed,
  checkedInAt,
  DOOR_MESSAGES,
  lockPass,
  otherVenueResult,
  unknownResult,
} from './door-scan.ts';
import { clubTime, type DoorNightRef, refusalOf, VERDICT_TITLES } from './door-verdict.ts';

/**
 * The card of one guest's own pass (decision 039): that one person, the party they belong to in the
 * terms. `arrived` is theirs (0 or 1), not the party's, so the door reads "1 in" once they are.
 */
function guestCard(
  pass: PassRecord,
  guest: { id: string; place: 'lady' | 'man' },
  holder: PassRecord['holder'],
  history: CheckInWithStaff[],
  mine: CheckInWithStaff | undefined,
) {
  const leader = `${pass.holder.firstName} ${pass.holder.lastName}`.trim() || 'the leader';
  const party = toDoorPass(pass, arrivedIn(history));
  return {
    ...party,
    id: guest.id,
    kind: 'guest' as const,
    holderName: `${holder.firstName} ${holder.lastName}`.trim() || 'Guest',
    phoneLast4: holder.phoneNumber.slice(-4),
    ladies: guest.place === 'lady' ? 1 : 0,
    men: guest.place === 'man' ? 1 : 0,
    partySize: 1,
    guestNames: [],
    arrived: mine ? 1 : 0,
    remaining: mine ? 0 : 1,
    terms: [`Guest pass of ${leader}’s party: ${party.arrived} of ${partySizeOf(pass)} in`, ...party.terms],
  };
}

/**
 * A scan of a guest's own pass: admits that one person, once, against the party's places. It runs
 * under the party's row lock, as the leader's scans and the claims do, so however the scans of a
 * party interleave the people admitted never exceed its places: the leader's pass admits only what
 * the guest passes do not hold (`PassRecord.held`), and a guest pass admits only while a place is
 * left.
 */
export async function checkInGuest(
  deps: StaffDeps,
  staff: StaffMember,
  body: CheckInBodyParsed,
  guestPassId: string,
  door: DoorNightRef,
): Promise<CheckInResult> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const found = await findGuestPassById(tx, guestPassId);
    if (!found) return unknownResult();
    const pass = await lockPass(tx, { kind: 'guestlist', id: found.entryId });
    if (!pass) return unknownResult();
    if (!mayAt(staff.roles, 'door', pass.club.id)) return otherVenueResult(pass);
    // Read again under the party's lock: a revoke a moment ago counts.
    const guest = await findGuestPassById(tx, guestPassId);
    const holder = guest?.claimedByUserId ? await findHolder(tx, guest.claimedByUserId) : undefined;
    if (!guest || !holder) return unknownResult();
    const history = await findCheckIns(tx, 'guestlist', pass.id);
    const mine = history.find(({ checkIn }) => checkIn.guestPassId === guest.id);
    const card = (admitted: CheckInWithStaff | undefined) =>
      guestCard(pass, guest, holder, history, admitted);
    const checkInsOf = (rows: CheckInWithStaff[]) => rows.map(toDoorCheckIn);
    if (body.clientScanId !== undefined) {
      const earlier = await findCheckInByClientScanId(tx, body.clientScanId);
      if (earlier) {
        if (earlier.id !== mine?.checkIn.id)
          throw new AppError(409, 'client_scan_id_reused', DOOR_MESSAGES.scanIdReused);
        return {
          verdict: 'valid',
          title: VERDICT_TITLES.valid,
          detail: 'Admitted 1 · guest pass',
          pass: card(mine),
          admitted: toDoorCheckIn(mine),
          checkIns: checkInsOf(mine ? [mine] : []),
        };
      }
    }
    const banned = await bannedResult(
      tx,
      deps.guestKey,
      pass,
      holder,
      door.date,
      card(mine),
      mine ? [mine] : [],
    );
    if (banned) return banned;
    const base = { pass: card(mine), admitted: null, checkIns: checkInsOf(mine ? [mine] : []) };
    if (guest.revokedAt)
      return {
        ...base,
        verdict: 'cancelled',
        title: VERDICT_TITLES.cancelled,
        detail: 'The party’s leader took this guest pass back',
      };
    const refusal = refusalOf(pass, door);
    if (refusal) return { ...base, ...refusal, title: VERDICT_TITLES[refusal.verdict] };
    if (mine) {
      const by = mine.staffName ? ` by ${mine.staffName}` : '';
      return {
        ...base,
        verdict: 'already_checked_in',
        title: VERDICT_TITLES.already_checked_in,
        detail: `Already in · checked in at ${clubTime(mine.checkIn.checkedInAt, pass.club.timeZone)}${by}`,
      };
    }
    if (partySizeOf(pass) - arrivedIn(history) < 1)
      return {
        ...base,
        verdict: 'already_checked_in',
        title: VERDICT_TITLES.already_checked_in,
        detail: `All ${partySizeOf(pass)} of the party are in already`,
      };
    const row = await insertCheckIn(
      tx,
      {
        kind: 'guestlist',
        passId: pass.id,
        clubId: pass.club.id,
        date: pass.date,
        people: 1,
        checkedInAt: checkedInAt(body.scannedAt, now),
        staffUserId: staff.user.id,
        clientScanId: body.clientScanId ?? null,
        guestPassId: guest.id,
      },
      now,
    );
    const { firstName, lastName, phoneNumber } = staff.user;
    const admitted = { checkIn: row, staffName: `${firstName} ${lastName}`.trim() || phoneNumber };
    history.push(admitted);
    // The party's places: this guest no longer holds one, they fill it.
    const after = { ...pass, held: Math.max(0, pass.held - 1) };
    return {
      verdict: 'valid',
      title: VERDICT_TITLES.valid,
      detail: 'Admitted 1 · guest pass',
      pass: guestCard(after, guest, holder, history, admitted),
      admitted: toDoorCheckIn(admitted),
      checkIns: checkInsOf([admitted]),
    };
  });
}
