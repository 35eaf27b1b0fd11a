import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestlistDates, guestlistEntries } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { insertBulkGuestlist } from './export-test-data.ts';

// A night of 70,000 parties: past PostgreSQL's 65,535 parameters, where every query that listed the
// night's ids one parameter each used to fail (HTTP 500), and where numbering the waitlist by a
// subquery per waiting party took longer than the server's 30 s timeout.
const NOW = new Date('2026-11-26T15:00:00Z');
const DATE = '2026-11-28';
const PARTIES = 70_000;
let t: TestApp;
let admin: Member;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  admin = await createAdmin(t.database.db);
  clubId = (await insertClub(t.database.db, { name: 'Stadium' })).id;
  await t.database.db.insert(guestlistDates).values({ clubId, date: DATE });
  await insertBulkGuestlist(t.database.db, {
    clubId,
    dates: [DATE],
    count: PARTIES,
    phoneBase: 3_100_000_000,
  });
}, 120_000);
afterAll(() => t?.close());

const asAdmin = (method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie } });

describe(`a night of ${PARTIES.toLocaleString('en-US')} parties`, () => {
  test('the admin night list answers, with the whole queue numbered 1, 2, 3, ... in order', {
    timeout: 120_000,
  }, async () => {
    const response = await asAdmin('GET', `/api/admin/nights/${clubId}/${DATE}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const night = response.json() as {
      entries: { status: string; waitlistPosition: number | null }[];
    };
    expect(night.entries).toHaveLength(PARTIES);
    const positions = night.entries.filter((e) => e.status === 'waitlisted').map((e) => e.waitlistPosition);
    // Every 10th party waits, except every 50th (cancelled): 7,000 - 1,400.
    expect(positions).toHaveLength(5_600);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    // A search numbers its matches by their place in the whole queue, not within the search.
    const searched = await asAdmin('GET', `/api/admin/nights/${clubId}/${DATE}?q=Guest%20000030`);
    const [third] = (searched.json() as { entries: { waitlistPosition: number | null }[] }).entries;
    expect(third?.waitlistPosition).toBe(3);
  });

  test('closing it cancels and tells every party in one go', { timeout: 120_000 }, async () => {
    const closed = await asAdmin('DELETE', `/api/admin/clubs/${clubId}/dates/${DATE}?confirm=true`);
    expect(closed.statusCode, closed.body.slice(0, 300)).toBe(200);
    const [left] = await t.database.db
      .select({ active: sql<number>`count(*)::int` })
      .from(guestlistEntries)
      .where(
        and(
          eq(guestlistEntries.clubId, clubId),
          sql`${guestlistEntries.status} in ('confirmed', 'waitlisted')`,
        ),
      );
    expect(left?.active).toBe(0);
  });
});
