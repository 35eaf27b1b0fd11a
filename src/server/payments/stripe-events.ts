import Stripe from 'stripe';
import { type ProviderEvent, WebhookSignatureError } from './payment-provider.ts';

/** Webhooks older than this are refused (Stripe's default): a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// Only the static webhook helpers are used: no key, no network.
const webhooks = Stripe.webhooks;

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String(value.id)
      : null;

/**
 * Checks a Stripe-signed webhook (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of `t.body` with the
 * endpoint's secret) and says what it is about. The stand-in signs its events the same way, so both
 * providers' webhooks go through this one check.
 */
export function verifyStripeWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: { id: string; type: string; data: { object: Record<string, unknown> } };
  try {
    event = webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      // Milliseconds: the SDK divides by 1000 itself, and seconds here would make every webhook young.
      now.getTime(),
    ) as unknown as typeof event;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not match.');
  }
  const object = event.data?.object ?? {};
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const reference = typeof metadata.reference === 'string' ? metadata.reference : null;
  switch (object.object) {
    case 'checkout.session':
      return {
        id: event.id,
        type: event.type,
        reference,
        checkoutId: idOf(object.id),
        paymentId: idOf(object.payment_intent),
      };
    case 'payment_intent':
      return { id: event.id, type: event.type, reference, checkoutId: null, paymentId: idOf(object.id) };
    case 'charge':
    case 'refund':
      return {
        id: event.id,
        type: event.type,
        reference,
        checkoutId: null,
        paymentId: idOf(object.payment_intent),
      };
    default:
      return { id: event.id, type: event.type, reference, checkoutId: null, paymentId: null };
  }
}

/** A signed header for `payload`, as Stripe sends it (the stand-in's webhooks, and tests). */
export function signStripeWebhook(payload: string, secret: string, now: Date = new Date()): string {
  return webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(now.getTime() / 1000) });
}
