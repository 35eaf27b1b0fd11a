import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notifications, payments } from '../../db/schema.ts';
import { StripeProvider } from '../../payments/stripe-provider.ts';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.ts';
import { insertClub } from '../../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../../testing/members.ts';
import { BOOTH, reservationApi } from '../../testing/reservations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PAYMENT_MESSAGES } from './deposit-rules.ts';

// The deposit flow with the real Stripe provider, against a local fake of Stripe's API.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const WEBHOOK_SECRET = 'whsec_test_deposits';
const DEPOSIT = 16_331;

let fake: FakeStripe;
let t: TestApp;
let admin: Member;
let api: ReturnType<typeof reservationApi>;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    now: NOW,
    env: { PUBLIC_URL: 'https://nightlist.test' },
    payments: new StripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
    }),
  });
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    reservationsEnabled: true,
    tableTypes: [BOOTH],
    taxRate: 8.875,
    serviceCharge: 20,
    depositPercent: 25,
  });
  admin = await createAdmin(t.database.db);
  api = reservationApi(t, { clubId: club.id, date: FRIDAY });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function book(member: Member) {
  const response = await api.create(member);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function paymentOf(reservationId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.reservationId, reservationId));
  return row!;
}

function postWebhook(event: { body: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });
}

const state = async (member: Member, id: string) =>
  (await api.get(member, `/api/reservations/${id}`)).json().deposit.state as string;

describe('deposits with Stripe', () => {
  test('the checkout carries the hold, the amount, the return address and our idempotency key', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    const payment = await paymentOf(created.id);
    const call = fake.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/checkout/sessions' &&
        r.idempotencyKey === `checkout:${payment.id}`,
    );
    expect(call).toBeDefined();
    expect(call!.body).toMatchObject({
      mode: 'payment',
      success_url: `https://nightlist.test/my-reservations/${created.id}?checkout=done`,
      cancel_url: `https://nightlist.test/my-reservations/${created.id}?checkout=back`,
      payment_intent_data: { capture_method: 'manual', metadata: { reference: payment.id } },
    });
    expect(JSON.stringify(call!.body)).toContain(String(DEPOSIT));
    expect(created.deposit.checkoutUrl).toBe(fake.sessions.get(payment.checkoutId!)!.url);
  });

  test('a webhook that never arrives: the reconciler reads the payment from Stripe', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    const payment = await paymentOf(created.id);
    fake.complete(payment.checkoutId!, { outcome: 'held' });
    expect(await state(member, created.id)).toBe('pending');
    t.setNow(new Date(NOW.getTime() + 3 * 60_000));
    try {
      await t.app.paymentsReconciler.runOnce();
    } finally {
      t.setNow(NOW);
    }
    expect(await state(member, created.id)).toBe('held');
  });

  test('webhooks from Stripe: applied once, and a late "expired" does not undo a payment', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    const payment = await paymentOf(created.id);
    fake.complete(payment.checkoutId!, { outcome: 'held' });
    const completed = fake.webhook('checkout.session.completed', payment.checkoutId!);
    expect((await postWebhook(completed)).json().outcome).toBe('applied');
    expect((await postWebhook(completed)).json().outcome).toBe('duplicate');
    expect(
      (await postWebhook(fake.webhook('checkout.session.expired', payment.checkoutId!))).json().outcome,
    ).toBe('applied');
    expect(await state(member, created.id)).toBe('held');
  });

  test('confirming takes the hold, with a receipt even before Stripe’s webhook comes', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    const payment = await paymentOf(created.id);
    fake.complete(payment.checkoutId!, { outcome: 'held' });
    await postWebhook(fake.webhook('checkout.session.completed', payment.checkoutId!));
    expect((await api.setStatus(admin, created.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await state(member, created.id)).toBe('paid');
    expect(fake.paymentIntents.get((await paymentOf(created.id)).providerPaymentId!)!.status).toBe(
      'succeeded',
    );
    const receipts = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'deposit-paid')));
    expect(receipts.map((r) => r.title).sort()).toEqual([
      'Deposit of $163.31 held',
      'Receipt: deposit of $163.31 paid',
    ]);
    // Stripe's own event for the capture, arriving after: nothing more.
    const intent = (await paymentOf(created.id)).providerPaymentId!;
    expect((await postWebhook(fake.webhook('payment_intent.succeeded', intent))).statusCode).toBe(200);
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'deposit-paid')));
    expect(after).toHaveLength(2);
  });

  test('Stripe down when booking: the request is kept, nothing charged, and paying again works', async () => {
    const member = await createMember(t.database.db);
    const sessionsBefore = fake.sessions.size;
    // Down for longer than the SDK retries.
    fake.failNext(503, 10);
    const created = await book(member);
    fake.recover();
    expect(created.status).toBe('requested');
    expect(created.deposit).toMatchObject({
      state: 'failed',
      failure: PAYMENT_MESSAGES.providerDown,
      checkoutUrl: null,
    });
    expect(fake.sessions.size).toBe(sessionsBefore);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${created.id}/deposit`,
      headers: { cookie: member.cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().deposit.state, again.json().deposit.failure).toBe('pending');
    expect(fake.sessions.size).toBe(sessionsBefore + 1);
  });

  test('Stripe down when declining: nothing changes, and the retry releases the hold once', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    const payment = await paymentOf(created.id);
    fake.complete(payment.checkoutId!, { outcome: 'held' });
    await postWebhook(fake.webhook('checkout.session.completed', payment.checkoutId!));
    expect(await state(member, created.id)).toBe('held');

    fake.failNext(503, 10);
    const refused = await api.setStatus(admin, created.id, { status: 'declined' });
    fake.recover();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('payment_provider_unavailable');
    const unchanged = (await api.get(member, `/api/reservations/${created.id}`)).json();
    expect(unchanged.status).toBe('requested');
    expect(unchanged.deposit.state).toBe('held');

    expect((await api.setStatus(admin, created.id, { status: 'declined' })).statusCode).toBe(200);
    expect(await state(member, created.id)).toBe('released');
    const intentId = (await paymentOf(created.id)).providerPaymentId!;
    expect(fake.paymentIntents.get(intentId)!.status).toBe('canceled');
    const cancels = fake.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    expect(new Set(cancels.map((r) => r.idempotencyKey))).toEqual(new Set([`release:${payment.id}`]));
  });
});
