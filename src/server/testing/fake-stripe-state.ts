import { checkoutFromParams, type IntentData } from './fake-stripe-checkout.ts';
import {
  type FakeCharge,
  type FakePaymentIntent,
  type FakeRefund,
  type FakeSession,
  invalidRequest,
  missing,
  newId,
  unixNow,
} from './fake-stripe-objects.ts';
import { Params } from './fake-stripe-params.ts';
import type { FormValue } from './form-body.ts';

const CANCELABLE: readonly string[] = ['requires_payment_method', 'requires_capture'];

/** The fake's objects and the rules Stripe applies when they change. */
export class FakeStripeState {
  readonly sessions = new Map<string, FakeSession>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly #intentData = new Map<string, IntentData>();
  readonly #pageUrl: (sessionId: string) => string;

  constructor(pageUrl: (sessionId: string) => string) {
    this.#pageUrl = pageUrl;
  }

  /** Any object by id, for expansion and webhooks. */
  find(id: string): FakeSession | FakePaymentIntent | FakeCharge | FakeRefund | undefined {
    return (
      this.sessions.get(id) ?? this.paymentIntents.get(id) ?? this.charges.get(id) ?? this.refunds.get(id)
    );
  }

  createSession(body: Record<string, FormValue>): FakeSession {
    const { session, intentData } = checkoutFromParams(body, this.#pageUrl);
    this.sessions.set(session.id, session);
    this.#intentData.set(session.id, intentData);
    return session;
  }

  /** The guest on Stripe's page: their card is held, taken, or declined (and they may try again). */
  complete(sessionId: string, outcome: 'held' | 'paid' | 'declined'): void {
    const session = this.sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`Checkout ${sessionId} is not open.`);
    const intent = this.#intentFor(session);
    const manual = intent.capture_method === 'manual';
    if ((outcome === 'held' && !manual) || (outcome === 'paid' && manual)) {
      throw new Error(`A ${intent.capture_method} capture checkout cannot end ${outcome}.`);
    }
    const declined = outcome === 'declined';
    const charge: FakeCharge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: outcome === 'paid' ? intent.amount : 0,
      amount_refunded: 0,
      captured: outcome === 'paid',
      created: unixNow(),
      currency: intent.currency,
      failure_code: declined ? 'card_declined' : null,
      failure_message: declined ? 'Your card has insufficient funds.' : null,
      livemode: false,
      metadata: {},
      paid: !declined,
      payment_intent: intent.id,
      refunded: false,
      status: declined ? 'failed' : 'succeeded',
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (declined) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        charge: charge.id,
      };
      return;
    }
    intent.last_payment_error = null;
    intent.status = outcome === 'held' ? 'requires_capture' : 'succeeded';
    intent.amount_capturable = outcome === 'held' ? intent.amount : 0;
    intent.amount_received = outcome === 'paid' ? intent.amount : 0;
    session.status = 'complete';
    session.payment_status = outcome === 'paid' ? 'paid' : 'unpaid';
    session.url = null;
  }

  /** `POST /v1/checkout/sessions/:id/expire`, or time running out. */
  expire(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId, 'session');
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    session.status = 'expired';
    session.url = null;
    const intent = session.payment_intent ? this.paymentIntents.get(session.payment_intent) : undefined;
    if (intent) intent.status = 'canceled';
    return session;
  }

  capture(intentId: string): FakePaymentIntent {
    const intent = this.#intent(intentId);
    if (intent.status !== 'requires_capture') {
      throw invalidRequest(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.amount_capturable = 0;
    const charge = this.#latestCharge(intent);
    charge.captured = true;
    charge.amount_captured = charge.amount;
    return intent;
  }

  cancel(intentId: string): FakePaymentIntent {
    const intent = this.#intent(intentId);
    if (!CANCELABLE.includes(intent.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    if (this.#sessionOf(intentId)?.status === 'open') {
      throw invalidRequest(
        "You can't cancel the PaymentIntent for a Checkout Session. Expire the Checkout Session instead.",
      );
    }
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    // Stripe shows a released authorisation as a charge refunded in full, though none was taken.
    if (charge?.status === 'succeeded' && !charge.captured) {
      charge.amount_refunded = charge.amount;
      charge.refunded = true;
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    return intent;
  }

  refund(body: Record<string, FormValue>): FakeRefund {
    const params = new Params(body, ['payment_intent', 'amount', 'metadata', 'reason', 'expand']);
    const intent = this.#intent(params.requiredString('payment_intent'), 'payment_intent');
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !charge?.captured) {
      throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      });
    }
    const left = charge.amount_captured - charge.amount_refunded;
    const amount = params.integer('amount') ?? left;
    if (amount <= 0 || amount > left) {
      throw invalidRequest(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const refund: FakeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: unixNow(),
      currency: charge.currency,
      metadata: params.metadata(),
      payment_intent: intent.id,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  intent(intentId: string): FakePaymentIntent {
    return this.#intent(intentId);
  }

  #intent(intentId: string, param = 'intent'): FakePaymentIntent {
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId, param);
    return intent;
  }

  #intentFor(session: FakeSession): FakePaymentIntent {
    if (session.payment_intent) return this.#intent(session.payment_intent);
    const data = this.#intentData.get(session.id)!;
    const intent: FakePaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: data.captureMethod,
      created: unixNow(),
      currency: session.currency,
      description: data.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: data.metadata,
      status: 'requires_payment_method',
    };
    this.paymentIntents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  #latestCharge(intent: FakePaymentIntent): FakeCharge {
    return this.charges.get(intent.latest_charge ?? '')!;
  }

  #sessionOf(intentId: string): FakeSession | undefined {
    return [...this.sessions.values()].find((session) => session.payment_intent === intentId);
  }
}
