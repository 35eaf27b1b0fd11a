import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe.ts';
import { type CheckoutRequest, PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import { toProviderError } from './stripe-errors.ts';
import { checkoutExpiry, StripeProvider } from './stripe-provider.ts';

const SECRET_KEY = 'sk_test_nightlist0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_nightlist_test';
const MINUTE = 60_000;

let fake: FakeStripe;
let provider: StripeProvider;

beforeEach(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY });
  provider = new StripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
});
afterEach(() => fake.close());

const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  idempotencyKey: `checkout-${randomUUID()}`,
  amountCents: 2500,
  currency: 'usd',
  capture: 'manual',
  description: 'Deposit: table for 4 at Velvet, Fri 12 June',
  reference: `pay_${randomUUID()}`,
  customerEmail: 'guest@example.com',
  successUrl: 'https://nightlist.test/deposit/done?checkout={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://nightlist.test/deposit/back',
  expiresAt: new Date(Date.now() + 60 * MINUTE),
  ...overrides,
});

const key = () => `key-${randomUUID()}`;

/** A checkout the guest got through with `outcome`; answers its id and its payment's id. */
async function checkoutEndingIn(outcome: 'held' | 'paid' | 'declined') {
  const { id } = await provider.createCheckout(
    checkoutRequest({ capture: outcome === 'paid' ? 'automatic' : 'manual' }),
  );
  fake.complete(id, { outcome });
  return { id, paymentId: fake.sessions.get(id)!.payment_intent! };
}

const providerError = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(PaymentProviderError);
      return error as PaymentProviderError;
    },
  );

describe('createCheckout', () => {
  it('sends one priced line, the hold, our reference and our idempotency key', async () => {
    const request = checkoutRequest();
    const checkout = await provider.createCheckout(request);

    expect(checkout).toEqual({ id: expect.stringMatching(/^cs_/), url: fake.sessions.get(checkout.id)?.url });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: request.idempotencyKey,
    });
    expect(sent?.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '2500', product_data: { name: request.description } },
        },
      ],
      payment_intent_data: {
        capture_method: 'manual',
        description: request.description,
        metadata: { reference: request.reference },
      },
      metadata: { reference: request.reference },
      client_reference_id: request.reference,
      customer_email: 'guest@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
    });
  });

  it('leaves out the email when there is none', async () => {
    await provider.createCheckout(checkoutRequest({ customerEmail: undefined, capture: 'automatic' }));
    expect(fake.requests[0]?.body).not.toHaveProperty('customer_email');
    expect(fake.requests[0]?.body.payment_intent_data).toMatchObject({ capture_method: 'automatic' });
  });

  it('answers the same checkout to a create retried with the same key', async () => {
    const request = checkoutRequest();
    const first = await provider.createCheckout(request);
    const again = await provider.createCheckout(request);

    expect(again).toEqual(first);
    expect(fake.sessions.size).toBe(1);
    expect(fake.requests.filter((sent) => sent.idempotencyKey === request.idempotencyKey)).toHaveLength(2);
  });

  it('is refused, for good, when a retry under the same key changes what it asks', async () => {
    const request = checkoutRequest();
    await provider.createCheckout(request);
    const error = await providerError(provider.createCheckout({ ...request, amountCents: 3000 }));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('idempotency_error');
    expect(fake.sessions.size).toBe(1);
  });

  it('moves an expiry Stripe would refuse into its 30 minute to 24 hour window', async () => {
    const soon = await provider.createCheckout(
      checkoutRequest({ expiresAt: new Date(Date.now() + 5 * MINUTE) }),
    );
    const late = await provider.createCheckout(
      checkoutRequest({ expiresAt: new Date(Date.now() + 72 * 60 * MINUTE) }),
    );
    const nowSeconds = Date.now() / 1000;
    expect(fake.sessions.get(soon.id)!.expires_at - nowSeconds).toBeGreaterThan(30 * 60);
    expect(fake.sessions.get(late.id)!.expires_at - nowSeconds).toBeLessThan(24 * 60 * 60);
  });

  it('keeps an expiry already inside the window, to the second', () => {
    const now = Date.UTC(2026, 5, 12, 22, 0, 0);
    expect(checkoutExpiry(new Date(now + 45 * MINUTE + 999), now)).toBe((now + 45 * MINUTE) / 1000);
    expect(checkoutExpiry(new Date(now), now)).toBe((now + 31 * MINUTE) / 1000);
    expect(checkoutExpiry(new Date(now + 48 * 60 * MINUTE), now)).toBe(
      (now + 24 * 60 * MINUTE - MINUTE) / 1000,
    );
  });
});

