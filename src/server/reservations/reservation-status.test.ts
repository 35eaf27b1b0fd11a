import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLE_MESSAGES } from '../auth/require-role.ts';
import { cashbackLedger, clubs, notifications } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { arrivalOf, atTime, BOOTH, reservationApi, VIP_TABLE } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Thursday afternoon in New York: Friday's tables (23:00) are booked now and answered on the night.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const ARRIVAL = arrivalOf(FRIDAY);
const AFTER_ARRIVAL = new Date(ARRIVAL.getTime() + 60_000);

let t: TestApp;
let clubId: string;
let admin: Member;
let api: ReturnType<typeof reservationApi>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    reservationsEnabled: true,
    reservationCashback: 10,
    tableTypes: [BOOTH, VIP_TABLE],
  });
  clubId = club.id;
  admin = await createAdmin(t.database.db);
  api = reservationApi(t, { clubId, date: FRIDAY });
});
afterAll(() => t?.close());

async function book(member?: Member) {
  const owner = member ?? (await createMember(t.database.db));
  const response = await api.create(owner);
  expect(response.statusCode).toBe(201);
  return { owner, id: response.json().id as string };
}

/** Staff's answer on the night: completing opens at the arrival time, a no-show just after it. */
function onTheNight(member: Member | null, id: string, body: Record<string, unknown>) {
  const at = body.status === 'no_show' ? AFTER_ARRIVAL : ARRIVAL;
  return atTime(t, at, NOW, () => api.setStatus(member, id, body));
}

async function kindsOf(member: Member) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
  return rows.map((row) => row.kind).sort();
}

describe('POST /api/admin/reservations/:id/status: who may', () => {
  test('signed out is 401, a member (even the owner) 403, and nothing changes', async () => {
    const { owner, id } = await book();
    const anonymous = await api.setStatus(null, id, { status: 'confirmed' });
    expect(anonymous.statusCode).toBe(401);
    const member = await api.setStatus(owner, id, { status: 'confirmed' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({
      code: 'forbidden',
      message: ROLE_MESSAGES.panelOnly,
    });
    expect((await api.get(owner, `/api/reservations/${id}`)).json().status).toBe('requested');
  });

  test('an unknown or malformed reservation id is 404 for an admin', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await api.setStatus(admin, id, { status: 'confirmed' })).statusCode).toBe(404);
    }
  });
});

