import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Report } from '../../shared/api/admin/reports-schema.ts';
import { cashbackLedger, checkIns, guestlistEntries, reservations } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember, createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// 10:00 in New York on Thursday 2026-11-26: the nights up to the 25th are over, the 26th is not.
const NOW = new Date('2026-11-26T15:00:00Z');

let t: TestApp;
let admin: Member;
let neonId: string;
let velvetId: string;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const db = t.database.db;
  admin = await createAdmin(db);
  const neon = await insertClub(db, { name: 'Neon Room' });
  const velvet = await insertClub(db, { name: 'Velvet' });
  neonId = neon.id;
  velvetId = velvet.id;
  const [m1, m2, m3, m4, m5, m6] = (await createMembers(db, 6)).map((m) => m.id);
  const entry = async (values: Partial<typeof guestlistEntries.$inferInsert>) => {
    const [row] = await db
      .insert(guestlistEntries)
      .values({
        userId: m1!,
        clubId: neon.id,
        date: '2026-11-24',
        ladies: 0,
        men: 0,
        status: 'confirmed',
        ...values,
      })
      .returning();
    return row!;
  };
  const reservation = async (values: Partial<typeof reservations.$inferInsert>) => {
    const [row] = await db
      .insert(reservations)
      .values({
        userId: m1!,
        clubId: neon.id,
        date: '2026-11-24',
        partySize: 4,
        arrivalTime: '23:00',
        status: 'confirmed',
        cashbackPercent: 10,
        ...values,
      })
      .returning();
    return row!;
  };

  // Tuesday the 24th at Neon Room: a party of 3 of whom 2 arrived, a lone no-show, a waitlisted
  // pair and a cancelled trio; a completed table with cashback, a no-show table and a declined one.
  const partial = await entry({ userId: m1!, ladies: 2, men: 1 });
  await db.insert(checkIns).values({
    passKind: 'guestlist',
    entryId: partial.id,
    clubId: neon.id,
    date: '2026-11-24',
    people: 2,
    checkedInAt: new Date('2026-11-25T04:00:00Z'),
  });
  await entry({ userId: m2!, ladies: 1 });
  await entry({ userId: m3!, men: 2, status: 'waitlisted', waitlistedAt: new Date('2026-11-20T12:00:00Z') });
  await entry({ userId: m4!, ladies: 3, status: 'cancelled' });
  const completed = await reservation({ userId: m1!, status: 'completed', amountSpentCents: 100_000 });
  await db.insert(cashbackLedger).values({
    userId: m1!,
    reservationId: completed.id,
    spendCents: 100_000,
    percent: 10,
    amountCents: 10_000,
  });
  // The table's own check-in is not a guestlist arrival.
  await db.insert(checkIns).values({
    passKind: 'reservation',
    reservationId: completed.id,
    clubId: neon.id,
    date: '2026-11-24',
    people: 4,
    checkedInAt: new Date('2026-11-25T04:00:00Z'),
  });
  await reservation({ userId: m2!, status: 'no_show' });
  await reservation({ userId: m3!, status: 'declined' });

  // Wednesday the 25th at Velvet: two men, both arrived at once.
  const pair = await entry({ userId: m5!, clubId: velvet.id, date: '2026-11-25', men: 2 });
  await db.insert(checkIns).values({
    passKind: 'guestlist',
    entryId: pair.id,
    clubId: velvet.id,
    date: '2026-11-25',
    people: 2,
    checkedInAt: new Date('2026-11-26T03:30:00Z'),
  });

  // Tonight (the 26th) is not over: a party that has not arrived yet is no no-show.
  await entry({ userId: m6!, date: '2026-11-26', ladies: 1 });
  await reservation({ userId: m6!, date: '2026-11-26' });

  // Outside the range.
  await entry({ userId: m1!, date: '2026-11-28', ladies: 5 });
});
afterAll(() => t?.close());

const report = (query: string, who: Member | null = admin) =>
  t.app.inject({ url: `/api/admin/reports?${query}`, headers: who ? { cookie: who.cookie } : {} });

