import { createHash } from 'node:crypto';
import { formatMoney } from '../../shared/money.ts';
import type { Database } from '../db/client.ts';
import {
  type Checkout,
  type CheckoutRequest,
  type CheckoutState,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
} from './payment-provider.ts';
import {
  chargeObject,
  checkoutState,
  eventBody,
  intentObject,
  type StandinEventType,
  sessionObject,
} from './standin-events.ts';
import {
  addRefunded,
  findCheckout,
  findCheckoutByIntent,
  findRefundByKey,
  type IntentStatus,
  insertCheckoutIfAbsent,
  insertRefundIfAbsent,
  type StandinCheckout,
  type TransitionFrom,
  transitionCheckout,
} from './standin-repository.ts';
import { signStripeWebhook, verifyStripeWebhook } from './stripe-events.ts';

export const DECLINED_MESSAGE = 'Your card was declined.';
export const NOT_AUTHENTICATED_MESSAGE = 'We could not authenticate your card.';

/** The test cards of the checkout page, by what they do. */
export type TestCard = 'works' | 'declined' | '3ds';

/** What paying did: `closed` when the checkout could no longer be paid (complete, expired, raced). */
export interface PayResult {
  outcome: 'complete' | 'declined' | 'authenticate' | 'closed';
  checkout: StandinCheckout;
}

export interface StandinProviderDeps {
  db: Database;
  webhookSecret: string;
  /** Hands a signed webhook to the app, as Stripe would POST it. */
  deliver: (rawBody: Buffer, signature: string) => Promise<void>;
  clock?: () => Date;
  log?: (message: string, error: unknown) => void;
}

// Ids follow from our idempotency key, so a retried create finds the checkout the first one made.
const idFor = (kind: string, key: string) =>
  createHash('sha256').update(`${kind}:${key}`).digest('hex').slice(0, 24);

const refuse = (message: string) => new PaymentProviderError(message, false);

function refundRefusal(row: StandinCheckout, amountCents: number): PaymentProviderError {
  if (row.intentStatus !== 'succeeded')
    return refuse(`Only a payment that was taken can be refunded; this one is ${row.intentStatus}.`);
  const left = row.amountReceived - row.amountRefunded;
  return refuse(`${formatMoney(amountCents)} is more than the ${formatMoney(left)} left to refund.`);
}

/**
 * The payment provider in development and tests: Stripe Checkout's behaviour on our own database
 * (every server process sees the same checkouts) and our own checkout page (standin-routes.ts).
 * Every change is one conditional UPDATE, so when two processes race, one makes it and delivers
 * its webhook, and the other sees the result.
 */
export class StandinProvider implements PaymentProvider {
  readonly name = 'standin';
  private readonly deps: StandinProviderDeps;
  private readonly db: Database;
  private readonly clock: () => Date;

  constructor(deps: StandinProviderDeps) {
    this.deps = deps;
    this.db = deps.db;
    this.clock = deps.clock ?? (() => new Date());
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
      throw refuse(`A checkout needs a positive whole number of cents, not ${request.amountCents}.`);
    const row = await insertCheckoutIfAbsent(this.db, {
      id: `cs_test_${idFor('checkout', request.idempotencyKey)}`,
      paymentIntentId: `pi_test_${idFor('payment_intent', request.idempotencyKey)}`,
      amountCents: request.amountCents,
      currency: request.currency,
      capture: request.capture,
      description: request.description,
      reference: request.reference,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      expiresAt: request.expiresAt,
      createdAt: this.clock(),
    });
    // As Stripe does, a key reused for a different payment is a mistake, not a retry.
    if (
      row.amountCents !== request.amountCents ||
      row.capture !== request.capture ||
      row.reference !== request.reference
    )
      throw refuse('This idempotency key was already used for a different checkout.');
    return { id: row.id, url: `/dev/checkout/${row.id}` };
  }

  async getCheckout(checkoutId: string): Promise<CheckoutState> {
    const row = await this.findSession(checkoutId);
    if (!row) throw refuse(`No such checkout: ${checkoutId}.`);
    return checkoutState(row);
  }

  /** The checkout as it is now: one past its expiry is expired here (and its webhook sent once). */
  async findSession(checkoutId: string): Promise<StandinCheckout | undefined> {
    const row = await findCheckout(this.db, checkoutId);
    if (row?.status !== 'open' || row.expiresAt > this.clock()) return row;
    return this.expire(row);
  }

  async expireCheckout(checkoutId: string, _idempotencyKey: string): Promise<void> {
    const row = await this.findSession(checkoutId);
    if (!row) throw refuse(`No such checkout: ${checkoutId}.`);
    if (row.status === 'open') {
      const after = await this.expire(row);
      if (after.status === 'expired') return;
      throw refuse('This checkout was paid meanwhile: it can no longer be expired.');
    }
    // Expiring an expired checkout again is a retry; a paid one cannot be undone this way.
    if (row.status === 'complete') throw refuse('This checkout is complete: it can no longer be expired.');
  }

  async capture(paymentId: string, _idempotencyKey: string): Promise<void> {
    const row = await this.findPayment(paymentId);
    const captured = await transitionCheckout(
      this.db,
      { paymentIntentId: paymentId, intentStatuses: ['requires_capture'] },
      { intentStatus: 'succeeded', amountReceived: row.amountCents },
    );
    if (captured) return this.send('payment_intent.succeeded', intentObject(captured));
    const now = await this.findPayment(paymentId);
    if (now.intentStatus === 'succeeded') return;
    throw refuse(`Only a held payment can be captured; this one is ${now.intentStatus}.`);
  }