describe('getCheckout', () => {
  it('reads an open checkout, asking Stripe to expand its payment and charge', async () => {
    const { id } = await provider.createCheckout(checkoutRequest());
    expect(await provider.getCheckout(id)).toEqual({
      id,
      status: 'open',
      paymentId: null,
      paymentStatus: 'none',
      amountReceivedCents: 0,
      amountRefundedCents: 0,
      lastDecline: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/checkout/sessions/${id}`,
      body: { expand: ['payment_intent', 'payment_intent.latest_charge'] },
    });
  });

  it('reads a hold', async () => {
    const { id, paymentId } = await checkoutEndingIn('held');
    expect(await provider.getCheckout(id)).toMatchObject({
      status: 'complete',
      paymentId,
      paymentStatus: 'requires_capture',
      amountReceivedCents: 0,
    });
  });

  it('reads a payment taken', async () => {
    const { id, paymentId } = await checkoutEndingIn('paid');
    expect(await provider.getCheckout(id)).toMatchObject({
      status: 'complete',
      paymentId,
      paymentStatus: 'succeeded',
      amountReceivedCents: 2500,
      amountRefundedCents: 0,
    });
  });

  it('reads a declined card, with why', async () => {
    const { id, paymentId } = await checkoutEndingIn('declined');
    expect(await provider.getCheckout(id)).toMatchObject({
      status: 'open',
      paymentId,
      paymentStatus: 'requires_payment_method',
      amountReceivedCents: 0,
      lastDecline: 'Your card has insufficient funds.',
    });
  });

  it('reads an expired checkout', async () => {
    const { id } = await provider.createCheckout(checkoutRequest());
    fake.expire(id);
    expect(await provider.getCheckout(id)).toMatchObject({ status: 'expired', paymentStatus: 'none' });
  });

  it('reads the amount refunded', async () => {
    const { id, paymentId } = await checkoutEndingIn('paid');
    await provider.refund(paymentId, 1000, key());
    expect(await provider.getCheckout(id)).toMatchObject({
      amountReceivedCents: 2500,
      amountRefundedCents: 1000,
    });
  });

  it('answers an unknown checkout with a refusal', async () => {
    const error = await providerError(provider.getCheckout('cs_test_nothing'));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('resource_missing');
  });
});

describe('moving the money', () => {
  it('captures a hold, and a second capture (say after a crash) is fine', async () => {
    const { id, paymentId } = await checkoutEndingIn('held');
    await provider.capture(paymentId, key());
    await provider.capture(paymentId, key());

    expect(await provider.getCheckout(id)).toMatchObject({
      paymentStatus: 'succeeded',
      amountReceivedCents: 2500,
    });
    const captures = fake.requests.filter((sent) => sent.path === `/v1/payment_intents/${paymentId}/capture`);
    expect(captures).toHaveLength(2);
  });

  it('replays a capture retried with the same key', async () => {
    const { paymentId } = await checkoutEndingIn('held');
    const same = key();
    await provider.capture(paymentId, same);
    await provider.capture(paymentId, same);
    expect(fake.requests.filter((sent) => sent.idempotencyKey === same)).toHaveLength(2);
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('succeeded');
  });

  it('releases a hold (no refund counted), and a second release is fine', async () => {
    const { id, paymentId } = await checkoutEndingIn('held');
    await provider.release(paymentId, key());
    await provider.release(paymentId, key());

    expect(await provider.getCheckout(id)).toMatchObject({
      paymentStatus: 'canceled',
      amountReceivedCents: 0,
      amountRefundedCents: 0,
    });
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('canceled');
  });

  it('refuses to capture a released hold, or release a payment taken', async () => {
    const held = await checkoutEndingIn('held');
    await provider.release(held.paymentId, key());
    const capture = await providerError(provider.capture(held.paymentId, key()));
    expect(capture.retryable).toBe(false);
    expect(capture.message).toContain('payment_intent_unexpected_state');

    const paid = await checkoutEndingIn('paid');
    expect((await providerError(provider.release(paid.paymentId, key()))).retryable).toBe(false);
  });

  it('refunds part of a payment and answers the refund id', async () => {
    const { paymentId } = await checkoutEndingIn('paid');
    const refundKey = key();
    const { refundId } = await provider.refund(paymentId, 1500, refundKey);

    expect(fake.refunds.get(refundId)).toMatchObject({ amount: 1500, payment_intent: paymentId });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: refundKey,
      body: { payment_intent: paymentId, amount: '1500' },
    });
    const tooMuch = await providerError(provider.refund(paymentId, 1001, key()));
    expect(tooMuch.retryable).toBe(false);
  });
});

describe('expireCheckout', () => {
  it('expires an open checkout, and an expired one again without complaint', async () => {
    const { id } = await provider.createCheckout(checkoutRequest());
    await provider.expireCheckout(id, key());
    await provider.expireCheckout(id, key());
    expect(fake.sessions.get(id)?.status).toBe('expired');
  });

  it('refuses to expire a completed checkout', async () => {
    const { id } = await checkoutEndingIn('held');
    const error = await providerError(provider.expireCheckout(id, key()));
    expect(error.retryable).toBe(false);
    expect(fake.sessions.get(id)?.status).toBe('complete');
  });
});

describe('errors', () => {
  it('gives up on 503s after the SDK retries, creating nothing, as worth retrying later', async () => {
    fake.failNext(503, 3);
    const request = checkoutRequest();
    const error = await providerError(provider.createCheckout(request));

    expect(error.retryable).toBe(true);
    expect(fake.sessions.size).toBe(0);
    expect(fake.requests.map((sent) => sent.idempotencyKey)).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
  });

  it('gets through when a retry of the SDK succeeds', async () => {
    fake.failNext(500, 2);
    const { id } = await provider.createCheckout(checkoutRequest());
    expect(fake.sessions.has(id)).toBe(true);
    expect(fake.requests).toHaveLength(3);
  });

  it('answers a 400 as a refusal, not retried', async () => {
    fake.failNext(400);
    const error = await providerError(provider.createCheckout(checkoutRequest()));
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a rate limit as worth retrying', async () => {
    fake.failNext(429);
    expect((await providerError(provider.createCheckout(checkoutRequest()))).retryable).toBe(true);
  });

  it('answers a wrong key as a refusal whose message holds no key', async () => {
    const otherKey = 'sk_test_wrongwrongwrong987654';
    const wrong = new StripeProvider({
      secretKey: otherKey,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
    });
    const error = await providerError(wrong.createCheckout(checkoutRequest()));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('Invalid API Key');
    expect(error.message).not.toContain(otherKey);
  });

  it('answers Stripe out of reach as worth retrying', async () => {
    const gone = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    await gone.close();
    const cut = new StripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: gone.url,
    });
    expect((await providerError(cut.getCheckout('cs_test_any'))).retryable).toBe(true);
  });

  it('takes any key out of the message', () => {
    const raw = {
      message: `Bad key ${SECRET_KEY}, also rk_live_abcdef123456`,
      type: 'invalid_request_error' as const,
    };
    const error = toProviderError(new Stripe.errors.StripeInvalidRequestError(raw), 'do it', SECRET_KEY);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).not.toMatch(/[sr]k_(test|live)_\w/);
  });
});

describe('verifyWebhook', () => {
  it('reads a signed checkout event: the checkout, the payment and our reference', async () => {
    const request = checkoutRequest();
    const { id } = await provider.createCheckout(request);
    fake.complete(id, { outcome: 'held' });
    const { body, signature } = fake.webhook('checkout.session.completed', id);

    expect(provider.verifyWebhook(Buffer.from(body), signature)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'checkout.session.completed',
      reference: request.reference,
      checkoutId: id,
      paymentId: fake.sessions.get(id)?.payment_intent,
    });
  });

  it('reads a signed payment event', async () => {
    const { paymentId } = await checkoutEndingIn('held');
    const { body, signature } = fake.webhook('payment_intent.amount_capturable_updated', paymentId);
    expect(provider.verifyWebhook(Buffer.from(body), signature)).toMatchObject({
      checkoutId: null,
      paymentId,
    });
  });

  it('refuses a wrong secret, a changed body, a missing header', async () => {
    const { id } = await checkoutEndingIn('held');
    const { body, signature } = fake.webhook('checkout.session.completed', id);
    const otherSecret = new StripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_other',
      apiBase: fake.url,
    });

    expect(() => otherSecret.verifyWebhook(Buffer.from(body), signature)).toThrow(WebhookSignatureError);
    const changed = body.replace('"amount_total": 2500', '"amount_total": 1');
    expect(changed).not.toBe(body);
    expect(() => provider.verifyWebhook(Buffer.from(changed), signature)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(Buffer.from(body), undefined)).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than five minutes, and takes one a little younger', async () => {
    const { id } = await checkoutEndingIn('held');
    const old = fake.webhook('checkout.session.completed', id, {
      signedAt: new Date(Date.now() - 6 * MINUTE),
    });
    const recent = fake.webhook('checkout.session.completed', id, {
      signedAt: new Date(Date.now() - 4 * MINUTE),
    });

    expect(() => provider.verifyWebhook(Buffer.from(old.body), old.signature)).toThrow(WebhookSignatureError);
    expect(provider.verifyWebhook(Buffer.from(recent.body), recent.signature).checkoutId).toBe(id);
  });
});
