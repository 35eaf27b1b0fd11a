import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NIGHT_ENTRIES_PAGE_SIZE } from '../../shared/api/admin/night-schema.ts';
import { guestlistDates, guestlistEntries } from '../db/schema.ts';
import { insertBulkGuestlist } from '../testing/export-data.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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
  test('the admin night list answers a page at a time, the queue numbered 1, 2, 3, ... in order', {
    timeout: 120_000,
  }, async () => {
    type Page = {
      entries: { status: string; waitlistPosition: number | null }[];
      entriesTotal: number;
      nextOffset: number | null;
    };
    const page = async (query: string) => {
      const response = await asAdmin('GET', `/api/admin/nights/${clubId}/${DATE}${query}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      return response.json() as Page;
    };
    // Every 25th party is cancelled and every other 10th waits: 2,800 cancelled, 5,600 wait, 61,600 in.
    const first = await page('');
    expect(first).toMatchObject({ entriesTotal: PARTIES, nextOffset: NIGHT_ENTRIES_PAGE_SIZE });
    expect(first.entries).toHaveLength(NIGHT_ENTRIES_PAGE_SIZE);
    expect(new Set(first.entries.map((e) => e.status))).toEqual(new Set(['confirmed']));
    const status = (entries: Page['entries']) => entries.map((e) => e.status);
    // Where the confirmed end and the queue begins: numbered from 1.
    const start = await page(`?offset=${61_600 - 50}`);
    expect(status(start.entries)).toEqual([...Array(50).fill('confirmed'), ...Array(50).fill('waitlisted')]);
    expect(start.entries.slice(50).map((e) => e.waitlistPosition)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    // Deep in the queue: numbered for the whole night, not within the page.
    const deep = await page(`?offset=${61_600 + 5_550}`);
    expect(deep.entries.slice(0, 50).map((e) => e.waitlistPosition)).toEqual(
      Array.from({ length: 50 }, (_, i) => 5_551 + i),
    );
    expect(status(deep.entries).slice(50)).toEqual(Array(50).fill('cancelled'));
    const last = await page(`?offset=${PARTIES - 10}`);
    expect(last.entries).toHaveLength(10);
    expect(last.nextOffset).toBeNull();
    // A search numbers its matches by their place in the whole queue, not within the search.
    const searched = await page('?q=Guest%20000030');
    expect(searched.entriesTotal).toBe(1);
    expect(searched.entries[0]?.waitlistPosition).toBe(3);
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
