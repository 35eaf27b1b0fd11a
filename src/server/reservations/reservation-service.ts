import type { CreateReservationBody } from '../../shared/api/reservation-schema.ts';
import { nightOf } from '../../shared/closing-time.ts';
import { weekdayOf } from '../../shared/dates.ts';
import { allInPrice } from '../../shared/money.ts';
import { type ClubRow, findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { banKeyOf, NOT_ACCEPTED } from '../guest-care/ban-key.ts';
import { findStandingBan } from '../guest-care/guest-care-repository.ts';
import { AppError } from '../http/errors.ts';
import { insertNotification, type NotificationRow } from '../notifications/notifications-repository.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { findUserById } from '../profile/users-repository.ts';
import { openCheckout } from './deposits/deposit-checkout.ts';
import { captureModeFor, type DepositDeps, PAYMENT_MESSAGES } from './deposits/deposit-rules.ts';
import { recordDepositAfter, settleDepositBefore } from './deposits/deposit-settlement.ts';
import { syncPayment } from './deposits/deposit-sync.ts';
import {
  findLatestPayment,
  insertPayment,
  type PaymentRow,
  recordPaymentEvent,
  updatePayment,
} from './deposits/payments-repository.ts';
import { RESERVATION_MESSAGES as M } from './reservation-messages.ts';
import { reservationNotification } from './reservation-notifications.ts';
import { arrivalInstant, arrivalTimes, cancellableUntil } from './reservation-rules.ts';
import {
  appendHistory,
  cashbackBalanceCents,
  findMemberReservation,
  insertReservation,
  lockReservation,
  moveCashback,
  type ReservationRow,
  setStatus,
} from './reservations-repository.ts';

export interface ReservationDeps extends DepositDeps {
  passKey: Buffer;
  /** HMAC key of the numbers a venue bans (AuthKeys.guestBan). */
  guestKey: Buffer;
}

/** The largest party one reservation may bring: the club's maximum or its largest table. */
export function maxReservationParty(club: ClubRow): number {
  return Math.max(club.maxPartySize, ...club.tableTypes.map((table) => table.maxGuests));
}

function checkBookable(club: ClubRow | undefined, body: CreateReservationBody, now: Date) {
  if (!club?.visible) throw new AppError(404, 'club_not_found', M.clubNotFound);
  if (!club.reservationsEnabled)
    throw new AppError(409, 'reservations_not_enabled', M.reservationsNotEnabled(club.name));
  if (body.date < nightOf(now, club.timeZone)) throw new AppError(409, 'date_passed', M.datePassed);
  const weekday = weekdayOf(body.date);
  if (!club.activeDays.includes(weekday))
    throw new AppError(
      409,
      'club_closed',
      M.clubClosed(club.name, weekday[0]!.toUpperCase() + weekday.slice(1)),
    );
  const table =
    body.tableTypeId === null ? null : (club.tableTypes.find((t) => t.id === body.tableTypeId) ?? undefined);
  if (table === undefined) throw new AppError(400, 'unknown_table_type', M.unknownTableType(club.name));
  if (table && body.partySize > table.maxGuests)
    throw new AppError(400, 'party_too_large_for_table', M.tooManyForTable(table.name, table.maxGuests));
  // Without a table the club's own maximum applies; a table may seat more (a VIP table for 10).
  if (!table && body.partySize > club.maxPartySize)
    throw new AppError(400, 'party_too_large', M.partyTooLarge(club.name, club.maxPartySize));
  const times = arrivalTimes(club);
  if (!times.includes(body.arrivalTime))
    throw new AppError(400, 'arrival_time_not_offered', M.arrivalNotOffered(times));
  if (now.getTime() >= arrivalInstant(body.date, body.arrivalTime, club.timeZone).getTime())
    throw new AppError(409, 'arrival_passed', M.arrivalPassed);
  return { club, table };
}

/**
 * Books a table request; the club's cashback percent and the table's all-in price are fixed now.
 * With a deposit, the cashback the member puts towards it is spent in the same transaction (the
 * ledger refuses an overdraw), and the rest is a card payment whose checkout opens once committed.
 */
export async function createReservation(
  deps: ReservationDeps,
  member: { id: string; phoneNumber: string },
  body: CreateReservationBody,
): Promise<string> {
  const userId = member.id;
  const now = deps.clock();
  const { club, table } = checkBookable(await findClubById(deps.db, body.clubId), body, now);
  // A banned number is told what any request the venue does not take online is (decision 041).
  const ban = banKeyOf(deps.guestKey, club.venueId, member.phoneNumber);
  if (ban && (await findStandingBan(deps.db, ban.venueId, ban.hash, body.date)))
    throw new AppError(409, NOT_ACCEPTED.code, NOT_ACCEPTED.message(club.name));
  const price = allInPrice({
    minimumCents: table?.minimumSpendCents ?? 0,
    serviceCharge: club.serviceCharge,
    taxRate: club.taxRate,
    depositPercent: club.depositPercent,
  });
  if (body.cashbackCents > price.depositCents)
    throw new AppError(
      400,
      'cashback_over_deposit',
      price.depositCents === 0 ? M.noDepositForCashback : M.cashbackOverDeposit(price.depositCents),
    );
  const written: NotificationRow[] = [];
  let payment: PaymentRow | null = null;
  const id = await deps.db.transaction(async (tx) => {
    if (body.cashbackCents > 0) {
      // Read under the member's row lock, which the ledger's own guard takes as well.
      await findUserById(tx, userId, { lock: true });
      const balance = await cashbackBalanceCents(tx, userId);
      if (balance < body.cashbackCents)
        throw new AppError(409, 'cashback_insufficient', M.cashbackInsufficient(balance));
    }
    const reservation = await insertReservation(
      tx,
      {
        userId,
        clubId: club.id,
        date: body.date,
        partySize: body.partySize,
        arrivalTime: body.arrivalTime,
        tableType: table,
        notes: body.notes,
        cashbackPercent: club.reservationCashback,
        minimumSpendCents: table?.minimumSpendCents ?? null,
        serviceChargePercent: club.serviceCharge,
        taxRatePercent: club.taxRate,
        serviceCents: price.serviceCents,
        taxCents: price.taxCents,
        totalCents: price.totalCents,
        depositCents: price.depositCents,
        cashbackAppliedCents: body.cashbackCents,
      },
      now,
    );
    if (price.depositCents > 0) {
      await moveCashback(
        tx,
        { userId, reservationId: reservation.id, kind: 'spent', cents: body.cashbackCents },
        now,
      );
      payment = await newPayment(deps, tx, reservation, club, now);
    }
    written.push(
      await insertNotification(tx, reservationNotification('reservation-requested', reservation, club, now)),
    );
    return reservation.id;
  });
  deps.deliver(written);
  if (payment) await openCheckoutFor(deps, payment);
  return id;
}

/** A new attempt at the reservation's deposit: by card, or settled at once when cashback paid it all. */
async function newPayment(
  deps: ReservationDeps,
  tx: Database,
  reservation: ReservationRow,
  club: ClubRow,
  now: Date,
) {
  const card = reservation.depositCents - reservation.cashbackAppliedCents;
  // Under the reservation's row lock (a new one, or payDeposit's): attempts never collide.
  const previous = await findLatestPayment(tx, reservation.id);
  const payment = await insertPayment(
    tx,
    {
      reservationId: reservation.id,
      attempt: (previous?.attempt ?? 0) + 1,
      userId: reservation.userId,
      clubId: club.id,
      provider: card === 0 ? 'cashback' : deps.payments.name,
      status: card === 0 ? 'paid' : 'pending',
      capture: captureModeFor(arrivalInstant(reservation.date, reservation.arrivalTime, club.timeZone), now),
      amountCents: card,
      expiresAt: card === 0 ? null : new Date(now.getTime() + 60 * 60_000),
    },
    now,
  );
  if (card === 0)
    await recordPaymentEvent(
      tx,
      payment,
      { kind: 'paid', cashbackCents: reservation.cashbackAppliedCents },
      now,
    );
  return card === 0 ? null : payment;
}

async function openCheckoutFor(deps: ReservationDeps, payment: PaymentRow) {
  const found = await findMemberReservation(deps.db, payment.userId, payment.reservationId);
  if (!found) return;
  const member = await findUserById(deps.db, payment.userId);
  await openCheckout(deps, payment, {
    club: found.club,
    reservation: found.reservation,
    email: member?.email ?? undefined,
  });
}

/**
 * PAY DEPOSIT: a new checkout for a requested table whose deposit is due (the last attempt failed,
 * was abandoned, or its hold lapsed). A checkout still open is handed back as it is.
 */
export async function payDeposit(deps: ReservationDeps, userId: string, id: string): Promise<void> {
  const found = await findMemberReservation(deps.db, userId, id);
  if (!found) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
  let payment: PaymentRow | null = null;
  await deps.db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, id);
    if (!reservation) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
    const latest = await findLatestPayment(tx, id);
    const now = deps.clock();
    if (
      latest?.status === 'pending' &&
      latest.checkoutUrl &&
      (latest.expiresAt?.getTime() ?? 0) > now.getTime()
    )
      return;
    if (reservation.depositCents === 0 || reservation.status !== 'requested')
      throw new AppError(409, 'deposit_not_due', PAYMENT_MESSAGES.notDue);
    if (latest && latest.status !== 'failed' && latest.status !== 'released' && latest.status !== 'pending')
      throw new AppError(409, 'deposit_not_due', PAYMENT_MESSAGES.notDue);
    if (latest?.status === 'pending') {
      // Opened but never reached the provider, or lapsed: end it before starting again.
      await updatePayment(tx, latest.id, { status: 'failed', failure: PAYMENT_MESSAGES.expired }, now);
      await recordPaymentEvent(tx, latest, { kind: 'failed' }, now);
    }
    payment = await newPayment(deps, tx, reservation, found.club, now);
  });
  if (payment) await openCheckoutFor(deps, payment);
}