describe('status transitions', () => {
  test('requested → confirmed → completed credits the cashback once, with history and notifications', async () => {
    const { owner, id } = await book();
    const confirmed = await api.setStatus(admin, id, { status: 'confirmed', note: 'Table 12' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    const completed = await onTheNight(admin, id, { status: 'completed', amountSpent: 1234.56 });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      status: 'completed',
      amountSpent: 1234.56,
      cashbackPercent: 10,
      cashbackEarned: 123.46,
      statusHistory: [
        { status: 'requested', note: null },
        { status: 'confirmed', note: 'Table 12' },
        { status: 'completed', note: null },
      ],
    });
    expect(await kindsOf(owner)).toEqual([
      'cashback-credited',
      'reservation-completed',
      'reservation-confirmed',
      'reservation-requested',
    ]);

    // Completing again would credit the spend twice: a wrong figure is corrected on its own route.
    const twice = await onTheNight(admin, id, { status: 'completed', amountSpent: 5000 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'already_completed',
      message:
        'This table is already completed. To change what the party spent, correct the spend, giving the reason.',
    });
    const cashback = (await api.get(owner, '/api/cashback')).json();
    expect(cashback).toEqual({
      balance: 123.46,
      balanceCents: 12_346,
      credits: [
        {
          id: expect.any(String),
          reservationId: id,
          kind: 'earned',
          clubName: 'Neon Room',
          date: FRIDAY,
          amountSpentCents: 123_456,
          amountSpent: 1234.56,
          percent: 10,
          amountCents: 12_346,
          amount: 123.46,
          createdAt: ARRIVAL.toISOString(),
        },
      ],
    });
  });

  test('completing takes the spend in cents; the deprecated dollars beside them must agree', async () => {
    const { owner, id } = await book();
    await api.setStatus(admin, id, { status: 'confirmed' });
    const both = await onTheNight(admin, id, {
      status: 'completed',
      amountSpentCents: 123_456,
      amountSpent: 1234.5,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toEqual([
      {
        path: 'amountSpent',
        message:
          'must be the same amount as amountSpentCents (123456 cents), or be left out: send it once, in cents',
      },
    ]);
    for (const amountSpentCents of [12.5, -1, 100_000_001, '100']) {
      const refused = await onTheNight(admin, id, { status: 'completed', amountSpentCents });
      expect(refused.statusCode, String(amountSpentCents)).toBe(400);
      expect(refused.json().fields[0].path).toBe('amountSpentCents');
    }
    const done = await onTheNight(admin, id, { status: 'completed', amountSpentCents: 123_456 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      amountSpentCents: 123_456,
      amountSpent: 1234.56,
      cashbackEarnedCents: 12_346,
      cashbackEarned: 123.46,
    });
    const cashback = (await api.get(owner, '/api/cashback')).json();
    expect(cashback).toMatchObject({ balanceCents: 12_346, balance: 123.46 });
    expect(cashback.credits[0]).toMatchObject({ amountSpentCents: 123_456, amountCents: 12_346 });
  });

  test('completed requires the amount spent', async () => {
    const { id } = await book();
    await api.setStatus(admin, id, { status: 'confirmed' });
    const response = await api.setStatus(admin, id, { status: 'completed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'amount_spent_required',
      message: 'Give the amount the party spent to complete a reservation: it decides the cashback.',
    });
  });

  test('requested → declined notifies; confirmed → no-show; refused moves are 409', async () => {
    const declined = await book();
    expect((await api.setStatus(admin, declined.id, { status: 'declined' })).statusCode).toBe(200);
    expect(await kindsOf(declined.owner)).toEqual(['reservation-declined', 'reservation-requested']);
    for (const status of ['confirmed', 'completed', 'no_show', 'declined']) {
      const response = await api.setStatus(admin, declined.id, { status, amountSpent: 10 });
      expect(response.statusCode, status).toBe(409);
    }

    const noShow = await book();
    const early = await api.setStatus(admin, noShow.id, { status: 'no_show' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^A requested reservation cannot be marked no-show\./);
    expect((await api.setStatus(admin, noShow.id, { status: 'completed', amountSpent: 10 })).statusCode).toBe(
      409,
    );
    await api.setStatus(admin, noShow.id, { status: 'confirmed' });
    expect((await onTheNight(admin, noShow.id, { status: 'no_show' })).statusCode).toBe(200);
    expect((await api.setStatus(admin, noShow.id, { status: 'confirmed' })).statusCode).toBe(409);

    const cancelled = await book();
    await api.cancel(cancelled.owner, cancelled.id);
    expect((await api.setStatus(admin, cancelled.id, { status: 'confirmed' })).statusCode).toBe(409);
  });

  test('the member cannot cancel a completed reservation', async () => {
    const { owner, id } = await book();
    await api.setStatus(admin, id, { status: 'confirmed' });
    expect((await api.cancel(owner, id)).statusCode).toBe(200);
    const other = await book(owner);
    await api.setStatus(admin, other.id, { status: 'confirmed' });
    await onTheNight(admin, other.id, { status: 'completed', amountSpent: 100 });
    const refused = await api.cancel(owner, other.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This reservation is completed and can no longer be cancelled.');
  });
});

describe('cashback', () => {
  test('uses the percent fixed at booking, whatever the club changes later', async () => {
    const { owner, id } = await book();
    await t.database.db.update(clubs).set({ reservationCashback: 25 }).where(eq(clubs.id, clubId));
    try {
      const options = await t.app.inject({ url: `/api/clubs/${clubId}/reservation-options?date=${FRIDAY}` });
      expect(options.json().cashbackPercent).toBe(25);
      await api.setStatus(admin, id, { status: 'confirmed' });
      const done = await onTheNight(admin, id, { status: 'completed', amountSpent: 1000 });
      expect(done.json()).toMatchObject({ cashbackPercent: 10, cashbackEarned: 100 });
      expect((await api.get(owner, '/api/cashback')).json().balance).toBe(100);
    } finally {
      await t.database.db.update(clubs).set({ reservationCashback: 10 }).where(eq(clubs.id, clubId));
    }
  });

  test('rounds to the cent in decimal arithmetic and sums the balance exactly', async () => {
    const owner = await createMember(t.database.db);
    for (const spend of [0.05, 0.05, 333.33]) {
      const { id } = await book(owner);
      await api.setStatus(admin, id, { status: 'confirmed' });
      await onTheNight(admin, id, { status: 'completed', amountSpent: spend });
    }
    // 0.05 × 10% = 0.005 → 0.01 (numeric rounds half away from zero); 333.33 × 10% = 33.333 → 33.33.
    expect((await api.get(owner, '/api/cashback')).json().balance).toBe(33.35);
  });

  test('the ledger is append-only: UPDATE, DELETE and a second credit for one reservation raise', async () => {
    const { id } = await book();
    await api.setStatus(admin, id, { status: 'confirmed' });
    await onTheNight(admin, id, { status: 'completed', amountSpent: 50 });
    const db = t.database.db;
    await expect(
      db.update(cashbackLedger).set({ amountCents: 999 }).where(eq(cashbackLedger.reservationId, id)),
    ).rejects.toThrow();
    await expect(db.delete(cashbackLedger).where(eq(cashbackLedger.reservationId, id))).rejects.toThrow();
    await expect(db.execute(sql`truncate cashback_credits`)).rejects.toThrow();
    const [credit] = await db.select().from(cashbackLedger).where(eq(cashbackLedger.reservationId, id));
    expect(credit!.amountCents).toBe(500);
    await expect(
      db
        .insert(cashbackLedger)
        .values({ userId: credit!.userId, reservationId: id, spendCents: 100, percent: 1, amountCents: 1 }),
    ).rejects.toThrow();
  });
});
