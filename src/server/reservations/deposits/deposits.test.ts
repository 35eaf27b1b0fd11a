import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deriveAuthKeys, resolveAuthSecret } from '../../auth/auth-secret.ts';
import { cashbackLedger, notifications, paymentEvents, payments, standinCheckouts } from '../../db/schema.ts';
import { signStripeWebhook } from '../../payments/stripe-events.ts';
import { insertClub } from '../../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../../testing/members.ts';
import { arrivalOf, atTime, BOOTH, reservationApi, VIP_TABLE } from '../../testing/reservations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PAYMENT_MESSAGES } from './deposit-rules.ts';

// Thursday afternoon in New York; Friday's table is a day away (a hold), a table in two weeks is paid.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const IN_TWO_WEEKS = '2026-12-11';
// Friday's tables are due at 23:00: completed from then, a no-show a minute later.
const FRIDAY_ARRIVAL = arrivalOf(FRIDAY);
const FRIDAY_LATE = new Date(FRIDAY_ARRIVAL.getTime() + 60_000);

// A $500 booth: + 20% service = $600; + 8.875% tax on that = $53.25; $653.25 all in; 25% = $163.31.
const BOOTH_DEPOSIT = 16_331;

let t: TestApp;
let clubId: string;
let admin: Member;
let api: ReturnType<typeof reservationApi>;
let webhookSecret: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    reservationsEnabled: true,
    reservationCashback: 10,
    tableTypes: [BOOTH, VIP_TABLE],
    taxRate: 8.875,
    serviceCharge: 20,
    depositPercent: 25,
    cancellationCutoffHours: 24,
  });
  clubId = club.id;
  admin = await createAdmin(t.database.db);
  api = reservationApi(t, { clubId, date: FRIDAY });
  webhookSecret = deriveAuthKeys(await resolveAuthSecret(t.database.db, undefined)).standinWebhook;
});
afterAll(() => t?.close());

