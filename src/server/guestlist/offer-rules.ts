import type { OfferEnd } from '../db/schema/guestlist.ts';

/**
 * The rules of an offered spot (docs/decisions/037-waitlist-offers.md), free of the database: the
 * deadline an offer gets, what state an entry's offer is in at an instant, and what a claim or a
 * decline does. The steps that write (offer-steps.ts) apply them under the night's lock.
 */

export interface OfferFields {
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  offerExpiresAt: Date | null;
  offerEnded: OfferEnd | null;
}

export type OfferState = 'none' | 'open' | OfferEnd;

/**
 * When an offer made at `now` must be claimed by: `offerMinutes` later, never past the party's
 * arrive-before time (a spot claimed after it could not be used). Null when that time has come:
 * nobody is offered a spot they could no longer reach.
 */
export function offerDeadline(now: Date, offerMinutes: number, arriveBefore: Date): Date | null {
  if (arriveBefore.getTime() <= now.getTime()) return null;
  return new Date(Math.min(now.getTime() + offerMinutes * 60_000, arriveBefore.getTime()));
}

/**
 * An offer is claimable strictly before its deadline: at the deadline's instant it has lapsed,
 * whether or not the lapse has been written yet (reads and claims never wait for the job).
 */
export function isOpenAt(deadline: Date, now: Date): boolean {
  return now.getTime() < deadline.getTime();
}

export function offerState(entry: OfferFields, now: Date): OfferState {
  if (entry.offerEnded) return entry.offerEnded;
  if (entry.status !== 'waitlisted' || !entry.offerExpiresAt) return 'none';
  return isOpenAt(entry.offerExpiresAt, now) ? 'open' : 'lapsed';
}

/** What a CLAIM or a decline does to an entry, read under the night's lock at `now`. */
export type OfferStep =
  /** Write the change: confirm (claim) or cancel (decline), and pass freed spots on. */
  | { kind: 'apply' }
  /** Already done by an earlier request: answer the entry as it is. */
  | { kind: 'done' }
  /** The deadline passed and the lapse is not written yet: write it (and pass the spot on), then refuse. */
  | { kind: 'lapse' }
  | { kind: 'refuse'; code: OfferRefusal };

export type OfferRefusal =
  | 'offer_lapsed'
  | 'offer_withdrawn'
  | 'offer_declined'
  | 'offer_claimed'
  | 'no_offer';

export function claimStep(entry: OfferFields, now: Date): OfferStep {
  // Confirmed by the claim, or by the venue meanwhile: either way the party is on the list.
  if (entry.status === 'confirmed') return { kind: 'done' };
  return answer(entry, now);
}

export function declineStep(entry: OfferFields, now: Date): OfferStep {
  if (entry.offerEnded === 'declined') return { kind: 'done' };
  return answer(entry, now);
}

function answer(entry: OfferFields, now: Date): OfferStep {
  if (awaitsLapse(entry, now)) return { kind: 'lapse' };
  switch (offerState(entry, now)) {
    case 'open':
      return { kind: 'apply' };
    case 'none':
      return { kind: 'refuse', code: 'no_offer' };
    case 'lapsed':
      return { kind: 'refuse', code: 'offer_lapsed' };
    case 'withdrawn':
      return { kind: 'refuse', code: 'offer_withdrawn' };
    case 'declined':
      return { kind: 'refuse', code: 'offer_declined' };
    case 'claimed':
      return { kind: 'refuse', code: 'offer_claimed' };
  }
}

/** An open offer past its deadline whose lapse is still to be written. */
export function awaitsLapse(entry: OfferFields, now: Date): boolean {
  return (
    entry.status === 'waitlisted' &&
    entry.offerExpiresAt !== null &&
    !entry.offerEnded &&
    !isOpenAt(entry.offerExpiresAt, now)
  );
}
