import Stripe from 'stripe';
import { PaymentProviderError } from './payment-provider.ts';

const { errors } = Stripe;

// Any Stripe key that finds its way into a message (secret or restricted, live or test).
const KEY_PATTERN = /\b[sr]k_(?:live|test)_[A-Za-z0-9]{6,}/g;

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof errors.StripeError;

/**
 * Worth trying again later: Stripe was not reached, was too busy, or failed on its side (a 409 is
 * another request with the same idempotency key still running). A refusal (bad request, declined card,
 * wrong key) answers the same every time.
 */
function isRetryable(error: Stripe.errors.StripeError): boolean {
  if (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeRateLimitError ||
    error instanceof errors.StripeAPIError
  ) {
    return true;
  }
  return (error.statusCode ?? 0) >= 500 || error.statusCode === 409;
}

/**
 * A Stripe error as a PaymentProviderError whose message is fit for the logs: what we tried, Stripe's
 * type, status, code and request id (to find it in Stripe's dashboard), and never a key. Anything else
 * (a bug of ours) is answered unchanged.
 */
export function toProviderError(error: unknown, action: string, secretKey: string): unknown {
  if (!isStripeError(error)) return error;
  const what = [error.rawType ?? error.type, error.statusCode, error.code].filter(Boolean).join(' ');
  const request = error.requestId ? ` (request ${error.requestId})` : '';
  let message = `Stripe could not ${action}: ${what}: ${error.message}${request}`;
  if (secretKey) message = message.replaceAll(secretKey, '[secret key]');
  return new PaymentProviderError(message.replace(KEY_PATTERN, '[key]'), isRetryable(error));
}
