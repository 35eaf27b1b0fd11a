// The provider's side: its view of a payment (a webhook, a poll, the guest's return) moves ours forward.
import { PAYMENT_RANK, type PaymentEventKind, type PaymentStatus } from '../../../shared/deposits.ts';
import { AppError } from '../../http/errors.ts';
import { insertNotification, type NotificationRow } from '../../notifications/notifications-repository.ts';
import {
  type CheckoutState,
  type PaymentProvider,
  PaymentProviderError,
  WebhookSignatureError,
} from '../../payments/payment-provider.ts';
import { lockReservation } from '../reservations-repository.ts';
import { receipt } from './deposit-receipt.ts';
import { type DepositDeps, PAYMENT_MESSAGES } from './deposit-rules.ts';
import { providerDown, refundPayment, releaseHold } from './deposit-settlement.ts';
import {
  claimWebhookEvent,
  findPayment,
  findPaymentByProviderId,
  forgetWebhookEvent,
  lockPayment,
  type PaymentRow,
  recordPaymentEvent,
  touchReservation,
  updatePayment,
} from './payments-repository.ts';

/**
 * What the provider's view of a checkout means for our payment: a status, never a step back. Only
 * what the guest does is read here (paying, a hold, a decline, walking away); releases, captures
 * and refunds are ours, recorded by the status change that asked for them.
 */
function statusFrom(
  payment: PaymentRow,
  state: CheckoutState,
): { status: PaymentStatus; failure?: string } | null {
  switch (state.paymentStatus) {
    case 'requires_capture':
      return { status: 'held' };
    case 'succeeded':
      return { status: 'paid' };
    case 'canceled':
      return payment.status === 'pending' ? { status: 'failed', failure: PAYMENT_MESSAGES.expired } : null;
    default:
      if (state.status === 'expired') return { status: 'failed', failure: PAYMENT_MESSAGES.expired };
      // Still open: a declined card may be tried again on the checkout page; say why meanwhile.
      if (state.lastDecline && state.lastDecline !== payment.failure)
        return { status: 'pending', failure: state.lastDecline };
      return null;
  }
}

const EVENT_OF: Partial<Record<PaymentStatus, PaymentEventKind>> = {
  held: 'held',
  paid: 'paid',
  failed: 'failed',
  released: 'released',
  refunded: 'refunded',
};

/**
 * Reads the payment from the provider and moves ours forward to match: the one path every webhook,
 * every poll and the guest's return from the checkout take, so a webhook received twice, late or
 * out of order, or never, ends in the same state. Money that arrives for a request that already
 * ended (paid on a checkout left open while cancelling) is given straight back.
 */
export async function syncPayment(deps: DepositDeps, paymentId: string): Promise<void> {
  const before = await findPayment(deps.db, paymentId);
  if (!before?.checkoutId || before.provider !== deps.payments.name) return;
  if (PAYMENT_RANK[before.status] >= 3) return;
  const state = await deps.payments.getCheckout(before.checkoutId);
  const written: NotificationRow[] = [];
  let giveBack: 'release' | 'refund' | null = null;
  await deps.db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, before.reservationId);
    const payment = await lockPayment(tx, paymentId);
    if (!payment || !reservation) return;
    const next = statusFrom(payment, state);
    if (!next) return;
    const now = deps.clock();
    const forward = PAYMENT_RANK[next.status] > PAYMENT_RANK[payment.status];
    if (!forward && !(next.status === payment.status && next.failure !== payment.failure)) return;
    await updatePayment(
      tx,
      payment.id,
      {
        status: forward ? next.status : payment.status,
        failure: next.failure ?? (next.status === 'held' || next.status === 'paid' ? null : payment.failure),
        providerPaymentId: state.paymentId ?? payment.providerPaymentId,
      },
      now,
    );
    const kind = forward ? EVENT_OF[next.status] : undefined;
    if (kind)
      await recordPaymentEvent(
        tx,
        payment,
        {
          kind,
          amountCents:
            next.status === 'refunded'
              ? state.amountRefundedCents
              : next.status === 'held' || next.status === 'paid'
                ? payment.amountCents
                : 0,
          providerRef: state.paymentId,
        },
        now,
      );
    await touchReservation(tx, reservation.id, now);
    if (forward && (next.status === 'held' || next.status === 'paid')) {
      if (reservation.status === 'requested' || reservation.status === 'confirmed')
        written.push(await insertNotification(tx, receipt('paid', reservation, payment, next.status, now)));
      else giveBack = next.status === 'held' ? 'release' : 'refund';
    }
  });
  deps.deliver(written);
  if (giveBack) await settleAfterEnd(deps, paymentId);
}

/** A payment that went through after its request ended: let the hold go, or refund it. */
async function settleAfterEnd(deps: DepositDeps, paymentId: string): Promise<void> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) return;
  if (payment.status === 'held') await releaseHold(deps, payment);
  else if (payment.status === 'paid') await refundPayment(deps, payment);
}

/**
 * A signed provider webhook: verified, claimed once by its event id, then the payment it names is
 * read again from the provider (never trusting the event's copy), so duplicates and reordering do
 * not matter. Answers false for a signature that does not verify.
 */
export async function handleWebhook(
  deps: DepositDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  let event: ReturnType<PaymentProvider['verifyWebhook']>;
  try {
    event = deps.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new AppError(
        400,
        'invalid_signature',
        `The webhook's signature does not verify: ${error.message}`,
      );
    throw error;
  }
  const payment =
    (event.reference && /^[0-9a-f-]{36}$/.test(event.reference)
      ? await findPayment(deps.db, event.reference)
      : undefined) ?? (await findPaymentByProviderId(deps.db, deps.payments.name, event));
  if (!payment) {
    await claimWebhookEvent(deps.db, deps.payments.name, event.id, deps.clock());
    return 'ignored';
  }
  const first = await claimWebhookEvent(deps.db, deps.payments.name, event.id, deps.clock());
  if (!first) return 'duplicate';
  try {
    await syncPayment(deps, payment.id);
  } catch (error) {
    // Not handled after all: forget the claim so the provider's retry of this event is applied.
    await forgetWebhookEvent(deps.db, deps.payments.name, event.id);
    if (error instanceof PaymentProviderError) providerDown(error);
    throw error;
  }
  return 'applied';
}
