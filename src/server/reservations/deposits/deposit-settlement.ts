// The money a reservation's status change moves (capture, release, refund) and what it records.
import { PAYMENT_RANK } from '../../../shared/deposits.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { insertNotification, type NotificationRow } from '../../notifications/notifications-repository.ts';
import { PaymentProviderError } from '../../payments/payment-provider.ts';
import { lockReservation, moveCashback, type ReservationRow } from '../reservations-repository.ts';
import { receipt } from './deposit-receipt.ts';
import { type DepositDeps, outcomeOf, PAYMENT_MESSAGES } from './deposit-rules.ts';
import {
  findLatestPayment,
  lockPayment,
  type PaymentRow,
  recordPaymentEvent,
  updatePayment,
} from './payments-repository.ts';

export function providerDown(error: unknown): never {
  if (error instanceof PaymentProviderError)
    throw new AppError(
      409,
      'payment_provider_unavailable',
      `${PAYMENT_MESSAGES.providerDownStaff} (${error.message})`,
    );
  throw error;
}

/** Lets a hold go at the provider, then records it. Idempotent: the key is the payment's. */
export async function releaseHold(deps: DepositDeps, payment: PaymentRow): Promise<void> {
  if (payment.providerPaymentId)
    await deps.payments.release(payment.providerPaymentId, `release:${payment.id}`).catch(providerDown);
  await finishPayment(deps, payment.id, 'released', 0, null);
}

export async function refundPayment(deps: DepositDeps, payment: PaymentRow): Promise<void> {
  const cents = payment.amountCents - payment.refundedCents;
  let refundId: string | null = null;
  if (cents > 0 && payment.providerPaymentId)
    refundId = (
      await deps.payments.refund(payment.providerPaymentId, cents, `refund:${payment.id}`).catch(providerDown)
    ).refundId;
  await finishPayment(deps, payment.id, 'refunded', cents, refundId);
}

async function finishPayment(
  deps: DepositDeps,
  paymentId: string,
  status: 'released' | 'refunded',
  cents: number,
  providerRef: string | null,
): Promise<void> {
  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || PAYMENT_RANK[payment.status] >= 3) return;
    const reservation = await lockReservation(tx, payment.reservationId);
    const now = deps.clock();
    await updatePayment(tx, paymentId, { status, refundedCents: payment.refundedCents + cents }, now);
    await recordPaymentEvent(tx, payment, { kind: status, amountCents: cents, providerRef }, now);
    if (reservation && payment.amountCents > 0)
      written.push(
        await insertNotification(
          tx,
          receipt(
            status,
            reservation,
            payment,
            status,
            now,
            status === 'refunded' ? cents : payment.amountCents,
          ),
        ),
      );
  });
  deps.deliver(written);
}

/**
 * Moves the money for a status change before the change is written, outside any transaction: the
 * provider may call back at once. A provider that is down refuses the whole change (nothing moved,
 * nothing written). Repeating it is safe: every call carries the payment's idempotency key.
 */
export async function settleDepositBefore(
  deps: DepositDeps,
  reservation: ReservationRow,
  to: ReservationRow['status'],
): Promise<void> {
  if (reservation.depositCents === 0) return;
  const outcome = outcomeOf(to);
  const payment = await findLatestPayment(deps.db, reservation.id);
  if (outcome === 'capture' || outcome === 'capture-keep' || outcome === 'capture-apply') {
    const state = payment ? payment.status : 'due';
    if (state !== 'held' && state !== 'paid' && !(payment?.provider === 'cashback'))
      throw new AppError(409, 'deposit_not_secured', PAYMENT_MESSAGES.notSecured(state));
    if (payment?.status === 'held' && payment.providerPaymentId)
      await deps.payments.capture(payment.providerPaymentId, `capture:${payment.id}`).catch(providerDown);
    return;
  }
  if (outcome !== 'return' || !payment) return;
  if (payment.status === 'held') await releaseHold(deps, payment);
  else if (payment.status === 'paid' && payment.provider !== 'cashback') await refundPayment(deps, payment);
  else if (payment.status === 'pending' && payment.checkoutId)
    await deps.payments.expireCheckout(payment.checkoutId, `expire:${payment.id}`).catch(() => undefined);
}

/**
 * Writes what a status change did to the deposit, in the status change's transaction: the capture
 * (a hold taken on confirming), the deposit kept on a no-show or counted against the bill, and the
 * cashback given back when the request ends unpaid or refunded.
 */
export async function recordDepositAfter(
  tx: Database,
  reservation: ReservationRow,
  to: ReservationRow['status'],
  now: Date,
): Promise<NotificationRow[]> {
  if (reservation.depositCents === 0) return [];
  const outcome = outcomeOf(to);
  const payment = await findLatestPayment(tx, reservation.id);
  if (outcome === 'return') {
    if (payment?.status === 'pending' || payment?.status === 'failed') {
      // Ended before it was paid (its checkout, expired on the way, may already say so).
      await updatePayment(tx, payment.id, { status: 'failed', failure: PAYMENT_MESSAGES.withdrawn }, now);
      await recordPaymentEvent(tx, payment, { kind: 'failed' }, now);
    } else if (payment?.provider === 'cashback' && payment.status === 'paid') {
      await updatePayment(tx, payment.id, { status: 'refunded' }, now);
      await recordPaymentEvent(
        tx,
        payment,
        { kind: 'refunded', cashbackCents: reservation.cashbackAppliedCents },
        now,
      );
    }
    await moveCashback(
      tx,
      {
        userId: reservation.userId,
        reservationId: reservation.id,
        kind: 'returned',
        cents: reservation.cashbackAppliedCents,
      },
      now,
    );
    return [];
  }
  if (!payment) return [];
  const written: NotificationRow[] = [];
  if (payment.status === 'held') {
    // Captured just before; its webhook may not have come yet: the receipt for the money taken is here.
    await updatePayment(tx, payment.id, { status: 'paid' }, now);
    await recordPaymentEvent(
      tx,
      payment,
      { kind: 'paid', amountCents: payment.amountCents, providerRef: payment.providerPaymentId },
      now,
    );
    written.push(await insertNotification(tx, receipt('paid', reservation, payment, 'paid', now)));
  }
  const final = outcome === 'capture-keep' ? 'forfeited' : outcome === 'capture-apply' ? 'applied' : null;
  if (final) {
    await updatePayment(tx, payment.id, { status: final }, now);
    await recordPaymentEvent(
      tx,
      payment,
      { kind: final, amountCents: payment.amountCents, cashbackCents: reservation.cashbackAppliedCents },
      now,
    );
  }
  return written;
}