async function book(member: Member, body: Record<string, unknown> = {}) {
  const response = await api.create(member, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function read(member: Member, id: string) {
  return (await api.get(member, `/api/reservations/${id}`)).json();
}

/** The guest on the stand-in's checkout page, paying with one of its test cards. */
async function payAtCheckout(checkoutUrl: string, card: 'works' | 'declined' | '3ds') {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card=${card}`,
  });
}

async function balanceCents(member: Member) {
  return (await api.get(member, '/api/cashback')).json().balanceCents as number;
}

async function kinds(member: Member) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
  return rows.map((row) => row.kind);
}

describe('the all-in price', () => {
  test('is quoted in cents when booking and kept on the reservation', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    expect(created.price).toEqual({
      minimumCents: 50_000,
      serviceCharge: 20,
      serviceCents: 10_000,
      taxRate: 8.875,
      taxCents: 5_325,
      totalCents: 65_325,
      depositCents: BOOTH_DEPOSIT,
      restCents: 65_325 - BOOTH_DEPOSIT,
    });
    const options = (await api.get(member, `/api/clubs/${clubId}/reservation-options?date=${FRIDAY}`)).json();
    expect(options.pricing).toEqual({ serviceCharge: 20, taxRate: 8.875, depositPercent: 25 });
  });
});

describe('a deposit through the stand-in checkout', () => {
  test('held on requesting, taken on confirming, counted against the bill on completing', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    expect(created.deposit).toMatchObject({
      state: 'pending',
      amountCents: BOOTH_DEPOSIT,
      capture: 'manual',
    });
    expect(created.deposit.checkoutUrl).toMatch(/^\/dev\/checkout\/cs_/);

    const page = await t.app.inject({ method: 'GET', url: created.deposit.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$163.31');

    const paid = await payAtCheckout(created.deposit.checkoutUrl, 'works');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/my-reservations/${created.id}?checkout=done`);
    const held = await read(member, created.id);
    expect(held.deposit.state).toBe('held');
    expect(held.deposit.checkoutUrl).toBeNull();
    expect(await kinds(member)).toContain('deposit-paid');

    expect((await api.setStatus(admin, created.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await read(member, created.id)).deposit.state).toBe('paid');
    const [intent] = await t.database.db
      .select()
      .from(standinCheckouts)
      .where(eq(standinCheckouts.reference, held.deposit.payments[0].id));
    expect(intent!.intentStatus).toBe('succeeded');

    const completed = await atTime(t, FRIDAY_ARRIVAL, NOW, () =>
      api.setStatus(admin, created.id, { status: 'completed', amountSpent: 700 }),
    );
    expect(completed.statusCode).toBe(200);
    const done = await read(member, created.id);
    expect(done.deposit.state).toBe('applied');
    expect(done.cashbackEarned).toBe(70);
    const events = await t.database.db
      .select({ kind: paymentEvents.kind, amount: paymentEvents.amountCents })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, held.deposit.payments[0].id));
    expect(events.map((e) => e.kind).sort()).toEqual(['applied', 'checkout', 'held', 'paid']);
  });

  test('a table cannot be confirmed before its deposit is paid, and declining then releases nothing', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    const refused = await api.setStatus(admin, created.id, { status: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('deposit_not_secured');
    expect((await read(member, created.id)).status).toBe('requested');

    expect((await api.setStatus(admin, created.id, { status: 'declined' })).statusCode).toBe(200);
    const declined = await read(member, created.id);
    expect(declined.deposit).toMatchObject({
      state: 'failed',
      failure: PAYMENT_MESSAGES.withdrawn,
      refundedCents: 0,
    });
    // The checkout left open can no longer be paid.
    const late = await payAtCheckout(created.deposit.checkoutUrl, 'works');
    expect((await read(member, created.id)).deposit.state).toBe('failed');
    expect([200, 303, 409, 410]).toContain(late.statusCode);
  });

  test('declining a held deposit lets the hold go in full, with a receipt', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    await payAtCheckout(created.deposit.checkoutUrl, 'works');
    expect((await api.setStatus(admin, created.id, { status: 'declined' })).statusCode).toBe(200);
    const after = await read(member, created.id);
    expect(after.status).toBe('declined');
    expect(after.deposit.state).toBe('released');
    expect(await kinds(member)).toContain('deposit-refunded');
  });

  test('a table weeks away is paid at once, and cancelling before the cut-off refunds it all', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member, { date: IN_TWO_WEEKS });
    expect(created.deposit.capture).toBe('automatic');
    await payAtCheckout(created.deposit.checkoutUrl, 'works');
    expect((await read(member, created.id)).deposit.state).toBe('paid');

    const cancelled = await api.cancel(member, created.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().deposit).toMatchObject({ state: 'refunded', refundedCents: BOOTH_DEPOSIT });
    // Cancelling again is refused, and refunds nothing more.
    expect((await api.cancel(member, created.id)).statusCode).toBe(409);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reservationId, created.id));
    expect(payment!.refundedCents).toBe(BOOTH_DEPOSIT);
  });

  test('a no-show keeps the deposit', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    await payAtCheckout(created.deposit.checkoutUrl, 'works');
    await api.setStatus(admin, created.id, { status: 'confirmed' });
    const noShow = await atTime(t, FRIDAY_LATE, NOW, () =>
      api.setStatus(admin, created.id, { status: 'no_show' }),
    );
    expect(noShow.statusCode).toBe(200);
    expect((await read(member, created.id)).deposit.state).toBe('forfeited');
  });

  test('a declined card says why and can be tried again; an abandoned checkout fails when it lapses', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    await payAtCheckout(created.deposit.checkoutUrl, 'declined');
    const declined = await read(member, created.id);
    expect(declined.deposit.state).toBe('pending');
    expect(declined.deposit.failure).toMatch(/declined/);

    // The guest walks away; an hour later the checkout has lapsed and the reconciler says so.
    t.setNow(new Date(NOW.getTime() + 2 * 3_600_000));
    try {
      await t.app.paymentsReconciler.runOnce();
      const lapsed = await read(member, created.id);
      expect(lapsed.deposit.state).toBe('failed');
      expect(lapsed.status).toBe('requested');

      const again = await t.app.inject({
        method: 'POST',
        url: `/api/reservations/${created.id}/deposit`,
        headers: { cookie: member.cookie },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().deposit.state).toBe('pending');
      expect(again.json().deposit.checkoutUrl).not.toBe(created.deposit.checkoutUrl);
      await payAtCheckout(again.json().deposit.checkoutUrl, 'works');
      expect((await read(member, created.id)).deposit.state).toBe('held');
      expect(
        (await read(member, created.id)).deposit.payments.map((p: { status: string }) => p.status),
      ).toEqual(['failed', 'held']);
    } finally {
      t.setNow(NOW);
    }
  });

  test('a double submit books one table and opens one checkout', async () => {
    const member = await createMember(t.database.db);
    const headers = { 'idempotency-key': 'book-once-0001' };
    const [a, b] = await Promise.all([api.create(member, {}, headers), api.create(member, {}, headers)]);
    const ids = [a, b].filter((r) => r.statusCode === 201).map((r) => r.json().id);
    expect(new Set(ids).size).toBe(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(rows).toHaveLength(1);
  });
});