describe('GET /api/admin/reports', () => {
  test('sums every night of the range, quiet nights included, and every club', async () => {
    const response = await report('from=2026-11-24&to=2026-11-27');
    expect(response.statusCode, response.body).toBe(200);
    const body: Report = response.json();
    expect(body).toMatchObject({ from: '2026-11-24', to: '2026-11-27', clubId: null });
    expect(body.nights).toEqual([
      {
        date: '2026-11-24',
        ladies: 3,
        men: 1,
        waitlisted: 2,
        arrived: 2,
        checkInRate: 0.5,
        noShows: 2,
        reservations: 2,
      },
      {
        date: '2026-11-25',
        ladies: 0,
        men: 2,
        waitlisted: 0,
        arrived: 2,
        checkInRate: 1,
        noShows: 0,
        reservations: 0,
      },
      {
        date: '2026-11-26',
        ladies: 1,
        men: 0,
        waitlisted: 0,
        arrived: 0,
        checkInRate: 0,
        noShows: 0,
        reservations: 1,
      },
      {
        date: '2026-11-27',
        ladies: 0,
        men: 0,
        waitlisted: 0,
        arrived: 0,
        checkInRate: null,
        noShows: 0,
        reservations: 0,
      },
    ]);
    expect(body.clubs).toEqual([
      {
        clubId: neonId,
        name: 'Neon Room',
        signUps: 5,
        arrived: 2,
        reservations: 3,
        completed: 1,
        noShows: 2,
        spendCents: 100_000,
        cashbackCents: 10_000,
        spend: 1000,
        cashback: 100,
      },
      {
        clubId: velvetId,
        name: 'Velvet',
        signUps: 2,
        arrived: 2,
        reservations: 0,
        completed: 0,
        noShows: 0,
        spendCents: 0,
        cashbackCents: 0,
        spend: 0,
        cashback: 0,
      },
    ]);
    expect(body.totals).toEqual({
      signUps: 7,
      arrived: 4,
      reservations: 3,
      completed: 1,
      noShows: 2,
      spendCents: 100_000,
      cashbackCents: 10_000,
      spend: 1000,
      cashback: 100,
    });
  });

  test('narrows to one club', async () => {
    const body: Report = (await report(`from=2026-11-24&to=2026-11-25&clubId=${velvetId}`)).json();
    expect(body.clubId).toBe(velvetId);
    expect(body.nights.map((night) => [night.date, night.men, night.arrived])).toEqual([
      ['2026-11-24', 0, 0],
      ['2026-11-25', 2, 2],
    ]);
    expect(body.clubs.map((club) => club.name)).toEqual(['Velvet']);
    expect(body.totals.signUps).toBe(2);
  });

  test('a night becomes past at 06:00 the morning after, on the club’s clock', async () => {
    // 05:59 in New York on the 27th: the 26th is still going.
    t.setNow(new Date('2026-11-27T10:59:00Z'));
    expect((await report('from=2026-11-26&to=2026-11-26')).json().nights[0].noShows).toBe(0);
    t.setNow(new Date('2026-11-27T11:00:00Z'));
    expect((await report('from=2026-11-26&to=2026-11-26')).json().nights[0].noShows).toBe(1);
    t.setNow(NOW);
  });

  test('refuses a backwards or too long range, a bad date and an unknown club, saying what to fix', async () => {
    const backwards = await report('from=2026-11-27&to=2026-11-24');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(
      'The query parameter "to" (2026-11-24) must be on or after "from" (2026-11-27).',
    );
    const long = await report('from=2026-01-01&to=2027-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 366 days: pick a "to" on or before 2027-01-01');
    expect((await report('from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
    const badDate = await report('from=2026-02-30&to=2026-03-01');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('"from" must be a real calendar date');
    const missing = await report('from=2026-11-24');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('"to"');
    expect((await report('from=2026-11-24&to=2026-11-25&clubId=nope')).statusCode).toBe(400);
    const unknown = await report(`from=2026-11-24&to=2026-11-25&clubId=${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No club has this id. Pick a club from the list.');
  });

  test('answers 401 signed out and 403 to members who are not admins', async () => {
    expect((await report('from=2026-11-24&to=2026-11-25', null)).statusCode).toBe(401);
    const member = await createMember(t.database.db);
    const refused = await report('from=2026-11-24&to=2026-11-25', member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Only admins');
  });
});
