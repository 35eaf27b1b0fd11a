import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckInResult } from '../../shared/api/door-schema.ts';
import { checkIns } from '../db/schema.ts';
import { signPassToken } from '../passes/pass-token.ts';
import {
  createDoorStaff,
  doorApi,
  insertEntryRow,
  insertReservationRow,
  nameMember,
  passToken,
} from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Friday 23:14 in New York: the door is working Friday's night.
const NOW = new Date('2026-11-28T04:14:00Z');
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';

let t: TestApp;
let clubId: string;
let staff: Member;
let door: ReturnType<typeof doorApi>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const club = await insertClub(t.database.db, { name: 'Neon Room' });
  clubId = club.id;
  staff = await createDoorStaff(t.database.db, 'Sam', 'Door');
  door = doorApi(t, staff, { clubId, date: FRIDAY });
});
afterAll(() => t?.close());

async function guest(values: Partial<Parameters<typeof insertEntryRow>[1]> = {}) {
  const member = await createMember(t.database.db);
  await nameMember(t.database.db, member, 'Jessica', 'Smith');
  const entry = await insertEntryRow(t.database.db, { userId: member.id, clubId, date: FRIDAY, ...values });
  return { member, entry, token: await passToken(t, member, 'guestlist', entry.id) };
}

async function scan(body: Record<string, unknown>): Promise<CheckInResult> {
  const response = await door.checkIn(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /api/door/check-ins: a valid pass', () => {
  test('admits the whole party by default, and says who let them in', async () => {
    const { entry, token } = await guest({ ladies: 2, men: 1, guestNames: ['Ann', 'Bob'] });
    const result = await scan({ token });
    expect(result).toMatchObject({
      verdict: 'valid',
      title: 'VALID',
      detail: 'Admitted all 3',
      pass: {
        id: entry.id,
        kind: 'guestlist',
        clubName: 'Neon Room',
        date: FRIDAY,
        holderName: 'Jessica Smith',
        ladies: 2,
        men: 1,
        partySize: 3,
        guestNames: ['Ann', 'Bob'],
        status: 'confirmed',
        arrived: 3,
        remaining: 0,
      },
      admitted: { people: 3, at: NOW.toISOString(), by: 'Sam Door' },
    });
    expect(result.pass!.phoneLast4).toMatch(/^\d{4}$/);
    expect(result.pass!.terms).toContain('Arrive before 23:00 (club time)');
    expect(result.pass!.terms).toContain('Bring a valid photo ID (21+)');
    expect(result.checkIns).toHaveLength(1);
  });

  test('a party arriving in parts: 3 of 5, then the rest, then already checked in', async () => {
    const { token } = await guest({ ladies: 3, men: 2 });
    const first = await scan({ token, people: 3 });
    expect(first).toMatchObject({
      verdict: 'valid',
      detail: 'Admitted 3 of 5 · 2 still to come',
      pass: { arrived: 3, remaining: 2 },
      admitted: { people: 3 },
    });
    // Asking for more than remain admits what remains, and says so.
    const second = await scan({ token, people: 4 });
    expect(second).toMatchObject({
      verdict: 'valid',
      detail: 'Only 2 still to come: admitted 2 of 5 · whole party in',
      pass: { arrived: 5, remaining: 0 },
      admitted: { people: 2 },
    });
    expect(second.checkIns.map((c) => c.people)).toEqual([3, 2]);

    const third = await scan({ token });
    expect(third).toMatchObject({
      verdict: 'already_checked_in',
      title: 'ALREADY CHECKED IN',
      detail: 'All 5 in · checked in at 23:14 by Sam Door',
      admitted: null,
      pass: { arrived: 5, remaining: 0 },
    });
    expect(third.checkIns).toHaveLength(2);
  });

  test('a pick from search (passId + passKind) works like a scan', async () => {
    const { entry } = await guest({ ladies: 1 });
    const result = await scan({ passId: entry.id, passKind: 'guestlist', people: 1 });
    expect(result).toMatchObject({ verdict: 'valid', detail: 'Admitted 1', admitted: { people: 1 } });
  });

  test('a confirmed reservation admits its party, with the table for the host', async () => {
    const member = await createMember(t.database.db);
    const reservation = await insertReservationRow(t.database.db, {
      userId: member.id,
      clubId,
      date: FRIDAY,
      partySize: 6,
    });
    const token = await passToken(t, member, 'reservation', reservation.id);
    const result = await scan({ token, people: 4 });
    expect(result).toMatchObject({
      verdict: 'valid',
      detail: 'Admitted 4 of 6 · 2 still to come',
      pass: { kind: 'reservation', table: 'Booth', arrivalTime: '23:00', partySize: 6, ladies: 0, men: 0 },
    });
    expect(result.pass!.terms).toContain('Booth: minimum spend $500');
  });
});