/** The guest is back from the checkout: read their payment from the provider now, not at the next webhook. */
export async function checkDeposit(deps: ReservationDeps, userId: string, id: string): Promise<void> {
  const found = await findMemberReservation(deps.db, userId, id);
  if (!found) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
  const latest = found.payments.at(-1);
  if (latest?.status === 'pending' || latest?.status === 'held')
    await syncPayment(deps, latest.id).catch((error: unknown) => {
      // The return page still shows what we know; the reconciler reads it again shortly.
      if (!(error instanceof PaymentProviderError)) throw error;
    });
}

/** The member cancels their own requested or confirmed reservation, until the club's cut-off. */
export async function cancelReservation(deps: ReservationDeps, userId: string, id: string): Promise<void> {
  const now = deps.clock();
  const found = await findMemberReservation(deps.db, userId, id);
  if (!found) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
  const { club } = found;
  const checkCancellable = (current: ReservationRow) => {
    if (current.status !== 'requested' && current.status !== 'confirmed')
      throw new AppError(409, 'reservation_not_cancellable', M.notCancellable(current.status));
    if (now.getTime() >= cancellableUntil(club, current.date, current.arrivalTime).getTime())
      throw new AppError(409, 'cancel_too_late', M.cancelTooLate(club.cancellationCutoffHours));
  };
  checkCancellable(found.reservation);
  // Before the cut-off the deposit comes back in full: a hold released, a payment refunded.
  await settleDepositBefore(deps, found.reservation, 'cancelled');
  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    // Read again under the row lock: staff may be confirming or declining it right now.
    const current = await lockReservation(tx, id);
    if (!current) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
    checkCancellable(current);
    await setStatus(tx, id, 'cancelled', now);
    written.push(...(await recordDepositAfter(tx, current, 'cancelled', now)));
    await appendHistory(tx, id, 'cancelled', now, null);
    written.push(
      await insertNotification(tx, reservationNotification('reservation-cancelled', current, club, now)),
    );
  });
  deps.deliver(written);
}
