import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { checkoutRequest, type StandinHarness, standinHarness } from '../testing/standin-payments.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import { StandinProvider } from './standin-provider.ts';

const START = new Date('2026-11-27T03:00:00Z');
let now = START;
let database: DatabaseHandle;
let h: StandinHarness;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());
beforeEach(() => {
  now = START;
  h = standinHarness(database.db, () => now);
});

const create = (overrides: Parameters<typeof checkoutRequest>[1] = {}) =>
  h.provider.createCheckout(checkoutRequest(now, overrides));

const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

/** A refusal, not a failure worth retrying. */
const refusal = (message: RegExp) =>
  expect.objectContaining({
    name: PaymentProviderError.name,
    retryable: false,
    message: expect.stringMatching(message),
  });

describe('creating a checkout', () => {
  test('is idempotent on the key: a retry answers the same checkout, on our own origin', async () => {
    const request = checkoutRequest(now);
    const first = await h.provider.createCheckout(request);
    const again = await h.provider.createCheckout(request);
    expect(again).toEqual(first);
    expect(first.id).toMatch(/^cs_test_[0-9a-f]{24}$/);
    expect(first.url).toBe(`/dev/checkout/${first.id}`);
    const other = await h.provider.createCheckout({
      ...request,
      idempotencyKey: `${request.idempotencyKey}:2`,
    });
    expect(other.id).not.toBe(first.id);
    expect(await h.provider.getCheckout(first.id)).toEqual({
      id: first.id,
      status: 'open',
      paymentId: null,
      paymentStatus: 'none',
      amountReceivedCents: 0,
      amountRefundedCents: 0,
      lastDecline: null,
    });
    expect(h.takeEvents()).toEqual([]);
  });

  test('refuses a key reused for another amount, and amounts that are not whole cents', async () => {
    const request = checkoutRequest(now);
    await h.provider.createCheckout(request);
    await expect(h.provider.createCheckout({ ...request, amountCents: 30_000 })).rejects.toEqual(
      refusal(/already used for a different checkout/),
    );
    await expect(create({ amountCents: 0 })).rejects.toEqual(refusal(/positive whole number/));
    await expect(create({ amountCents: 10.5 })).rejects.toEqual(refusal(/positive whole number/));
  });

  test('an unknown checkout is refused', async () => {
    await expect(h.provider.getCheckout('cs_test_nope')).rejects.toEqual(refusal(/No such checkout/));
  });
});