describe('POST /api/door/check-ins: every refusal records nothing', () => {
  async function expectRefused(
    body: Record<string, unknown>,
    verdict: string,
    title: string,
    detail: string,
  ) {
    const before = (await t.database.db.select().from(checkIns)).length;
    const result = await scan(body);
    expect(result).toMatchObject({ verdict, title, detail, admitted: null });
    expect((await t.database.db.select().from(checkIns)).length).toBe(before);
    return result;
  }

  test('wrong night', async () => {
    const { token } = await guest({ date: SATURDAY });
    const result = await expectRefused(
      { token },
      'wrong_date',
      'WRONG NIGHT',
      'This pass is for Sat, Nov 28, not Fri, Nov 27',
    );
    expect(result.pass).toMatchObject({ date: SATURDAY });
  });

  test('wrong club', async () => {
    const other = await insertClub(t.database.db, { name: 'Velvet' });
    const { token } = await guest({ clubId: other.id });
    await expectRefused({ token }, 'wrong_club', 'WRONG CLUB', 'This pass is for Velvet');
  });

  test('cancelled and waitlisted entries', async () => {
    await expectRefused(
      { token: (await guest({ status: 'cancelled' })).token },
      'cancelled',
      'CANCELLED',
      'This guestlist entry was cancelled',
    );
    await expectRefused(
      { token: (await guest({ status: 'waitlisted' })).token },
      'waitlisted',
      'WAITLISTED',
      '#1 on the waitlist: not on the list (yet)',
    );
  });

  test('reservations: requested, declined, cancelled, no-show', async () => {
    const cases = [
      [
        'requested',
        'not_confirmed',
        'NOT CONFIRMED',
        'The club has not confirmed this table yet: ask a manager',
      ],
      ['declined', 'cancelled', 'CANCELLED', 'The club declined this table request'],
      ['cancelled', 'cancelled', 'CANCELLED', 'This reservation was cancelled'],
      ['no_show', 'cancelled', 'CANCELLED', 'Marked as a no-show: ask a manager'],
    ] as const;
    for (const [status, verdict, title, detail] of cases) {
      const member = await createMember(t.database.db);
      const reservation = await insertReservationRow(t.database.db, {
        userId: member.id,
        clubId,
        date: FRIDAY,
        status,
      });
      await expectRefused({ passId: reservation.id, passKind: 'reservation' }, verdict, title, detail);
    }
  });

  test('a completed reservation still admits the rest of its party, then is all in', async () => {
    const member = await createMember(t.database.db);
    const reservation = await insertReservationRow(t.database.db, {
      userId: member.id,
      clubId,
      date: FRIDAY,
      status: 'completed',
      partySize: 2,
    });
    const pick = { passId: reservation.id, passKind: 'reservation' };
    expect(await scan(pick)).toMatchObject({ verdict: 'valid', detail: 'Admitted all 2' });
    expect(await scan(pick)).toMatchObject({ verdict: 'already_checked_in' });
  });

  test('forged, tampered, garbage and other-kind tokens are UNKNOWN PASS, never an error', async () => {
    const { entry, token } = await guest();
    const forged = signPassToken(Buffer.alloc(32, 7), entry.id);
    const [payload, signature] = token.split('.') as [string, string];
    const tampered = `${payload}.${signature.slice(0, -2)}AA`;
    const asReservation = signPassToken(Buffer.alloc(32, 7), entry.id, 'reservation');
    for (const bad of [
      forged,
      tampered,
      asReservation,
      'hello',
      '',
      '.',
      'a.b.c',
      '{"v":1}',
      'x'.repeat(512),
    ]) {
      const result = await expectRefused(
        { token: bad },
        'unknown',
        'UNKNOWN PASS',
        'Not a Nightlist pass, or it no longer exists. Search by name instead.',
      );
      expect(result.pass).toBeNull();
    }
    // A real id that is not a pass of that kind.
    await expectRefused(
      { passId: entry.id, passKind: 'reservation' },
      'unknown',
      'UNKNOWN PASS',
      'Not a Nightlist pass, or it no longer exists. Search by name instead.',
    );
  });
});

