import {
  type FakePaymentIntent,
  type FakeSession,
  invalidRequest,
  newId,
  unixNow,
} from './fake-stripe-objects.ts';
import { Params } from './fake-stripe-params.ts';
import type { FormValue } from './form-body.ts';

/** What `payment_intent_data` asked for: the intent is only made once the guest pays (as on Stripe). */
export interface IntentData {
  captureMethod: FakePaymentIntent['capture_method'];
  description: string | null;
  metadata: Record<string, string>;
}

// Stripe's window for a checkout's `expires_at`, and its smallest card charge in dollars.
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
const MIN_AMOUNT_CENTS = 50;

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'payment_intent_data',
  'metadata',
  'client_reference_id',
  'customer_email',
  'success_url',
  'cancel_url',
  'expires_at',
  'expand',
] as const;

/** `POST /v1/checkout/sessions`, checked as Stripe checks it: a fault in what we send fails here. */
export function checkoutFromParams(
  body: Record<string, FormValue>,
  pageUrl: (sessionId: string) => string,
): { session: FakeSession; intentData: IntentData } {
  const params = new Params(body, SESSION_PARAMS);
  if (params.requiredString('mode') !== 'payment') {
    throw invalidRequest('Only `mode=payment` is supported by the fake.', { param: 'mode' });
  }
  const lines = params.list('line_items', ['price_data', 'quantity']);
  if (lines.length === 0) throw invalidRequest('Missing required param: line_items.');
  let currency = '';
  let amount = 0;
  for (const line of lines) {
    const price = line.object('price_data', ['currency', 'unit_amount', 'product_data']);
    if (!price) throw invalidRequest('The fake only takes line items with price_data.');
    price.object('product_data', ['name'])?.requiredString('name');
    currency = price.requiredString('currency');
    amount += price.requiredInteger('unit_amount') * line.requiredInteger('quantity');
  }
  if (amount < MIN_AMOUNT_CENTS) {
    throw invalidRequest('The Checkout Session total amount due must add up to at least $0.50 usd', {
      code: 'amount_too_small',
    });
  }
  const created = unixNow();
  const expiresAt = params.integer('expires_at') ?? created + MAX_EXPIRY_SECONDS;
  if (expiresAt < created + MIN_EXPIRY_SECONDS || expiresAt > created + MAX_EXPIRY_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      { param: 'expires_at' },
    );
  }
  const intent = params.object('payment_intent_data', ['capture_method', 'description', 'metadata']);
  const captureMethod = intent?.string('capture_method') ?? 'automatic_async';
  if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod)) {
    throw invalidRequest(`Invalid capture_method: ${captureMethod}`, {
      param: 'payment_intent_data[capture_method]',
    });
  }
  const id = newId('cs');
  const session: FakeSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    currency,
    cancel_url: params.string('cancel_url') ?? null,
    success_url: params.string('success_url') ?? null,
    client_reference_id: params.string('client_reference_id') ?? null,
    customer_email: params.string('customer_email') ?? null,
    created,
    expires_at: expiresAt,
    livemode: false,
    metadata: params.metadata(),
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    url: pageUrl(id),
  };
  const intentData: IntentData = {
    captureMethod: captureMethod as IntentData['captureMethod'],
    description: intent?.string('description') ?? null,
    metadata: intent?.metadata() ?? {},
  };
  return { session, intentData };
}
