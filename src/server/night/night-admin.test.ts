import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminNight } from '../../shared/api/admin/night-schema.ts';
import { auditLog, guestlistDates, notifications } from '../db/schema.ts';
import { createDoorStaff, insertEntryRow, insertReservationRow, nameMember } from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { arrivalOf, atTime } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await createAdmin(t.database.db);
  await nameMember(t.database.db, admin, 'Alex', 'Admin');
});
afterAll(() => t?.close());

/** A night at a club with room for `capacity` ladies and the parties named, in this order. */
async function night(
  capacity: number,
  parties: { name: string; ladies: number; status: 'confirmed' | 'waitlisted' | 'cancelled' }[],
) {
  const db = t.database.db;
  const club = await insertClub(db, {
    name: 'Neon Room',
    waitlistMode: 'immediate',
    reservationsEnabled: true,
    reservationCashback: 10,
  });
  await db.insert(guestlistDates).values({ clubId: club.id, date: FRIDAY, capacityFemale: capacity });
  const rows = [];
  for (const [i, party] of parties.entries()) {
    const member = await createMember(db);
    const [first, last] = party.name.split(' ') as [string, string];
    await nameMember(db, member, first, last);
    const entry = await insertEntryRow(db, {
      userId: member.id,
      clubId: club.id,
      date: FRIDAY,
      ladies: party.ladies,
      status: party.status,
      waitlistedAt: new Date(NOW.getTime() + i * 1000),
    });
    rows.push({ member, entry });
  }
  return { clubId: club.id, rows };
}

