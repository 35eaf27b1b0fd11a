import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates, guestlistEntries } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMembers } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const DATE = '2026-11-27';
const JOINS = 500;
const CAPACITY = 100;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
});
afterAll(() => t?.close());

describe(`${JOINS} simultaneous joins for ${CAPACITY} spots`, () => {
  test('exactly fill the list by people and queue the rest in order, without duplicates', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const club = await insertClub(db, { name: 'Rush Club' });
    await db.insert(guestlistDates).values({ clubId: club.id, date: DATE, capacityFemale: CAPACITY });
    const members = await createMembers(db, JOINS);

    const responses = await Promise.all(
      members.map((member) =>
        t.app.inject({
          method: 'POST',
          url: '/api/guestlist-entries',
          headers: { cookie: member.cookie },
          payload: { clubId: club.id, date: DATE, ladies: 1, men: 0 },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);

    const rows = await db
      .select()
      .from(guestlistEntries)
      .where(eq(guestlistEntries.clubId, club.id))
      .orderBy(asc(guestlistEntries.waitlistedAt));
    expect(rows).toHaveLength(JOINS);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(JOINS);
    const confirmed = rows.filter((r) => r.status === 'confirmed');
    expect(confirmed.reduce((people, r) => people + r.ladies + r.men, 0)).toBe(CAPACITY);
    const waitlisted = rows.filter((r) => r.status === 'waitlisted');
    expect(waitlisted).toHaveLength(JOINS - CAPACITY);

    // Positions as the API reports them: 1..400, in waitlisted_at order.
    const byEntry = new Map(
      responses.map((r) => r.json() as GuestlistEntry).map((entry) => [entry.id, entry]),
    );
    const positions = waitlisted.map((r) => byEntry.get(r.id)?.waitlistPosition);
    expect(positions).toEqual(Array.from({ length: JOINS - CAPACITY }, (_, i) => i + 1));
    // No two parties share a place in line (compared in the database: JavaScript dates drop microseconds).
    const [queue] = await db
      .select({ places: sql<number>`count(distinct ${guestlistEntries.waitlistedAt})::int` })
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, club.id), eq(guestlistEntries.status, 'waitlisted')));
    expect(queue?.places).toBe(JOINS - CAPACITY);

    const night = await t.app.inject({ url: `/api/clubs/${club.id}?date=${DATE}` });
    expect(night.json().spotsLeft).toEqual({ female: 0, male: null });
  });
});
