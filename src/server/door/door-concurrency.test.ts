import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckInResult } from '../../shared/api/door-schema.ts';
import { checkIns } from '../db/schema.ts';
import {
  createDoorStaff,
  doorApi,
  insertEntryRow,
  insertReservationRow,
  passToken,
} from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const NOW = new Date('2026-11-28T04:14:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let clubId: string;
let scanners: Member[];

beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  clubId = (await insertClub(t.database.db, { name: 'Rush Club' })).id;
  scanners = [];
  for (let i = 0; i < 10; i += 1) scanners.push(await createDoorStaff(t.database.db, `Scanner`, `${i + 1}`));
});
afterAll(() => t?.close());

async function scanAtOnce(count: number, body: Record<string, unknown>): Promise<CheckInResult[]> {
  const responses = await Promise.all(
    scanners.slice(0, count).map((staff) => doorApi(t, staff, { clubId, date: FRIDAY }).checkIn(body)),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
  return responses.map((r) => r.json());
}

/** One guestlist pass for 4, scanned by `count` scanners at once: exactly one admits the party. */
async function raceOnePass(count: number) {
  const member = await createMember(t.database.db);
  const entry = await insertEntryRow(t.database.db, {
    userId: member.id,
    clubId,
    date: FRIDAY,
    ladies: 4,
  });
  const token = await passToken(t, member, 'guestlist', entry.id);

  const results = await scanAtOnce(count, { token });
  const verdicts = results.map((r) => r.verdict).sort();
  expect(verdicts.filter((v) => v === 'valid')).toHaveLength(1);
  expect(verdicts.filter((v) => v === 'already_checked_in')).toHaveLength(count - 1);
  const rows = await t.database.db.select().from(checkIns).where(eq(checkIns.entryId, entry.id));
  expect(rows.map((row) => row.people)).toEqual([4]);
  // The refused scanners are told who let the party in.
  const winner = results.find((r) => r.verdict === 'valid')!.admitted!.by;
  for (const refused of results.filter((r) => r.verdict !== 'valid'))
    expect(refused.detail).toContain(`by ${winner}`);
}

describe('scanners admitting the same pass at the same moment', () => {
  // Two scanners race less often than ten: several rounds, so a missing lock cannot pass by luck.
  for (const [count, rounds] of [
    [2, 5],
    [10, 1],
  ] as const) {
    test(`${count} scanners, one guestlist pass for 4: admitted exactly once (${rounds}×)`, async () => {
      for (let round = 0; round < rounds; round += 1) await raceOnePass(count);
    });
  }

  test('10 scanners each admitting 1 of a table for 6: six get in, never more', async () => {
    const member = await createMember(t.database.db);
    const reservation = await insertReservationRow(t.database.db, {
      userId: member.id,
      clubId,
      date: FRIDAY,
      partySize: 6,
    });
    const results = await scanAtOnce(10, { passId: reservation.id, passKind: 'reservation', people: 1 });
    expect(results.filter((r) => r.verdict === 'valid')).toHaveLength(6);
    expect(results.filter((r) => r.verdict === 'already_checked_in')).toHaveLength(4);
    const rows = await t.database.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.reservationId, reservation.id));
    expect(rows.reduce((sum, row) => sum + row.people, 0)).toBe(6);
  });

  test('the same queued scan synced by 10 requests at once is recorded once', async () => {
    const member = await createMember(t.database.db);
    const entry = await insertEntryRow(t.database.db, { userId: member.id, clubId, date: FRIDAY, ladies: 3 });
    const results = await scanAtOnce(10, {
      passId: entry.id,
      passKind: 'guestlist',
      people: 1,
      clientScanId: 'offline-sync-123',
    });
    expect(results.map((r) => r.verdict)).toEqual(results.map(() => 'valid'));
    expect(new Set(results.map((r) => r.admitted!.id)).size).toBe(1);
    const rows = await t.database.db.select().from(checkIns).where(eq(checkIns.entryId, entry.id));
    expect(rows).toHaveLength(1);
  });
});
