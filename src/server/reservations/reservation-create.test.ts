import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Reservation } from '../../shared/api/reservation-schema.ts';
import { deriveAuthKeys } from '../auth/auth-secret.ts';
import { notifications, reservations } from '../db/schema.ts';
import { verifyPassToken } from '../passes/pass-token.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { BOOTH, reservationApi, VIP_TABLE } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Thursday 2026-11-26, 10:00 in New York (the clubs' time zone).
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuv';

let t: TestApp;
let clubId: string;
let api: ReturnType<typeof reservationApi>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { AUTH_SECRET: SECRET } });
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    reservationsEnabled: true,
    reservationCashback: 10,
    maxPartySize: 8,
    activeDays: ['thursday', 'friday', 'saturday'],
    tableTypes: [BOOTH, VIP_TABLE],
  });
  clubId = club.id;
  api = reservationApi(t, { clubId, date: FRIDAY });
});
afterAll(() => t?.close());

async function reservationsOf(member: Member) {
  return t.database.db.select().from(reservations).where(eq(reservations.userId, member.id));
}

describe('GET /api/clubs/:clubId/reservation-options', () => {
  test('offers the tables, arrival times, cashback and default terms naming the cut-off, signed out', async () => {
    const response = await t.app.inject({ url: `/api/clubs/${clubId}/reservation-options?date=${FRIDAY}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clubId,
      clubName: 'Neon Room',
      date: FRIDAY,
      reservationsEnabled: true,
      cashbackPercent: 10,
      // Minimums in cents, with the deprecated whole dollars beside them.
      tableTypes: [
        { ...BOOTH, minimumSpend: 500 },
        { ...VIP_TABLE, minimumSpend: 1500 },
      ],
      arrivalTimes: ['21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '00:00', '00:30', '01:00'],
      // Friday is a day away: a deposit for any arrival time would be held on the card, not charged.
      depositCapture: Object.fromEntries(
        ['21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '00:00', '00:30', '01:00'].map((time) => [
          time,
          'manual',
        ]),
      ),
      maxPartySize: 10,
      cancellationTerms: expect.stringContaining('until 24 hours before your arrival time'),
      cancellationCutoffHours: 24,
      pricing: { serviceCharge: 0, taxRate: 0, depositPercent: 0 },
    });
  });

  test('says whether a deposit is held or charged as the request will decide it: held within 6 days', async () => {
    const captureOn = async (date: string) =>
      (await t.app.inject({ url: `/api/clubs/${clubId}/reservation-options?date=${date}` })).json()
        .depositCapture;
    // Tuesday 21:00 is 5 days 11 hours away; the Thursday after, 7 days 11 hours.
    expect(await captureOn('2026-12-01')).toMatchObject({ '21:00': 'manual', '01:00': 'manual' });
    expect(await captureOn('2026-12-03')).toMatchObject({ '21:00': 'automatic', '01:00': 'automatic' });
  });

  test('shows the club’s own terms, and 404 for an unknown club or a malformed id', async () => {
    const club = await insertClub(t.database.db, {
      reservationsEnabled: true,
      cancellationTerms: 'No refunds after Wednesday.',
      cancellationCutoffHours: 48,
    });
    const options = await t.app.inject({ url: `/api/clubs/${club.id}/reservation-options?date=${FRIDAY}` });
    expect(options.json()).toMatchObject({
      cancellationTerms: 'No refunds after Wednesday.',
      cancellationCutoffHours: 48,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await t.app.inject({ url: `/api/clubs/${id}/reservation-options?date=${FRIDAY}` });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('POST /api/reservations', () => {
  test('creates a requested reservation with the booked cashback, minimum spend, history and a QR token', async () => {
    const member = await createMember(t.database.db);
    const response = await api.create(member, { notes: 'Birthday' });
    expect(response.statusCode).toBe(201);
    const body = response.json<Reservation>();
    expect(body).toMatchObject({
      club: { id: clubId, name: 'Neon Room' },
      date: FRIDAY,
      partySize: 4,
      arrivalTime: '23:00',
      tableType: BOOTH,
      notes: 'Birthday',
      status: 'requested',
      statusHistory: [{ status: 'requested', at: NOW.toISOString(), note: null }],
      cashbackPercent: 10,
      minimumSpendCents: 50_000,
      minimumSpend: 500,
      amountSpentCents: null,
      amountSpent: null,
      cashbackEarnedCents: null,
      cashbackEarned: null,
      // 23:00 on Friday in New York is 04:00Z on Saturday; 24 hours before.
      cancellableUntil: '2026-11-27T04:00:00.000Z',
    });
    const passKey = deriveAuthKeys(SECRET).pass;
    expect(verifyPassToken(passKey, body.qrToken, 'reservation')).toEqual({ passId: body.id });
    // A reservation's token is not a guestlist pass.
    expect(verifyPassToken(passKey, body.qrToken)).toBeNull();
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(notification).toMatchObject({
      kind: 'reservation-requested',
      title: 'Reservation requested at Neon Room',
      link: `/my-reservations/${body.id}`,
    });
  });

  test('a reservation without a table has no minimum spend', async () => {
    const response = await api.create(await createMember(t.database.db), { tableTypeId: null, partySize: 8 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ tableType: null, minimumSpend: null });
  });

  const refusals: [string, Record<string, unknown>, number, string, string][] = [
    [
      'an unknown table type',
      { tableTypeId: 'throne' },
      400,
      'unknown_table_type',
      'Neon Room has no such table. Pick one of the tables offered.',
    ],
    [
      'a party larger than the table',
      { partySize: 7 },
      400,
      'party_too_large_for_table',
      'A Booth seats at most 6 guests. Pick a larger table or a smaller party.',
    ],
    [
      'a party larger than the club maximum without a table',
      { tableTypeId: null, partySize: 9 },
      400,
      'party_too_large',
      'Your party is larger than Neon Room takes for one reservation (8 people). Contact the concierge for bigger groups.',
    ],
    [
      'a night that has passed (club time zone)',
      { date: '2026-11-25' },
      409,
      'date_passed',
      'This night has already passed. Pick an upcoming date.',
    ],
    [
      'a weekday the club is closed',
      { date: '2026-11-29' },
      409,
      'club_closed',
      'Neon Room is closed on Sundays. Pick another night.',
    ],
    [
      'an arrival time not offered',
      { arrivalTime: '18:00' },
      400,
      'arrival_time_not_offered',
      'Pick one of the arrival times offered: 21:00 to 01:00, every 30 minutes.',
    ],
    [
      'an unknown club',
      { clubId: '00000000-0000-4000-8000-000000000000' },
      404,
      'club_not_found',
      'This club is not on Nightlist.',
    ],
  ];
  for (const [what, body, status, code, message] of refusals) {
    test(`refuses ${what}`, async () => {
      const member = await createMember(t.database.db);
      const response = await api.create(member, body);
      expect(response.json()).toMatchObject({ statusCode: status, code, message });
      expect(response.statusCode).toBe(status);
      expect(await reservationsOf(member)).toEqual([]);
    });
  }

  test('refuses a club that takes no reservations', async () => {
    const club = await insertClub(t.database.db, { name: 'Basement 27', reservationsEnabled: false });
    const response = await api.create(await createMember(t.database.db), {
      clubId: club.id,
      tableTypeId: null,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'reservations_not_enabled',
      message: 'Basement 27 does not take table reservations on Nightlist. Contact the concierge instead.',
    });
  });

  test('refuses an arrival time that has passed tonight', async () => {
    const member = await createMember(t.database.db);
    try {
      t.setNow(new Date('2026-11-27T04:30:00Z')); // 23:30 Thursday in New York
      const response = await api.create(member, { date: '2026-11-26', arrivalTime: '23:00' });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('arrival_passed');
      expect((await api.create(member, { date: '2026-11-26', arrivalTime: '00:00' })).statusCode).toBe(201);
    } finally {
      t.setNow(NOW);
    }
  });

  test('refuses signed out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: { clubId, date: FRIDAY, partySize: 2, arrivalTime: '23:00' },
    });
    expect(response.statusCode).toBe(401);
  });

  test('an Idempotency-Key retry returns the first reservation and creates nothing new', async () => {
    const member = await createMember(t.database.db);
    const headers = { 'idempotency-key': 'reserve-1' };
    const first = await api.create(member, {}, headers);
    const second = await api.create(member, {}, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await reservationsOf(member)).toHaveLength(1);
    const reused = await api.create(member, { partySize: 2 }, headers);
    expect(reused.statusCode).toBe(422);
  });
});

describe('POST /api/reservations/:id/cancel', () => {
  test('cancels a requested reservation once, with history and a notification; a retry with the key replays', async () => {
    const member = await createMember(t.database.db);
    const { id } = (await api.create(member)).json();
    const headers = { 'idempotency-key': 'cancel-1' };
    const first = await api.cancel(member, id, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('cancelled');
    expect(first.json().statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'cancelled',
    ]);
    const replay = await api.cancel(member, id, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const kinds = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id))
    ).map((n) => n.kind);
    expect(kinds.sort()).toEqual(['reservation-cancelled', 'reservation-requested']);
    // Without the key, a second cancel is refused: it is no longer requested or confirmed.
    const again = await api.cancel(member, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'reservation_not_cancellable',
      message: 'This reservation is cancelled and can no longer be cancelled.',
    });
  });

  test('refuses after the cut-off, and not a minute before', async () => {
    const member = await createMember(t.database.db);
    const { id, cancellableUntil } = (await api.create(member)).json();
    try {
      t.setNow(new Date(cancellableUntil));
      const late = await api.cancel(member, id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'cancel_too_late',
        message:
          'Reservations can be cancelled in the app until 24 hours before arrival. Contact the club to change it now.',
      });
      t.setNow(new Date(Date.parse(cancellableUntil) - 60_000));
      expect((await api.cancel(member, id)).statusCode).toBe(200);
    } finally {
      t.setNow(NOW);
    }
  });
});
