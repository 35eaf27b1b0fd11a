/**
 * What the deposit flow needs from a payment provider: Stripe (stripe-provider.ts) in production,
 * the local stand-in (standin-provider.ts) for development and tests. Shaped on Stripe's Checkout
 * Sessions and PaymentIntents: the guest types their card on the provider's page, never ours.
 *
 * Every call that moves money carries our idempotency key: retried after a timeout, it moves the
 * money once.
 */
export interface CheckoutRequest {
  /** Ours, unique per payment attempt: a retried create returns the same checkout. */
  idempotencyKey: string;
  amountCents: number;
  currency: 'usd';
  /** `manual`: authorise now, capture later (a hold); `automatic`: take the money now. */
  capture: 'manual' | 'automatic';
  /** One line the guest reads on the checkout page and their statement. */
  description: string;
  /** Our payment id, carried back in webhooks. */
  reference: string;
  customerEmail?: string;
  /** Where the provider sends the guest after paying (may contain `{CHECKOUT_SESSION_ID}`). */
  successUrl: string;
  /** Where the provider sends the guest who goes back without paying. */
  cancelUrl: string;
  expiresAt: Date;
}

export interface Checkout {
  id: string;
  url: string;
}

/** A checkout as the provider sees it now: the one truth every webhook and poll is checked against. */
export interface CheckoutState {
  id: string;
  /** open: waiting for the guest; complete: paid or authorised; expired: lapsed or abandoned. */
  status: 'open' | 'complete' | 'expired';
  /** The provider's payment, once the guest got that far. */
  paymentId: string | null;
  /**
   * requires_payment_method (not paid, or declined: `lastDecline` says why), requires_action
   * (3-D Secure), processing, requires_capture (held), succeeded (taken), canceled (hold released).
   */
  paymentStatus:
    | 'none'
    | 'requires_payment_method'
    | 'requires_action'
    | 'processing'
    | 'requires_capture'
    | 'succeeded'
    | 'canceled';
  amountReceivedCents: number;
  amountRefundedCents: number;
  lastDecline: string | null;
}

/** A verified webhook: which checkout or payment it is about; its content is re-read from the provider. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Our payment id, when the event carries it (metadata.reference). */
  reference: string | null;
  checkoutId: string | null;
  paymentId: string | null;
}

/** The provider refused the call, or could not be reached: nothing was charged by this call. */
export class PaymentProviderError extends Error {
  /** Worth trying again later (a timeout, a 5xx, a rate limit), rather than a refusal. */
  readonly retryable: boolean;

  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
    this.name = 'PaymentProviderError';
  }
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'standin';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  getCheckout(checkoutId: string): Promise<CheckoutState>;
  /** Ends an open checkout so it can no longer be paid (the request was withdrawn meanwhile). */
  expireCheckout(checkoutId: string, idempotencyKey: string): Promise<void>;
  /** Takes a held amount. */
  capture(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Lets a hold go: nothing is charged. */
  release(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Gives back `amountCents` of a taken payment; answers the provider's refund id. */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Checks the signature on the raw body, and answers what the event is about. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