const get = (url: string, who: Member | null = admin) =>
  t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const setStatus = (id: string, status: string, who: Member | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/guestlist-entries/${id}/status`,
    headers: who ? { cookie: who.cookie } : {},
    payload: { status },
  });
const kindsOf = async (member: Member) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id))).map(
    (n) => n.kind,
  );
const auditFor = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('GET /api/admin/nights/:clubId/:date', () => {
  test('confirmed, then the waitlist in order, then cancelled; counts; arrivals; reservations', async () => {
    const { clubId, rows } = await night(3, [
      { name: 'Cara Cancel', ladies: 1, status: 'cancelled' },
      { name: 'Wendy Second', ladies: 2, status: 'waitlisted' },
      { name: 'Ann First', ladies: 2, status: 'confirmed' },
      { name: 'Will First', ladies: 1, status: 'waitlisted' },
    ]);
    const staff = await createDoorStaff(t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/door/check-ins',
      headers: { cookie: staff.cookie },
      payload: { clubId, date: FRIDAY, passId: rows[2]!.entry.id, passKind: 'guestlist', people: 1 },
    });
    const member = await createMember(t.database.db);
    await nameMember(t.database.db, member, 'Tara', 'Table');
    await insertReservationRow(t.database.db, {
      userId: member.id,
      clubId,
      date: FRIDAY,
      status: 'requested',
    });
    await insertReservationRow(t.database.db, {
      userId: member.id,
      clubId,
      date: FRIDAY,
      status: 'completed',
    });

    const response = await get(`/api/admin/nights/${clubId}/${FRIDAY}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as AdminNight;
    expect(body).toMatchObject({
      club: { id: clubId, name: 'Neon Room' },
      date: FRIDAY,
      guestlistOpen: true,
      capacity: { female: 3, male: null },
      counts: {
        confirmed: { ladies: 2, men: 0 },
        waitlisted: { ladies: 3, men: 0 },
        arrived: 1,
        reservations: { requested: 1, confirmed: 0, completed: 1 },
      },
    });
    expect(body.entries.map((e) => [e.member.firstName, e.status, e.waitlistPosition])).toEqual([
      ['Ann', 'confirmed', null],
      ['Wendy', 'waitlisted', 1],
      ['Will', 'waitlisted', 2],
      ['Cara', 'cancelled', null],
    ]);
    expect(body.entries[0]!.checkIn).toEqual({ arrived: 1, lastAt: NOW.toISOString() });
    expect(body.entries[0]!.member.phoneNumber).toMatch(/^\+1\d{10}$/);
    expect(body.reservations.map((r) => r.status)).toEqual(['requested', 'completed']);
    expect(body.reservations[0]).toMatchObject({
      partySize: 4,
      cashbackPercent: 10,
      checkIn: { arrived: 0, lastAt: null },
      // 23:00 on Friday in New York: when COMPLETE and NO-SHOW open.
      arrivesAt: '2026-11-28T04:00:00.000Z',
      cashbackCreditedCents: null,
      // Money in cents; the deprecated dollar twins still answered beside them.
      minimumSpendCents: 50_000,
      minimumSpend: 500,
      amountSpentCents: null,
      amountSpent: null,
      tableType: { id: 'booth', minimumSpendCents: 50_000, minimumSpend: 500 },
    });
    // Completed without a ledger row (written straight to the table): nothing credited.
    expect(body.reservations[1]!.cashbackCreditedCents).toBe(0);
  });

  test('q filters the lists, never the counts', async () => {
    const { clubId } = await night(10, [
      { name: 'Ann Match', ladies: 2, status: 'confirmed' },
      { name: 'Bea Other', ladies: 3, status: 'confirmed' },
    ]);
    const body = (await get(`/api/admin/nights/${clubId}/${FRIDAY}?q=match`)).json() as AdminNight;
    expect(body.entries.map((e) => e.member.lastName)).toEqual(['Match']);
    expect(body.counts.confirmed.ladies).toBe(5);
  });

  test('a date that is not open, and an unknown club', async () => {
    const { clubId } = await night(10, []);
    const closed = (await get(`/api/admin/nights/${clubId}/2026-12-01`)).json();
    expect(closed).toMatchObject({
      guestlistOpen: false,
      capacity: { female: null, male: null },
      entries: [],
    });
    expect((await get(`/api/admin/nights/${crypto.randomUUID()}/${FRIDAY}`)).statusCode).toBe(404);
    const bad = await get(`/api/admin/nights/${clubId}/2026-13-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YYYY-MM-DD/);
  });
});

describe('POST /api/admin/guestlist-entries/:id/status', () => {
  test('confirmed takes a waitlisted party onto the list past capacity, tells them, audits it', async () => {
    const { rows } = await night(2, [
      { name: 'Ann Full', ladies: 2, status: 'confirmed' },
      { name: 'Wendy Wait', ladies: 2, status: 'waitlisted' },
    ]);
    const wendy = rows[1]!;
    const response = await setStatus(wendy.entry.id, 'confirmed');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: wendy.entry.id,
      status: 'confirmed',
      waitlistPosition: null,
    });
    expect(await kindsOf(wendy.member)).toEqual(['guestlist-promoted']);
    const [audit] = await auditFor(wendy.entry.id);
    expect(audit).toMatchObject({
      action: 'guestlist-entry.status',
      actorName: 'Alex Admin',
      summary: 'Took Wendy Wait (waitlist #1) onto the list at Neon Room for Fri, Nov 27',
      details: { from: 'waitlisted', to: 'confirmed' },
    });
    // Again: nothing changes, nothing is written.
    expect((await setStatus(wendy.entry.id, 'confirmed')).statusCode).toBe(200);
    expect(await auditFor(wendy.entry.id)).toHaveLength(1);
    expect(await kindsOf(wendy.member)).toEqual(['guestlist-promoted']);
  });

  test('cancelled removes a party, tells them the club did it, and moves the waitlist up', async () => {
    const { rows } = await night(2, [
      { name: 'Ann Gone', ladies: 2, status: 'confirmed' },
      { name: 'Wendy Next', ladies: 2, status: 'waitlisted' },
      { name: 'Will Later', ladies: 1, status: 'waitlisted' },
    ]);
    const [ann, wendy, will] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const response = await setStatus(ann.entry.id, 'cancelled');
    expect(response.json()).toMatchObject({ status: 'cancelled' });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ann.member.id));
    expect(told).toMatchObject({
      kind: 'guestlist-cancelled',
      title: 'Neon Room cancelled your guestlist entry',
    });
    expect(await kindsOf(wendy.member)).toEqual(['guestlist-promoted']);
    expect(await kindsOf(will.member)).toEqual([]);
    const [audit] = await auditFor(ann.entry.id);
    expect(audit!.summary).toBe(
      "Cancelled Ann Gone's guestlist entry at Neon Room for Fri, Nov 27 (1 promoted from the waitlist)",
    );
  });

  test('a cancelled entry cannot be confirmed; unknown ids are 404; bad status says what to send', async () => {
    const { rows } = await night(2, [{ name: 'Cara Cancel', ladies: 1, status: 'cancelled' }]);
    const refused = await setStatus(rows[0]!.entry.id, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/can join again/);
    expect(await auditFor(rows[0]!.entry.id)).toHaveLength(0);
    expect((await setStatus(crypto.randomUUID(), 'cancelled')).statusCode).toBe(404);
    expect((await setStatus('nope', 'cancelled')).statusCode).toBe(404);
    expect((await setStatus(rows[0]!.entry.id, 'waitlisted')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/reservations/:id/status is audited', () => {
  test('each change writes one entry with the change; a refused change writes none', async () => {
    const { clubId } = await night(2, []);
    const member = await createMember(t.database.db);
    await nameMember(t.database.db, member, 'Tara', 'Table');
    const reservation = await insertReservationRow(t.database.db, {
      userId: member.id,
      clubId,
      date: FRIDAY,
      status: 'requested',
    });
    const change = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reservations/${reservation.id}/status`,
        headers: { cookie: admin.cookie },
        payload: body,
      });
    expect((await change({ status: 'confirmed' })).statusCode).toBe(200);
    // On the night: completing opens at the table's arrival time (23:00).
    await atTime(t, arrivalOf(FRIDAY), NOW, async () => {
      expect((await change({ status: 'completed', amountSpentCents: 123_450 })).statusCode).toBe(200);
      expect((await change({ status: 'no_show' })).statusCode).toBe(409);
    });
    const entries = await auditFor(reservation.id);
    expect(entries.map((e) => e.summary).sort()).toEqual([
      'Completed the table of Tara Table at Neon Room for Fri, Nov 27 ($1,234.50 spent)',
      'Confirmed the table of Tara Table at Neon Room for Fri, Nov 27',
    ]);
    expect(entries.find((e) => e.details.to === 'completed')!.details).toMatchObject({
      from: 'confirmed',
      amountSpentCents: 123_450,
    });
  });
});

describe('who may', () => {
  test('signed out 401; a member and door staff 403', async () => {
    const { clubId, rows } = await night(2, [{ name: 'Ann One', ladies: 1, status: 'confirmed' }]);
    const member = await createMember(t.database.db);
    const staff = await createDoorStaff(t.database.db);
    const url = `/api/admin/nights/${clubId}/${FRIDAY}`;
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await setStatus(rows[0]!.entry.id, 'cancelled', null)).statusCode).toBe(401);
    for (const who of [member, staff]) {
      const refused = await get(url, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/Only admins and venue managers can do this/);
      expect((await setStatus(rows[0]!.entry.id, 'cancelled', who)).statusCode).toBe(403);
    }
    expect((await get(url, admin)).json().entries[0].status).toBe('confirmed');
  });
});
