import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { addDays, type IsoDate, todayIn } from '../../shared/dates.ts';
import { zonedTimeToInstant } from '../../shared/time-zone.ts';
import { auditLog, cashbackLedger, notifications } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { BOOTH, reservationApi } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember } from '../testing/venues.ts';

const MINUTE = 60_000;

/**
 * Each case is its own injected clock and club zone, so the rule is read on the club's clock
 * whatever the hour, weekday or zone of the machine: a Friday afternoon in New York, and a late
 * Friday night in London a week before the clocks go forward (the week ahead crosses the change).
 */
const CASES = [
  {
    zone: 'America/New_York',
    now: new Date('2026-11-27T20:00:00Z'),
    label: 'Fri 4 Dec, 23:00',
    afterMidnight: 'Sat 5 Dec, 00:30',
  },
  {
    zone: 'Europe/London',
    now: new Date('2026-03-27T23:30:00Z'),
    label: 'Fri 3 Apr, 23:00',
    afterMidnight: 'Sat 4 Apr, 00:30',
  },
] as const;

let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await createTestApp({ now: CASES[0].now });
});

describe.each(CASES)('completing and no-shows wait for the night ($zone)', (when) => {
  const { zone, now, label } = when;
  // "A week ahead" on the club's calendar, from the injected clock; its 23:00 read on the club's clock.
  const weekAhead: IsoDate = addDays(todayIn(now, zone), 7);
  const arrival = zonedTimeToInstant(weekAhead, '23:00', zone);
  let manager: Member;
  let api: ReturnType<typeof reservationApi>;

  beforeAll(async () => {
    const club = await insertClub(t.database.db, {
      name: `Club ${zone}`,
      timeZone: zone,
      reservationsEnabled: true,
      reservationCashback: 10,
      tableTypes: [BOOTH],
      depositPercent: 25,
    });
    manager = await createTeamMember(t.database.db, 'manager', { clubId: club.id });
    api = reservationApi(t, { clubId: club.id, date: weekAhead, tableTypeId: null, partySize: 2 });
  });
  afterEach(() => t.setNow(now));

  async function confirmed(body: Record<string, unknown> = {}) {
    t.setNow(now);
    const owner = await createMember(t.database.db);
    const created = await api.create(owner, body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await api.setStatus(manager, id, { status: 'confirmed' })).statusCode).toBe(200);
    return { owner, id: id as string, deposit: created.json().deposit };
  }

  const ledgerOf = (id: string) =>
    t.database.db.select().from(cashbackLedger).where(eq(cashbackLedger.reservationId, id));

  test('a table a week ahead cannot be completed yet, and nothing is credited', async () => {
    const { owner, id } = await confirmed();
    const refused = await api.setStatus(manager, id, { status: 'completed', amountSpent: 1000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'too_early_to_complete',
      message: `A table can be marked completed from its arrival time: ${label}.`,
    });
    // A minute before the arrival, on the night itself, still too early.
    t.setNow(new Date(arrival.getTime() - MINUTE));
    expect((await api.setStatus(manager, id, { status: 'completed', amountSpent: 1000 })).statusCode).toBe(
      409,
    );

    const read = (await api.get(owner, `/api/reservations/${id}`)).json();
    expect(read).toMatchObject({ status: 'confirmed', amountSpent: null, cashbackEarned: null });
    expect((await api.get(owner, '/api/cashback')).json().balanceCents).toBe(0);
    expect(await ledgerOf(id)).toEqual([]);
    const told = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(told.map((n) => n.kind)).not.toContain('cashback-credited');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'reservation.status')));
    expect(audited.map((entry) => entry.details.to)).toEqual(['confirmed']);
  });

  test('at its arrival time on the night it is completed and the cashback credited', async () => {
    const { owner, id } = await confirmed();
    t.setNow(arrival);
    const done = await api.setStatus(manager, id, { status: 'completed', amountSpent: 1000 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', amountSpent: 1000, cashbackEarned: 100 });
    expect((await api.get(owner, '/api/cashback')).json().balanceCents).toBe(10_000);
  });

  test('an arrival after midnight is due the next morning: 00:30 on the night of Friday is Saturday 00:30', async () => {
    const { id } = await confirmed({ arrivalTime: '00:30' });
    const saturday = zonedTimeToInstant(addDays(weekAhead, 1), '00:30', zone);
    t.setNow(new Date(saturday.getTime() - MINUTE));
    const early = await api.setStatus(manager, id, { status: 'completed', amountSpent: 200 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `A table can be marked completed from its arrival time: ${when.afterMidnight}.`,
    );
    t.setNow(saturday);
    expect((await api.setStatus(manager, id, { status: 'completed', amountSpent: 200 })).statusCode).toBe(
      200,
    );
  });

  test('a no-show is refused until the arrival time has passed, then keeps the deposit', async () => {
    // A booth asks a deposit: a week out it is taken at the checkout, kept on a no-show.
    const owner = await createMember(t.database.db);
    const created = (await api.create(owner, { tableTypeId: 'booth', partySize: 4 })).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: `${created.deposit.checkoutUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=works',
    });
    expect(paid.statusCode).toBe(303);
    expect((await api.setStatus(manager, created.id, { status: 'confirmed' })).statusCode).toBe(200);

    for (const at of [now, arrival]) {
      t.setNow(at);
      const refused = await api.setStatus(manager, created.id, { status: 'no_show' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'too_early_for_no_show',
        message: `A table can be marked a no-show only once its arrival time has passed: ${label}.`,
      });
    }
    const waiting = (await api.get(owner, `/api/reservations/${created.id}`)).json();
    expect(waiting.status).toBe('confirmed');
    expect(waiting.deposit.state).toBe('paid');

    t.setNow(new Date(arrival.getTime() + MINUTE));
    expect((await api.setStatus(manager, created.id, { status: 'no_show' })).statusCode).toBe(200);
    const kept = (await api.get(owner, `/api/reservations/${created.id}`)).json();
    expect(kept.status).toBe('no_show');
    expect(kept.deposit.state).toBe('forfeited');
  });

  test('the member cannot complete or mark their own table, on the night or before', async () => {
    const { owner, id } = await confirmed();
    for (const at of [now, new Date(arrival.getTime() + MINUTE)]) {
      t.setNow(at);
      for (const body of [{ status: 'completed', amountSpent: 5000 }, { status: 'no_show' }]) {
        expect((await api.setStatus(owner, id, body)).statusCode).toBe(403);
        expect((await api.setStatus(null, id, body)).statusCode).toBe(401);
      }
    }
    expect((await api.get(owner, `/api/reservations/${id}`)).json().status).toBe('confirmed');
    expect(await ledgerOf(id)).toEqual([]);
  });
});
