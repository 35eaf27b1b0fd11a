import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { arrivalOf, atTime, BOOTH, reservationApi } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Thursday in New York; the deposits are for Friday's tables: $163.31 each (a $500 booth all in).
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const DEPOSIT = 16_331;

let t: TestApp;
let admin: Member;
let api: ReturnType<typeof reservationApi>;
let otherClubId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const money = {
    reservationsEnabled: true,
    tableTypes: [BOOTH],
    taxRate: 8.875,
    serviceCharge: 20,
    depositPercent: 25,
  };
  const club = await insertClub(t.database.db, { name: 'Neon Room', ...money });
  otherClubId = (await insertClub(t.database.db, { name: 'Halcyon', ...money })).id;
  admin = await createAdmin(t.database.db);
  api = reservationApi(t, { clubId: club.id, date: FRIDAY });

  // One held, one taken and kept on a no-show, one declined (its hold released), one never paid.
  const pay = async (url: string) =>
    t.app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=works',
    });
  const book = async () => (await api.create(await createMember(t.database.db))).json();
  const held = await book();
  await pay(held.deposit.checkoutUrl);
  const kept = await book();
  await pay(kept.deposit.checkoutUrl);
  await api.setStatus(admin, kept.id, { status: 'confirmed' });
  // A no-show once Friday's 23:00 arrival has passed.
  await atTime(t, new Date(arrivalOf(FRIDAY).getTime() + 60_000), NOW, () =>
    api.setStatus(admin, kept.id, { status: 'no_show' }),
  );
  const released = await book();
  await pay(released.deposit.checkoutUrl);
  await api.setStatus(admin, released.id, { status: 'declined' });
  const declinedCard = await book();
  await t.app.inject({
    method: 'POST',
    url: `${declinedCard.deposit.checkoutUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=declined',
  });
});
afterAll(() => t?.close());

const report = (query: string) =>
  t.app.inject({ url: `/api/admin/payments?${query}`, headers: { cookie: admin.cookie } });

describe('the venue’s payments', () => {
  test('totals what was taken, held and kept, and lists each payment with the provider’s ids', async () => {
    const response = await report(`from=${FRIDAY}&to=${FRIDAY}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals).toEqual({
      takenCents: DEPOSIT,
      refundedCents: 0,
      heldCents: DEPOSIT,
      forfeitedCents: DEPOSIT,
      cashbackUsedCents: 0,
      cashbackReturnedCents: 0,
    });
    expect(body.payments.map((p: { status: string }) => p.status).sort()).toEqual([
      'forfeited',
      'held',
      'pending',
      'released',
    ]);
    const declined = body.payments.find((p: { status: string }) => p.status === 'pending');
    expect(declined.failure).toMatch(/declined/);
    for (const payment of body.payments) {
      expect(payment.checkoutId).toMatch(/^cs_test_/);
      expect(payment.club.name).toBe('Neon Room');
    }
    const kept = body.payments.find((p: { status: string }) => p.status === 'forfeited');
    expect(kept.providerPaymentId).toMatch(/^pi_test_/);
    expect(kept.events.map((e: { kind: string }) => e.kind)).toEqual([
      'checkout',
      'held',
      'paid',
      'forfeited',
    ]);
    expect(body.nextCursor).toBeNull();
  });

  test('another club, or other nights, have none', async () => {
    const other = (await report(`from=${FRIDAY}&to=${FRIDAY}&clubId=${otherClubId}`)).json();
    expect(other.payments).toEqual([]);
    expect(other.totals.takenCents).toBe(0);
    expect((await report('from=2026-12-01&to=2026-12-31')).json().payments).toEqual([]);
  });

  test('a cursor it did not give is refused with what to do', async () => {
    const response = await report(`from=${FRIDAY}&to=${FRIDAY}&cursor=bm9wZQ`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_cursor');
  });

  test('the CSV has every payment with the provider’s ids, for reconciling', async () => {
    const response = await t.app.inject({
      url: `/api/admin/payments/export?from=${FRIDAY}&to=${FRIDAY}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Created,Night,Club,Member,Phone,Provider,Status,Failure,Card amount,Refunded,Cashback,Checkout id,Provider payment id,Payment id,Reservation id',
    );
    expect(lines).toHaveLength(5);
    expect(lines.filter((line) => line.includes(',forfeited,,163.31,0.00,0.00,cs_test_'))).toHaveLength(1);
  });
});
