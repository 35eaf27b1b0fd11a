import { randomBytes } from 'node:crypto';
import type { CheckoutState } from './payment-provider.ts';
import type { IntentStatus, StandinCheckout } from './standin-repository.ts';

export type StandinEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.requires_action'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'charge.refunded';

/**
 * The guest has tried a card: before that the checkout has no payment to speak of, as on Stripe,
 * whose Checkout creates the PaymentIntent when the guest pays.
 */
const attempted = (row: StandinCheckout) =>
  row.intentStatus !== 'requires_payment_method' || row.lastDecline !== null;

export function checkoutState(row: StandinCheckout): CheckoutState {
  const tried = attempted(row);
  return {
    id: row.id,
    status: row.status as CheckoutState['status'],
    paymentId: tried ? row.paymentIntentId : null,
    paymentStatus: tried ? (row.intentStatus as IntentStatus) : 'none',
    amountReceivedCents: row.amountReceived,
    amountRefundedCents: row.amountRefunded,
    lastDecline: row.lastDecline,
  };
}

export function sessionObject(row: StandinCheckout) {
  return {
    object: 'checkout.session',
    id: row.id,
    payment_intent: attempted(row) ? row.paymentIntentId : null,
    amount_total: row.amountCents,
    currency: row.currency,
    metadata: { reference: row.reference },
    status: row.status,
    // A hold leaves the session complete but unpaid until it is captured, as on Stripe.
    payment_status: row.intentStatus === 'succeeded' ? 'paid' : 'unpaid',
  };
}

export function intentObject(row: StandinCheckout) {
  return {
    object: 'payment_intent',
    id: row.paymentIntentId,
    status: row.intentStatus,
    amount: row.amountCents,
    amount_received: row.amountReceived,
    currency: row.currency,
    metadata: { reference: row.reference },
    last_payment_error: row.lastDecline ? { message: row.lastDecline } : null,
  };
}

/** The charge behind a taken payment: one per payment here, so its id follows the payment's. */
export function chargeObject(row: StandinCheckout) {
  return {
    object: 'charge',
    id: `ch_test_${row.paymentIntentId.replace(/^pi_test_/, '')}`,
    payment_intent: row.paymentIntentId,
    amount: row.amountReceived,
    amount_refunded: row.amountRefunded,
    refunded: row.amountRefunded >= row.amountReceived,
    currency: row.currency,
    metadata: { reference: row.reference },
  };
}

/** The JSON body of a webhook, as Stripe sends it. */
export function eventBody(type: StandinEventType, object: object, now: Date): string {
  return JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: { object },
  });
}