describe('webhooks', () => {
  async function postWebhook(body: string, signature: string | undefined) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });
  }

  function eventFor(id: string, type: string, object: Record<string, unknown>) {
    return JSON.stringify({ id, object: 'event', type, created: 1, data: { object } });
  }

  test('a webhook whose signature does not verify is refused and changes nothing', async () => {
    const body = eventFor('evt_forged', 'checkout.session.completed', {
      object: 'checkout.session',
      id: 'cs_x',
    });
    for (const signature of [undefined, signStripeWebhook(body, 'whsec_not_ours', NOW), 't=1,v1=abc']) {
      const response = await postWebhook(body, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_signature');
    }
    const tampered = await postWebhook(
      body.replace('cs_x', 'cs_y'),
      signStripeWebhook(body, webhookSecret, NOW),
    );
    expect(tampered.statusCode).toBe(400);
  });

  test('received twice, it is applied once; out of order, the provider’s state wins', async () => {
    const member = await createMember(t.database.db);
    const created = await book(member);
    await payAtCheckout(created.deposit.checkoutUrl, 'works');
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reservationId, created.id));
    // A late "expired" for a checkout that was paid: re-read from the provider, the deposit stays held.
    const late = eventFor('evt_late_expired', 'checkout.session.expired', {
      object: 'checkout.session',
      id: payment!.checkoutId,
      metadata: { reference: payment!.id },
    });
    const first = await postWebhook(late, signStripeWebhook(late, webhookSecret, NOW));
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const second = await postWebhook(late, signStripeWebhook(late, webhookSecret, NOW));
    expect(second.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await read(member, created.id)).deposit.state).toBe('held');
    const held = await t.database.db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.paymentId} = ${payment!.id} and ${paymentEvents.kind} = 'held'`);
    expect(held).toHaveLength(1);
  });

  test('an event about a payment we do not know is acknowledged and ignored', async () => {
    const body = eventFor('evt_other', 'payment_intent.succeeded', {
      object: 'payment_intent',
      id: 'pi_someone_else',
    });
    const response = await postWebhook(body, signStripeWebhook(body, webhookSecret, NOW));
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('cashback spent on a deposit', () => {
  async function memberWithCashback(cents: number) {
    const member = await createMember(t.database.db);
    // Earned the usual way: a completed table at 10%.
    const earned = await book(member, { tableTypeId: null, partySize: 2 });
    expect(earned.deposit.state).toBe('none');
    await api.setStatus(admin, earned.id, { status: 'confirmed' });
    await atTime(t, FRIDAY_ARRIVAL, NOW, () =>
      api.setStatus(admin, earned.id, { status: 'completed', amountSpent: cents / 10 }),
    );
    expect(await balanceCents(member)).toBe(cents);
    return member;
  }

  test('pays a deposit wholly with no checkout, and comes back when the table is declined', async () => {
    const member = await memberWithCashback(20_000);
    const created = await book(member, { cashbackCents: BOOTH_DEPOSIT });
    expect(created.deposit).toMatchObject({
      state: 'paid',
      cashbackCents: BOOTH_DEPOSIT,
      cardCents: 0,
      checkoutUrl: null,
    });
    expect(await balanceCents(member)).toBe(20_000 - BOOTH_DEPOSIT);
    expect((await api.setStatus(admin, created.id, { status: 'confirmed' })).statusCode).toBe(200);

    const second = await book(member, { cashbackCents: 1_000 });
    expect(second.deposit).toMatchObject({
      state: 'pending',
      cashbackCents: 1_000,
      cardCents: BOOTH_DEPOSIT - 1_000,
    });
    expect(await balanceCents(member)).toBe(20_000 - BOOTH_DEPOSIT - 1_000);
    await api.setStatus(admin, second.id, { status: 'declined' });
    expect(await balanceCents(member)).toBe(20_000 - BOOTH_DEPOSIT);
    expect((await read(member, second.id)).deposit).toMatchObject({
      state: 'failed',
      cashbackReturnedCents: 1_000,
    });
    expect((await read(member, created.id)).deposit.cashbackReturnedCents).toBe(0);
    const ledger = await api.get(member, '/api/cashback');
    expect(
      ledger
        .json()
        .credits.map((c: { kind: string }) => c.kind)
        .sort(),
    ).toEqual(['earned', 'returned', 'spent', 'spent']);
  });

  test('more than the balance, or than the deposit, is refused with what to send', async () => {
    const member = await memberWithCashback(5_000);
    const over = await api.create(member, { cashbackCents: 5_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'cashback_insufficient',
      message: expect.stringContaining('$50.00'),
    });
    const overDeposit = await api.create(member, { cashbackCents: BOOTH_DEPOSIT + 1 });
    expect(overDeposit.statusCode).toBe(400);
    expect(overDeposit.json().code).toBe('cashback_over_deposit');
    expect(await balanceCents(member)).toBe(5_000);
  });

  test('spent twice at once, it is spent once: the balance never goes below zero', async () => {
    const member = await memberWithCashback(10_000);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api.create(member, { cashbackCents: 10_000 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'cashback_insufficient'),
    ).toBe(true);
    expect(await balanceCents(member)).toBe(0);
  });

  test('the ledger itself refuses an overdraw, whoever writes it', async () => {
    const member = await memberWithCashback(1_000);
    const created = await book(member);
    const refused = await t.database.db
      .insert(cashbackLedger)
      .values({ userId: member.id, reservationId: created.id, kind: 'spent', amountCents: -1001 })
      .then(() => null)
      .catch((error: Error) => error);
    expect(String((refused?.cause as Error | undefined)?.message ?? refused?.message)).toMatch(
      /cashback balance 1000 cents cannot pay 1001 cents/,
    );
    expect(await balanceCents(member)).toBe(1_000);
  });
});
