// What deleting an account does to a member's money and places (decision 042), through the paths a
// cancellation takes: the venue's ledger, reports and waitlist see an ordinary cancellation.
import { and, eq, gte, inArray } from 'drizzle-orm';
import { nightOf } from '../../shared/closing-time.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { cashbackLedger, clubs, guestlistEntries, reservations } from '../db/schema.ts';
import { fillFreedSpots } from '../guestlist/freed-spots.ts';
import { cancelEntryRow, findEntryByMemberNight, lockNight } from '../guestlist/guestlist-repository.ts';
import type { NotificationRow } from '../notifications/notifications-repository.ts';
import type { DepositDeps } from '../reservations/deposits/deposit-rules.ts';
import { recordDepositAfter, settleDepositBefore } from '../reservations/deposits/deposit-settlement.ts';
import { findLatestPayment } from '../reservations/deposits/payments-repository.ts';
import { cancellableUntil } from '../reservations/reservation-rules.ts';
import {
  appendHistory,
  cashbackBalanceCents,
  lockReservation,
  type ReservationRow,
  setStatus,
} from '../reservations/reservations-repository.ts';

/** The day before today anywhere: every club's "tonight" is on or after it. */
function earliestNight(now: Date): IsoDate {
  return nightOf(new Date(now.getTime() - 36 * 3_600_000), 'UTC');
}

async function comingEntries(db: Database, userId: string, now: Date) {
  const rows = await db
    .select({ entry: guestlistEntries, club: clubs })
    .from(guestlistEntries)
    .innerJoin(clubs, eq(clubs.id, guestlistEntries.clubId))
    .where(
      and(
        eq(guestlistEntries.userId, userId),
        inArray(guestlistEntries.status, ['confirmed', 'waitlisted']),
        gte(guestlistEntries.date, earliestNight(now)),
      ),
    );
  return rows.filter(({ entry, club }) => entry.date >= nightOf(now, club.timeZone));
}

async function openReservations(db: Database, userId: string, now: Date) {
  const rows = await db
    .select({ reservation: reservations, club: clubs })
    .from(reservations)
    .innerJoin(clubs, eq(clubs.id, reservations.clubId))
    .where(
      and(
        eq(reservations.userId, userId),
        inArray(reservations.status, ['requested', 'confirmed']),
        gte(reservations.date, earliestNight(now)),
      ),
    );
  return rows
    .filter(({ reservation, club }) => reservation.date >= nightOf(now, club.timeZone))
    .map((row) => ({
      ...row,
      beforeCutoff:
        now.getTime() <
        cancellableUntil(row.club, row.reservation.date, row.reservation.arrivalTime).getTime(),
    }));
}

/** What the delete dialog tells the member before they confirm, in figures. */
export interface LeavingFigures {
  cashbackForfeitedCents: number;
  heldReleased: { count: number; cents: number };
  paidRefunded: { count: number; cents: number };
  /** Past the club's cancellation cut-off: its terms keep the deposit. */
  keptByTerms: { count: number; cents: number };
  placesFreed: { nights: number; people: number };
}

export async function leavingFigures(db: Database, userId: string, now: Date): Promise<LeavingFigures> {
  const figures: LeavingFigures = {
    cashbackForfeitedCents: 0,
    heldReleased: { count: 0, cents: 0 },
    paidRefunded: { count: 0, cents: 0 },
    keptByTerms: { count: 0, cents: 0 },
    placesFreed: { nights: 0, people: 0 },
  };
  let returned = 0;
  for (const { reservation, beforeCutoff } of await openReservations(db, userId, now)) {
    if (reservation.depositCents === 0) continue;
    const payment = await findLatestPayment(db, reservation.id);
    const add = (bucket: { count: number; cents: number }, cents: number) => {
      bucket.count += 1;
      bucket.cents += cents;
    };
    if (!beforeCutoff) {
      if (payment?.status === 'held' || payment?.status === 'paid')
        add(figures.keptByTerms, payment.amountCents);
      continue;
    }
    returned += reservation.cashbackAppliedCents;
    if (payment?.status === 'held') add(figures.heldReleased, payment.amountCents);
    else if (payment?.status === 'paid' && payment.provider !== 'cashback')
      add(figures.paidRefunded, payment.amountCents - payment.refundedCents);
  }
  figures.cashbackForfeitedCents = (await cashbackBalanceCents(db, userId)) + returned;
  for (const { entry } of await comingEntries(db, userId, now)) {
    figures.placesFreed.nights += 1;
    figures.placesFreed.people += entry.ladies + entry.men;
  }
  return figures;
}

/**
 * Cancels the member's tables before the club's cut-off the way the member's own cancel does (a hold
 * released, a payment refunded, applied cashback returned); a table past it stays as booked, and
 * the club's terms keep its deposit as for any guest who does not come. Money moves first, outside
 * any transaction (the provider may call back at once); a provider that is down stops the deletion.
 */
export async function cancelComingTables(deps: DepositDeps, userId: string): Promise<void> {
  const now = deps.clock();
  for (const { reservation, beforeCutoff } of await openReservations(deps.db, userId, now)) {
    if (!beforeCutoff) continue;
    await settleDepositBefore(deps, reservation, 'cancelled');
    await deps.db.transaction(async (tx) => {
      const current: ReservationRow | undefined = await lockReservation(tx, reservation.id);
      if (!current || (current.status !== 'requested' && current.status !== 'confirmed')) return;
      await setStatus(tx, current.id, 'cancelled', now);
      await recordDepositAfter(tx, current, 'cancelled', now);
      await appendHistory(tx, current.id, 'cancelled', now, null);
    });
  }
}

/** Frees the member's places on coming nights, each night under its lock, for the waitlist's offers. */
export async function freeComingPlaces(db: Database, userId: string, now: Date): Promise<NotificationRow[]> {
  const written: NotificationRow[] = [];
  for (const { entry, club } of await comingEntries(db, userId, now)) {
    await db.transaction(async (tx) => {
      await lockNight(tx, club.id, entry.date);
      const current = await findEntryByMemberNight(tx, userId, club.id, entry.date);
      if (!current || current.status === 'cancelled') return;
      await cancelEntryRow(tx, current.id, now, 'declined');
      written.push(...(await fillFreedSpots(tx, club as ClubRow, entry.date, now)));
    });
  }
  return written;
}

/** The balance left is given up: one `forfeited` row, in the erasing transaction. */
export async function forfeitCashback(tx: Database, userId: string, now: Date): Promise<number> {
  const balance = await cashbackBalanceCents(tx, userId);
  if (balance <= 0) return 0;
  await tx.insert(cashbackLedger).values({
    userId,
    reservationId: null,
    kind: 'forfeited',
    amountCents: -balance,
    createdAt: now,
  });
  return balance;
}