  async release(paymentId: string, _idempotencyKey: string): Promise<void> {
    await this.findPayment(paymentId);
    const released = await transitionCheckout(
      this.db,
      { paymentIntentId: paymentId, intentStatuses: ['requires_capture'] },
      { intentStatus: 'canceled' },
    );
    if (released) return this.send('payment_intent.canceled', intentObject(released));
    const now = await this.findPayment(paymentId);
    if (now.intentStatus === 'canceled') return;
    throw refuse(`Only a held payment can be released; this one is ${now.intentStatus}.`);
  }

  async refund(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }> {
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      throw refuse(`A refund needs a positive whole number of cents, not ${amountCents}.`);
    const row = await this.findPayment(paymentId);
    const refundId = `re_test_${idFor('refund', idempotencyKey)}`;
    // The refund row and the amount move together: a refund refused for its amount leaves no row.
    const refunded = await this.db.transaction(async (tx) => {
      const inserted = await insertRefundIfAbsent(tx, {
        id: refundId,
        idempotencyKey,
        checkoutId: row.id,
        amountCents,
        createdAt: this.clock(),
      });
      if (!inserted) return undefined;
      const updated = await addRefunded(tx, row.id, amountCents);
      // Read through `tx`: PGlite has one connection, which the transaction holds until it ends.
      if (!updated) throw refundRefusal((await findCheckout(tx, row.id)) ?? row, amountCents);
      return updated;
    });
    if (refunded) {
      await this.send('charge.refunded', chargeObject(refunded));
      return { refundId };
    }
    const earlier = await findRefundByKey(this.db, idempotencyKey);
    if (earlier?.checkoutId !== row.id || earlier.amountCents !== amountCents)
      throw refuse('This idempotency key was already used for a different refund.');
    return { refundId: earlier.id };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    return verifyStripeWebhook(rawBody, signature, this.deps.webhookSecret, this.clock());
  }

  /** The guest pressed one of the test cards on the checkout page. */
  async pay(checkoutId: string, card: TestCard): Promise<PayResult | undefined> {
    const row = await this.findSession(checkoutId);
    if (!row) return undefined;
    // A card can be tried again after a decline, or instead of finishing a 3-D Secure check.
    const from: IntentStatus[] = ['requires_payment_method', 'requires_action'];
    if (card === 'works') return this.complete(row, from);
    if (card === 'declined') return this.decline(row, from, DECLINED_MESSAGE);
    const challenged = await transitionCheckout(this.db, this.openFrom(row, from), {
      intentStatus: 'requires_action',
      lastDecline: null,
    });
    if (!challenged) return this.closed(row);
    await this.send('payment_intent.requires_action', intentObject(challenged));
    return { outcome: 'authenticate', checkout: challenged };
  }

  /** The guest answered the 3-D Secure check. */
  async authenticate(checkoutId: string, result: 'complete' | 'fail'): Promise<PayResult | undefined> {
    const row = await this.findSession(checkoutId);
    if (!row) return undefined;
    if (result === 'complete') return this.complete(row, ['requires_action']);
    return this.decline(row, ['requires_action'], NOT_AUTHENTICATED_MESSAGE);
  }

  private async complete(row: StandinCheckout, from: IntentStatus[]): Promise<PayResult> {
    const hold = row.capture === 'manual';
    const completed = await transitionCheckout(this.db, this.openFrom(row, from), {
      status: 'complete',
      intentStatus: hold ? 'requires_capture' : 'succeeded',
      amountReceived: hold ? 0 : row.amountCents,
      lastDecline: null,
    });
    if (!completed) return this.closed(row);
    const intent = intentObject(completed);
    await this.send(hold ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded', intent);
    await this.send('checkout.session.completed', sessionObject(completed));
    return { outcome: 'complete', checkout: completed };
  }

  private async decline(row: StandinCheckout, from: IntentStatus[], message: string): Promise<PayResult> {
    const declined = await transitionCheckout(this.db, this.openFrom(row, from), {
      intentStatus: 'requires_payment_method',
      lastDecline: message,
    });
    if (!declined) return this.closed(row);
    await this.send('payment_intent.payment_failed', intentObject(declined));
    return { outcome: 'declined', checkout: declined };
  }

  /** Only an open checkout, not yet lapsed, can be paid. */
  private openFrom(row: StandinCheckout, intentStatuses: IntentStatus[]): TransitionFrom {
    return { id: row.id, status: 'open', intentStatuses, unexpiredAt: this.clock() };
  }

  private async closed(row: StandinCheckout): Promise<PayResult> {
    return { outcome: 'closed', checkout: (await this.findSession(row.id)) ?? row };
  }

  private async expire(row: StandinCheckout): Promise<StandinCheckout> {
    const expired = await transitionCheckout(this.db, { id: row.id, status: 'open' }, { status: 'expired' });
    if (!expired) return (await findCheckout(this.db, row.id)) ?? row;
    await this.send('checkout.session.expired', sessionObject(expired));
    return expired;
  }

  private async findPayment(paymentId: string): Promise<StandinCheckout> {
    const row = await findCheckoutByIntent(this.db, paymentId);
    if (!row) throw refuse(`No such payment: ${paymentId}.`);
    return row;
  }

  /** Signs and delivers a webhook; the payment stands even if delivery fails (the app also polls). */
  private async send(type: StandinEventType, object: object): Promise<void> {
    const now = this.clock();
    const body = eventBody(type, object, now);
    try {
      await this.deps.deliver(Buffer.from(body), signStripeWebhook(body, this.deps.webhookSecret, now));
    } catch (error) {
      (this.deps.log ?? console.error)(`The stand-in could not deliver its ${type} webhook`, error);
    }
  }
}