describe('paying with the test cards', () => {
  test('a card that works on a hold: authorised, nothing received yet, two signed events', async () => {
    const { id } = await create();
    const result = await h.provider.pay(id, 'works');
    expect(result?.outcome).toBe('complete');
    const state = await h.provider.getCheckout(id);
    expect(state).toMatchObject({
      status: 'complete',
      paymentId: expect.stringMatching(/^pi_test_/),
      paymentStatus: 'requires_capture',
      amountReceivedCents: 0,
      lastDecline: null,
    });
    const events = h.takeEvents();
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);
    const reference = result?.checkout.reference;
    expect(events[0]!.verified).toMatchObject({ reference, checkoutId: null, paymentId: state.paymentId });
    expect(events[0]!.object).toMatchObject({
      object: 'payment_intent',
      status: 'requires_capture',
      amount: 20_000,
    });
    expect(events[1]!.verified).toMatchObject({ reference, checkoutId: id, paymentId: state.paymentId });
    expect(events[1]!.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
  });

  test('a card that works on a payment: taken at once', async () => {
    const { id } = await create({ capture: 'automatic', amountCents: 5_000 });
    await h.provider.pay(id, 'works');
    expect(await h.provider.getCheckout(id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'succeeded',
      amountReceivedCents: 5_000,
    });
    const events = h.takeEvents();
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    expect(events[1]!.object).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  test('a declined card leaves the checkout open with the reason, and another card can follow', async () => {
    const { id } = await create();
    expect((await h.provider.pay(id, 'declined'))?.outcome).toBe('declined');
    expect(await h.provider.getCheckout(id)).toMatchObject({
      status: 'open',
      paymentId: expect.stringMatching(/^pi_test_/),
      paymentStatus: 'requires_payment_method',
      lastDecline: 'Your card was declined.',
    });
    const [failed, ...rest] = h.takeEvents();
    expect(rest).toEqual([]);
    expect(failed!.type).toBe('payment_intent.payment_failed');
    expect(failed!.object).toMatchObject({ last_payment_error: { message: 'Your card was declined.' } });

    await h.provider.pay(id, 'works');
    expect(await h.provider.getCheckout(id)).toMatchObject({ status: 'complete', lastDecline: null });
  });

  test('3-D Secure waits for the bank, then completes', async () => {
    const { id } = await create();
    expect((await h.provider.pay(id, '3ds'))?.outcome).toBe('authenticate');
    expect(await h.provider.getCheckout(id)).toMatchObject({
      status: 'open',
      paymentStatus: 'requires_action',
    });
    expect(h.takeEvents().map((e) => e.type)).toEqual(['payment_intent.requires_action']);
    expect((await h.provider.authenticate(id, 'complete'))?.outcome).toBe('complete');
    expect(await h.provider.getCheckout(id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'requires_capture',
    });
    expect(h.takeEvents().map((e) => e.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);
  });

  test('failed 3-D Secure is a decline with its own reason; answering again is refused', async () => {
    const { id } = await create();
    await h.provider.pay(id, '3ds');
    expect((await h.provider.authenticate(id, 'fail'))?.outcome).toBe('declined');
    expect(await h.provider.getCheckout(id)).toMatchObject({
      status: 'open',
      paymentStatus: 'requires_payment_method',
      lastDecline: 'We could not authenticate your card.',
    });
    expect((await h.provider.authenticate(id, 'complete'))?.outcome).toBe('closed');
    expect(h.takeEvents().map((e) => e.type)).toEqual([
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
    ]);
  });

  test('a completed checkout cannot be paid twice', async () => {
    const { id } = await create();
    await h.provider.pay(id, 'works');
    h.takeEvents();
    expect((await h.provider.pay(id, 'works'))?.outcome).toBe('closed');
    expect((await h.provider.pay(id, 'declined'))?.outcome).toBe('closed');
    expect(h.takeEvents()).toEqual([]);
    expect(await h.provider.pay('cs_test_nope', 'works')).toBeUndefined();
  });
});

describe('expiry', () => {
  test('an open checkout read after its expiry is expired, and says so once', async () => {
    const { id } = await create({ expiresAt: minutes(30) });
    now = minutes(29);
    expect((await h.provider.getCheckout(id)).status).toBe('open');
    now = minutes(30);
    expect((await h.provider.getCheckout(id)).status).toBe('expired');
    expect((await h.provider.getCheckout(id)).status).toBe('expired');
    const events = h.takeEvents();
    expect(events.map((e) => e.type)).toEqual(['checkout.session.expired']);
    expect(events[0]!.verified).toMatchObject({ checkoutId: id, paymentId: null });
    expect(events[0]!.object).toMatchObject({ status: 'expired' });
    expect((await h.provider.pay(id, 'works'))?.outcome).toBe('closed');
    expect(h.takeEvents()).toEqual([]);
  });

  test('expireCheckout ends an open checkout once; a paid one cannot be expired', async () => {
    const { id } = await create();
    await h.provider.expireCheckout(id, 'expire-1');
    await h.provider.expireCheckout(id, 'expire-1');
    expect((await h.provider.getCheckout(id)).status).toBe('expired');
    expect(h.takeEvents().map((e) => e.type)).toEqual(['checkout.session.expired']);

    const paid = await create();
    await h.provider.pay(paid.id, 'works');
    await expect(h.provider.expireCheckout(paid.id, 'expire-2')).rejects.toEqual(refusal(/complete/));
    await expect(h.provider.expireCheckout('cs_test_nope', 'expire-3')).rejects.toEqual(
      refusal(/No such checkout/),
    );
  });
});

/** A completed checkout (a hold, unless `automatic`), its events already read. */
async function paidCheckout(capture: 'manual' | 'automatic' = 'manual') {
  const { id } = await create({ capture });
  await h.provider.pay(id, 'works');
  h.takeEvents();
  const state = await h.provider.getCheckout(id);
  return { id, paymentId: state.paymentId! };
}

describe('capture and release', () => {
  test('capturing a hold takes the amount, once', async () => {
    const { id, paymentId } = await paidCheckout();
    await h.provider.capture(paymentId, 'capture-1');
    await h.provider.capture(paymentId, 'capture-1');
    expect(await h.provider.getCheckout(id)).toMatchObject({
      paymentStatus: 'succeeded',
      amountReceivedCents: 20_000,
    });
    const events = h.takeEvents();
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
    expect(events[0]!.verified.paymentId).toBe(paymentId);
    await expect(h.provider.release(paymentId, 'release-1')).rejects.toEqual(
      refusal(/Only a held payment can be released; this one is succeeded/),
    );
  });

  test('releasing a hold cancels it, once; a released hold cannot be captured', async () => {
    const { id, paymentId } = await paidCheckout();
    await h.provider.release(paymentId, 'release-1');
    await h.provider.release(paymentId, 'release-1');
    expect(await h.provider.getCheckout(id)).toMatchObject({
      paymentStatus: 'canceled',
      amountReceivedCents: 0,
    });
    expect(h.takeEvents().map((e) => e.type)).toEqual(['payment_intent.canceled']);
    await expect(h.provider.capture(paymentId, 'capture-1')).rejects.toEqual(
      refusal(/Only a held payment can be captured; this one is canceled/),
    );
  });

  test('a payment taken at once needs no capture; unknown payments are refused', async () => {
    const { paymentId } = await paidCheckout('automatic');
    await h.provider.capture(paymentId, 'capture-1');
    expect(h.takeEvents()).toEqual([]);
    await expect(h.provider.capture('pi_test_nope', 'capture-2')).rejects.toEqual(refusal(/No such payment/));
    await expect(h.provider.release('pi_test_nope', 'release-2')).rejects.toEqual(refusal(/No such payment/));
  });
});

describe('refunds', () => {
  test('give back at most what was taken, once per idempotency key', async () => {
    const { id, paymentId } = await paidCheckout('automatic');
    const first = await h.provider.refund(paymentId, 5_000, 'refund-a');
    expect(first.refundId).toMatch(/^re_test_[0-9a-f]{24}$/);
    expect(await h.provider.refund(paymentId, 5_000, 'refund-a')).toEqual(first);
    expect((await h.provider.getCheckout(id)).amountRefundedCents).toBe(5_000);
    const events = h.takeEvents();
    expect(events.map((e) => e.type)).toEqual(['charge.refunded']);
    expect(events[0]!.verified).toMatchObject({ paymentId });
    expect(events[0]!.object).toMatchObject({ object: 'charge', amount_refunded: 5_000, refunded: false });

    await expect(h.provider.refund(paymentId, 15_001, 'refund-b')).rejects.toEqual(
      refusal(/\$150\.01 is more than the \$150\.00 left to refund/),
    );
    const rest = await h.provider.refund(paymentId, 15_000, 'refund-b');
    expect(rest.refundId).not.toBe(first.refundId);
    expect((await h.provider.getCheckout(id)).amountRefundedCents).toBe(20_000);
    expect(h.takeEvents()[0]!.object).toMatchObject({ amount_refunded: 20_000, refunded: true });
  });

  test('refuses a hold, a reused key with another amount, and amounts that are not whole cents', async () => {
    const hold = await paidCheckout();
    await expect(h.provider.refund(hold.paymentId, 1_000, 'refund-c')).rejects.toEqual(
      refusal(/Only a payment that was taken can be refunded; this one is requires_capture/),
    );
    const taken = await paidCheckout('automatic');
    await h.provider.refund(taken.paymentId, 1_000, 'refund-d');
    await expect(h.provider.refund(taken.paymentId, 2_000, 'refund-d')).rejects.toEqual(
      refusal(/already used for a different refund/),
    );
    await expect(h.provider.refund(taken.paymentId, 0, 'refund-e')).rejects.toEqual(
      refusal(/positive whole number/),
    );
    expect((await h.provider.getCheckout(taken.id)).amountRefundedCents).toBe(1_000);
  });
});

describe('webhook delivery', () => {
  test('a failing delivery is logged and the payment still stands', async () => {
    const { id } = await create({ capture: 'automatic' });
    h.failDeliveries();
    expect((await h.provider.pay(id, 'works'))?.outcome).toBe('complete');
    expect((await h.provider.getCheckout(id)).paymentStatus).toBe('succeeded');
    expect(h.logged.map((entry) => entry.message)).toEqual([
      'The stand-in could not deliver its payment_intent.succeeded webhook',
      'The stand-in could not deliver its checkout.session.completed webhook',
    ]);
    expect(h.logged[0]!.error).toBeInstanceOf(Error);
  });

  test('verifyWebhook accepts the stand-in’s own signature and refuses a tampered body', async () => {
    const signed: { rawBody: Buffer; signature: string }[] = [];
    const provider = new StandinProvider({
      db: database.db,
      webhookSecret: 'whsec_other',
      clock: () => now,
      deliver: async (rawBody, signature) => {
        signed.push({ rawBody, signature });
      },
    });
    const { id } = await provider.createCheckout(checkoutRequest(now));
    await provider.pay(id, 'declined');
    const { rawBody, signature } = signed[0]!;
    expect(provider.verifyWebhook(rawBody, signature)).toMatchObject({
      type: 'payment_intent.payment_failed',
    });
    const tampered = Buffer.from(rawBody.toString().replace('declined', 'accepted'));
    expect(() => provider.verifyWebhook(tampered, signature)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(rawBody, undefined)).toThrow(WebhookSignatureError);
  });
});
