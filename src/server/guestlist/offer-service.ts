import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { nightEndInstant } from '../../shared/closing-time.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { guestlistEntries } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { DeliverNotifications } from '../notifications/notification-delivery.ts';
import type { NotificationRow } from '../notifications/notifications-repository.ts';
import { fillFreedSpots, settleOffers } from './freed-spots.ts';
import { GUESTLIST_MESSAGES as M } from './guestlist-messages.ts';
import { type EntryWithClub, findMemberEntry, lockNight } from './guestlist-repository.ts';
import { awaitsLapse, claimStep, declineStep, type OfferRefusal, type OfferStep } from './offer-rules.ts';

export interface OfferDeps {
  db: Database;
  clock: () => Date;
  deliver: DeliverNotifications;
}

/** Nights settled per run of the lapse job; the next run takes the rest. */
const NIGHTS_PER_SWEEP = 100;

const REFUSALS: Record<OfferRefusal, string> = {
  offer_lapsed: M.offerLapsed,
  offer_withdrawn: M.offerWithdrawn,
  offer_declined: M.offerDeclined,
  offer_claimed: M.offerClaimed,
  no_offer: M.noOffer,
};

/**
 * CLAIM (confirms the party) or NOT TONIGHT (cancels it and passes the spot on) for the member's
 * own entry, decided under the night's lock at the request's instant (offer-rules.ts). Repeating a
 * step that already happened changes nothing. A claim at or after the deadline writes the lapse
 * first if no one has yet (and offers the spot on), then is refused: one outcome whoever is first.
 */
export async function respondToOffer(
  deps: OfferDeps,
  userId: string,
  entryId: string,
  response: 'claim' | 'decline',
): Promise<void> {
  const now = deps.clock();
  const found = await findMemberEntry(deps.db, userId, entryId, null);
  if (!found) throw new AppError(404, 'entry_not_found', M.entryNotFound);
  const { club } = found;
  const { date } = found.entry;
  const written: NotificationRow[] = [];
  const step = await deps.db.transaction(async (tx): Promise<OfferStep> => {
    await lockNight(tx, club.id, date);
    const [current] = await tx.select().from(guestlistEntries).where(eq(guestlistEntries.id, entryId));
    if (!current) throw new AppError(404, 'entry_not_found', M.entryNotFound);
    const step = response === 'claim' ? claimStep(current, now) : declineStep(current, now);
    if (step.kind === 'lapse') written.push(...(await settleOffers(tx, club, date, now)));
    if (step.kind !== 'apply') return step;
    if (response === 'claim') {
      await tx
        .update(guestlistEntries)
        .set({ status: 'confirmed', waitlistedAt: null, offerEnded: 'claimed', updatedAt: now })
        .where(eq(guestlistEntries.id, entryId));
    } else {
      await tx
        .update(guestlistEntries)
        .set({
          status: 'cancelled',
          waitlistedAt: null,
          cancelledAt: now,
          offerEnded: 'declined',
          updatedAt: now,
        })
        .where(eq(guestlistEntries.id, entryId));
      written.push(...(await fillFreedSpots(tx, club, date, now)));
    }
    return step;
  });
  deps.deliver(written);
  if (step.kind === 'lapse') throw new AppError(409, 'offer_lapsed', REFUSALS.offer_lapsed);
  if (step.kind === 'refuse') throw new AppError(409, step.code, REFUSALS[step.code]);
}

/** Writes the lapse of one night's offers past their deadline and passes their spots on. */
export async function settleNight(deps: OfferDeps, clubId: string, date: IsoDate): Promise<void> {
  const now = deps.clock();
  const club = await findClubById(deps.db, clubId);
  if (!club) return;
  const written = await deps.db.transaction(async (tx) => {
    await lockNight(tx, clubId, date);
    return settleOffers(tx, club, date, now);
  });
  deps.deliver(written);
}

/**
 * Settles the nights of these entries that have an offer past its deadline (their own, or, for a
 * party still waiting, one ahead of it in the queue), so what a member reads is what happened even
 * when no job has run since. True when anything was settled (read again). One indexed look-up per
 * night still to come where the member waits; open offers alone are in that index.
 */
export async function settleLapsedOf(deps: OfferDeps, rows: EntryWithClub[]): Promise<boolean> {
  const now = deps.clock();
  const due = new Map<string, { clubId: string; date: IsoDate }>();
  const waiting = new Map<string, { clubId: string; date: IsoDate }>();
  for (const { entry, club } of rows) {
    const key = `${entry.clubId}|${entry.date}`;
    if (awaitsLapse(entry, now)) due.set(key, entry);
    else if (entry.status === 'waitlisted' && nightEndInstant(entry.date, club.timeZone) > now)
      waiting.set(key, entry);
  }
  for (const [key, night] of waiting) {
    if (!due.has(key) && (await hasLapsedOffer(deps.db, night.clubId, night.date, now))) due.set(key, night);
  }
  for (const { clubId, date } of due.values()) await settleNight(deps, clubId, date);
  return due.size > 0;
}

async function hasLapsedOffer(db: Database, clubId: string, date: IsoDate, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: guestlistEntries.id })
    .from(guestlistEntries)
    .where(and(eq(guestlistEntries.clubId, clubId), eq(guestlistEntries.date, date), lapsedOffer(now)))
    .limit(1);
  return row !== undefined;
}

/** An open offer whose deadline has come (the open-offers index holds only open offers). */
function lapsedOffer(now: Date) {
  return and(
    eq(guestlistEntries.status, 'waitlisted'),
    isNotNull(guestlistEntries.offerExpiresAt),
    lte(guestlistEntries.offerExpiresAt, now),
  );
}

/**
 * The lapse job's run: every night with an offer past its deadline is settled, each under its lock
 * (another process settling the same night at once finds nothing left to do). Read on the index of
 * open offers, so a run costs nothing when no offer is out.
 */
export async function settleExpiredOffers(deps: OfferDeps): Promise<number> {
  const now = deps.clock();
  const nights = await deps.db
    .selectDistinct({ clubId: guestlistEntries.clubId, date: guestlistEntries.date })
    .from(guestlistEntries)
    .where(lapsedOffer(now))
    .orderBy(sql`1`, sql`2`)
    .limit(NIGHTS_PER_SWEEP);
  for (const { clubId, date } of nights) await settleNight(deps, clubId, date);
  return nights.length;
}
