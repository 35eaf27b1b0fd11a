import Stripe from 'stripe';
import {
  type Checkout,
  type CheckoutRequest,
  type CheckoutState,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
} from './payment-provider.ts';
import { isStripeError, toProviderError } from './stripe-errors.ts';
import { verifyStripeWebhook } from './stripe-events.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API, as `http://127.0.0.1:12345` (the fake in tests). */
  apiBase?: string;
  timeoutMs?: number;
}

// Stripe refuses an `expires_at` less than 30 minutes or more than 24 hours ahead. The minute's margin
// covers our clock against Stripe's and the trip there.
const EARLIEST_EXPIRY_MS = 31 * 60_000;
const LATEST_EXPIRY_MS = 24 * 60 * 60_000 - 60_000;

const PAYMENT_STATUSES = new Set<string>([
  'requires_payment_method',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);

const SESSION_STATUSES = new Set<string>(['open', 'complete', 'expired']);

/** A session read with its payment intent and latest charge expanded, as the deposit flow sees it. */
export function checkoutState(session: Stripe.Checkout.Session): CheckoutState {
  const intent = session.payment_intent;
  if (typeof intent === 'string' || !session.status || !SESSION_STATUSES.has(session.status)) {
    throw new PaymentProviderError(
      `Stripe answered checkout ${session.id} in a shape we do not know.`,
      false,
    );
  }
  // Confirmation is a step of Stripe's own page: as with no payment method yet, nothing is paid.
  const paymentStatus =
    intent?.status === 'requires_confirmation' ? 'requires_payment_method' : intent?.status;
  if (paymentStatus && !PAYMENT_STATUSES.has(paymentStatus)) {
    throw new PaymentProviderError(
      `Stripe payment ${intent?.id} has an unknown status ${paymentStatus}.`,
      false,
    );
  }
  const charge = typeof intent?.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: session.id,
    status: session.status as CheckoutState['status'],
    paymentId: intent?.id ?? null,
    paymentStatus: (paymentStatus ?? 'none') as CheckoutState['paymentStatus'],
    amountReceivedCents: intent?.amount_received ?? 0,
    // Stripe counts the part of a hold it let go (all of a released one) as refunded: only money
    // taken and given back counts here.
    amountRefundedCents: charge
      ? Math.max(0, charge.amount_refunded - (charge.amount - charge.amount_captured))
      : 0,
    lastDecline: intent?.last_payment_error?.message ?? null,
  };
}

/** `expiresAt` moved into the window Stripe accepts, in unix seconds. */
export function checkoutExpiry(expiresAt: Date, now: number): number {
  const at = Math.min(Math.max(expiresAt.getTime(), now + EARLIEST_EXPIRY_MS), now + LATEST_EXPIRY_MS);
  return Math.floor(at / 1000);
}

function connectionTo(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https')
    throw new Error(`Stripe's apiBase must be http(s): ${apiBase}`);
  return { host: url.hostname, port: url.port || (protocol === 'https' ? 443 : 80), protocol };
}

/** The deposit flow's payments on Stripe: Checkout Sessions for the guest, PaymentIntents for the money. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #secretKey: string;
  readonly #webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.#secretKey = options.secretKey;
    this.#webhookSecret = options.webhookSecret;
    this.#stripe = new Stripe(options.secretKey, {
      ...connectionTo(options.apiBase),
      // The SDK retries timeouts and 5xx answers with the same idempotency key, so a retry moves no money twice.
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const { reference } = request;
    const session = await this.#call('create a checkout', () =>
      this.#stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          payment_intent_data: {
            capture_method: request.capture,
            description: request.description,
            metadata: { reference },
          },
          metadata: { reference },
          client_reference_id: reference,
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: checkoutExpiry(request.expiresAt, Date.now()),
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (!session.url)
      throw new PaymentProviderError(`Stripe gave checkout ${session.id} no page URL.`, false);
    return { id: session.id, url: session.url };
  }

  async getCheckout(checkoutId: string): Promise<CheckoutState> {
    const session = await this.#call('read a checkout', () =>
      this.#stripe.checkout.sessions.retrieve(checkoutId, {
        expand: ['payment_intent', 'payment_intent.latest_charge'],
      }),
    );
    return checkoutState(session);
  }

  async expireCheckout(checkoutId: string, idempotencyKey: string): Promise<void> {
    await this.#settle(
      'expire a checkout',
      () => this.#stripe.checkout.sessions.expire(checkoutId, {}, { idempotencyKey }),
      async () => (await this.#stripe.checkout.sessions.retrieve(checkoutId)).status === 'expired',
    );
  }

  async capture(paymentId: string, idempotencyKey: string): Promise<void> {
    await this.#settle(
      'capture a payment',
      () => this.#stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey }),
      async () => (await this.#stripe.paymentIntents.retrieve(paymentId)).status === 'succeeded',
    );
  }

  async release(paymentId: string, idempotencyKey: string): Promise<void> {
    await this.#settle(
      'release a hold',
      () => this.#stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey }),
      async () => (await this.#stripe.paymentIntents.retrieve(paymentId)).status === 'canceled',
    );
  }

  async refund(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }> {
    const refund = await this.#call('refund a payment', () =>
      this.#stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey }),
    );
    return { refundId: refund.id };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    return verifyStripeWebhook(rawBody, signature, this.#webhookSecret);
  }

  async #call<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toProviderError(error, action, this.#secretKey);
    }
  }

  /**
   * Runs a change that our callers repeat after a crash, perhaps under a new idempotency key: Stripe then
   * refuses it as already done (a capture of a taken payment), which `isDone` recognises as success.
   */
  async #settle(action: string, run: () => Promise<unknown>, isDone: () => Promise<boolean>): Promise<void> {
    try {
      await run();
    } catch (error) {
      // A 400 is Stripe refusing the change in this state; anything else is no sign it was done.
      if (!(isStripeError(error) && error.statusCode === 400)) {
        throw toProviderError(error, action, this.#secretKey);
      }
      if (await this.#call(`${action} (checking its state)`, isDone)) return;
      throw toProviderError(error, action, this.#secretKey);
    }
  }
}
