import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates, guestlistEntries, notifications } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMembers } from '../testing/members.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/**
 * Group commit across two real server processes on one PostgreSQL database (decision 045): each
 * process decides its own batches of the night's joins, and the night's row lock, held from a
 * batch's first statement to its commit, serialises the two processes' batches. Half the rush goes
 * to each process at once: the list is still exactly full and the queue one line.
 */
describe.skipIf(!process.env.DATABASE_URL)('group commit across server processes (PostgreSQL)', () => {
  const DATE = '2027-03-06';
  const AT = new Date('2027-03-06T15:00:00Z');
  const JOINS = 200;
  const SPOTS = 50;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const processes: ServerProcess[] = [];
  let urls: [string, string];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url) throw new Error('createTestDatabase did not return a PostgreSQL URL');
    const env = { DATABASE_URL: database.url, TEST_CLOCK: 'on', API_REQUESTS_PER_IP_PER_MINUTE: '100000' };
    processes.push(startServerProcess(env), startServerProcess(env));
    urls = (await Promise.all(processes.map((p) => p.listening))) as [string, string];
  }, 60_000);

  afterAll(async () => {
    const exits = await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
    expect(exits).toEqual(processes.map(() => ({ code: 0, signal: null })));
  }, 60_000);

  test(`${JOINS} joins through two processes for ${SPOTS} places fill the list exactly`, async () => {
    const db = database.db;
    const club = await insertClub(db, { name: 'Two Writers Club' });
    await db.insert(guestlistDates).values({ clubId: club.id, date: DATE, capacityFemale: SPOTS });
    const members = await createMembers(db, JOINS);
    const answers = await Promise.all(
      members.map(async (member, i) => {
        const response = await fetch(`${urls[i % 2]}/api/guestlist-entries`, {
          method: 'POST',
          headers: {
            cookie: member.cookie,
            'content-type': 'application/json',
            'x-test-clock': AT.toISOString(),
          },
          body: JSON.stringify({ clubId: club.id, date: DATE, ladies: 1, men: 0 }),
        });
        return { status: response.status, entry: (await response.json()) as GuestlistEntry };
      }),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);

    const rows = await db
      .select()
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, club.id), eq(guestlistEntries.date, DATE)))
      .orderBy(asc(guestlistEntries.waitlistedAt));
    expect(rows).toHaveLength(JOINS);
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(SPOTS);
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    // Each member's answer says their own place, and the places are the queue's order: 1..150.
    const byId = new Map(answers.map((a) => [a.entry.id, a.entry]));
    expect(waiting.map((r) => byId.get(r.id)?.waitlistPosition)).toEqual(
      Array.from({ length: JOINS - SPOTS }, (_, i) => i + 1),
    );
    expect(rows.every((r) => byId.get(r.id)?.status === r.status)).toBe(true);
    const [places] = await db
      .select({ distinct: sql<number>`count(distinct ${guestlistEntries.waitlistedAt})::int` })
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, club.id), eq(guestlistEntries.status, 'waitlisted')));
    expect(places?.distinct).toBe(JOINS - SPOTS);
    const [night] = await db
      .select()
      .from(guestlistDates)
      .where(and(eq(guestlistDates.clubId, club.id), eq(guestlistDates.date, DATE)));
    expect(night).toMatchObject({ confirmedLadies: SPOTS, waitlistedParties: JOINS - SPOTS });
    // One message per member.
    const told = await db
      .select({
        count: sql<number>`count(distinct ${notifications.userId})::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(notifications)
      .where(sql`${notifications.kind} in ('guestlist-joined', 'guestlist-waitlisted')`);
    expect(told[0]).toEqual({ count: JOINS, all: JOINS });
  }, 120_000);
});
