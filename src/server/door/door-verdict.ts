import type { DoorVerdict } from '../../shared/api/door-schema.ts';
import { nightLabel } from '../../shared/dates.ts';
import { type PassRecord, partySizeOf } from './door-pass.ts';
import type { CheckInWithStaff } from './door-repository.ts';

/** What the door reads in large type, one per verdict. */
export const VERDICT_TITLES: Record<DoorVerdict, string> = {
  valid: 'VALID',
  already_checked_in: 'ALREADY CHECKED IN',
  wrong_date: 'WRONG NIGHT',
  wrong_club: 'WRONG CLUB',
  cancelled: 'CANCELLED',
  waitlisted: 'WAITLISTED',
  not_confirmed: 'NOT CONFIRMED',
  unknown: 'UNKNOWN PASS',
  banned: 'BANNED',
};

export const UNKNOWN_DETAIL = 'Not a Nightlist pass, or it no longer exists. Search by name instead.';

/** The night a door is working. */
export interface DoorNightRef {
  clubId: string;
  date: string;
}

export interface Refusal {
  verdict: Exclude<DoorVerdict, 'valid' | 'already_checked_in' | 'unknown'>;
  detail: string;
}

/** "23:14" on the club's wall clock. */
export function clubTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}

/**
 * Why this pass does not admit anyone at this door tonight, or null when it may. Checked in this
 * order: the club, the night, then the pass's own status. Reservations:
 * - `requested` is NOT CONFIRMED: the club never accepted the table; a manager decides.
 * - `declined` and `cancelled` are CANCELLED.
 * - `no_show` is CANCELLED too: the club gave the table away; a late party goes to a manager, who
 *   can still see the reservation in the panel.
 * - `completed` admits whoever of the party is still to come: the bill is settled, but a friend
 *   joining the table later is still part of that party, up to the party size booked.
 */
export function refusalOf(pass: PassRecord, door: DoorNightRef): Refusal | null {
  if (pass.club.id !== door.clubId)
    return { verdict: 'wrong_club', detail: `This pass is for ${pass.club.name}` };
  if (pass.date !== door.date)
    return {
      verdict: 'wrong_date',
      detail: `This pass is for ${nightLabel(pass.date)}, not ${nightLabel(door.date)}`,
    };
  if (pass.entry) {
    if (pass.entry.status === 'cancelled')
      return { verdict: 'cancelled', detail: 'This guestlist entry was cancelled' };
    if (pass.entry.status === 'waitlisted') {
      const { offerExpiresAt, offerEnded } = pass.entry;
      // A freed spot is offered to them (decision 037): one tap on their pass and it is theirs.
      if (offerExpiresAt && !offerEnded)
        return {
          verdict: 'waitlisted',
          detail: `Spot offered: they can CLAIM it on their pass until ${clubTime(offerExpiresAt, pass.club.timeZone)}, then scan again`,
        };
      return {
        verdict: 'waitlisted',
        detail: `#${pass.waitlistPosition ?? '?'} on the waitlist: not on the list (yet)`,
      };
    }
    return null;
  }
  switch (pass.reservation!.status) {
    case 'requested':
      return { verdict: 'not_confirmed', detail: 'The club has not confirmed this table yet: ask a manager' };
    case 'declined':
      return { verdict: 'cancelled', detail: 'The club declined this table request' };
    case 'cancelled':
      return { verdict: 'cancelled', detail: 'This reservation was cancelled' };
    case 'no_show':
      return { verdict: 'cancelled', detail: 'Marked as a no-show: ask a manager' };
    default:
      return null;
  }
}

/** "All 5 in · last at 23:14 by Sam". */
export function alreadyInDetail(pass: PassRecord, history: CheckInWithStaff[]): string {
  const size = partySizeOf(pass);
  const last = history.at(-1);
  const everyone = size === 1 ? 'Already in' : `All ${size} in`;
  if (!last) return everyone;
  const by = last.staffName ? ` by ${last.staffName}` : '';
  return `${everyone} · checked in at ${clubTime(last.checkIn.checkedInAt, pass.club.timeZone)}${by}`;
}

/** "Admitted 3 of 5 · 2 still to come"; says so when fewer were admitted than asked for. */
export function admittedDetail(size: number, admitted: number, remaining: number, asked: number): string {
  const shortOf =
    asked > admitted ? `Only ${admitted} still to come: admitted ${admitted} of ${size}` : undefined;
  const head =
    shortOf ??
    (admitted === size ? `Admitted ${size === 1 ? '1' : `all ${size}`}` : `Admitted ${admitted} of ${size}`);
  if (remaining > 0) return `${head} · ${remaining} still to come`;
  return admitted === size ? head : `${head} · whole party in`;
}