describe('POST /api/door/check-ins: offline queue', () => {
  test('the same clientScanId answers the first result again and records nothing new', async () => {
    const { entry, token } = await guest({ ladies: 4 });
    const first = await scan({ token, people: 2, clientScanId: 'scan-0001-abc' });
    const again = await scan({ token, people: 2, clientScanId: 'scan-0001-abc' });
    expect(again).toMatchObject({ verdict: 'valid', admitted: first.admitted, pass: { arrived: 2 } });
    const rows = await t.database.db.select().from(checkIns).where(eq(checkIns.entryId, entry.id));
    expect(rows).toHaveLength(1);
  });

  test('a clientScanId used for another pass is a 409 that says what to do', async () => {
    const a = await guest();
    const b = await guest();
    await scan({ token: a.token, clientScanId: 'scan-0002-abc' });
    const response = await door.checkIn({ token: b.token, clientScanId: 'scan-0002-abc' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/make a new one for each scan/);
  });

  test('scannedAt within the last 24 h is kept; older or in the future becomes now', async () => {
    const recent = new Date(NOW.getTime() - 30 * 60_000).toISOString();
    const stale = new Date(NOW.getTime() - 25 * 3_600_000).toISOString();
    const future = new Date(NOW.getTime() + 10 * 60_000).toISOString();
    const slightlyAhead = new Date(NOW.getTime() + 60_000).toISOString();
    const at = async (scannedAt: string) =>
      (await scan({ token: (await guest()).token, scannedAt })).admitted!.at;
    expect(await at(recent)).toBe(recent);
    expect(await at(slightlyAhead)).toBe(slightlyAhead);
    expect(await at(stale)).toBe(NOW.toISOString());
    expect(await at(future)).toBe(NOW.toISOString());
  });

  test('an offline scan synced after another door admitted everyone is a conflict it can show', async () => {
    const { token } = await guest({ ladies: 2 });
    await scan({ token });
    const late = await scan({ token, clientScanId: 'offline-0003', scannedAt: NOW.toISOString() });
    expect(late).toMatchObject({ verdict: 'already_checked_in', admitted: null });
  });
});

describe('DELETE /api/door/check-ins/:id', () => {
  test('undoes an admission and answers the pass as it is now', async () => {
    const { token } = await guest({ ladies: 3 });
    const first = await scan({ token, people: 2 });
    await scan({ token });
    const response = await door.undo(first.admitted!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      verdict: 'valid',
      title: 'VALID',
      detail: '1 in · 2 still to come',
      admitted: null,
      pass: { arrived: 1, remaining: 2 },
    });
    expect(response.json().checkIns).toHaveLength(1);
    // Gone: a second undo is a 404, as is a malformed id.
    expect((await door.undo(first.admitted!.id)).statusCode).toBe(404);
    expect((await door.undo('nope')).statusCode).toBe(404);
  });
});

describe('validation', () => {
  test('a body without a token or a pass id says what to send', async () => {
    const response = await door.checkIn({});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Send the scanned token, or passId with passKind\.$/);
    const people = await door.checkIn({ token: 'x', people: 0 });
    expect(people.json().message).toMatch(/"people" must be at least 1/);
    const scanId = await door.checkIn({ token: 'x', clientScanId: 'no spaces!' });
    expect(scanId.json().message).toMatch(/must be 8-64 letters, digits, _ or -/);
  });
});
