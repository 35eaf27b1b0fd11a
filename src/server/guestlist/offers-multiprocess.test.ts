import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates, guestlistEntries, notifications } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMembers, type Member } from '../testing/members.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/**
 * Two real server processes on one PostgreSQL database race an offer's deadline: each is asked at
 * the deadline's instant (TEST_CLOCK) to read, claim and decline the lapsing offers many times at
 * once. Whichever gets the night's lock first writes the lapse and offers the spots on; the other
 * finds nothing left to do, so every offer lapses once and each next party is offered once.
 */
describe.skipIf(!process.env.DATABASE_URL)('offers across server processes (PostgreSQL)', () => {
  // A night well after the wall clock: the processes' own lapse jobs (on the wall clock) never act.
  const DATE = '2027-03-05';
  const AT = new Date('2027-03-05T20:00:00Z');
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

  async function call(process: 0 | 1, member: Member, method: string, path: string, at: Date) {
    const response = await fetch(`${urls[process]}${path}`, {
      method,
      headers: { cookie: member.cookie, 'x-test-clock': at.toISOString() },
    });
    return { status: response.status, body: (await response.json()) as GuestlistEntry & { code?: string } };
  }

  test('each lapsing offer lapses once and its spot is offered to one next party', async () => {
    const db = database.db;
    const club = await insertClub(db, { name: 'Two Process Club' });
    await db.insert(guestlistDates).values({ clubId: club.id, date: DATE, capacityFemale: 4 });
    const members = await createMembers(db, 12);
    const entries: GuestlistEntry[] = [];
    for (const [i, member] of members.entries()) {
      const joined = await fetch(`${urls[(i % 2) as 0 | 1]}/api/guestlist-entries`, {
        method: 'POST',
        headers: {
          cookie: member.cookie,
          'content-type': 'application/json',
          'x-test-clock': AT.toISOString(),
        },
        body: JSON.stringify({ clubId: club.id, date: DATE, ladies: 1, men: 0 }),
      });
      expect(joined.status).toBe(201);
      entries.push((await joined.json()) as GuestlistEntry);
    }
    // Four confirmed; two cancel at once, one through each process: parties 5 and 6 get offers.
    const cancels = await Promise.all(
      [0, 1].map((i) =>
        call(i as 0 | 1, members[i]!, 'POST', `/api/guestlist-entries/${entries[i]!.id}/cancel`, AT),
      ),
    );
    expect(cancels.map((c) => c.status)).toEqual([200, 200]);
    const offered = await call(0, members[4]!, 'GET', `/api/guestlist-entries/${entries[4]!.id}`, AT);
    expect(offered.body.offer?.state).toBe('open');
    const deadline = new Date(offered.body.offer!.expiresAt);

    // At the deadline, both processes at once: reads, late claims and declines of the lapsing offers.
    const storm = [];
    for (let round = 0; round < 6; round++) {
      for (const i of [4, 5]) {
        const p = ((round + i) % 2) as 0 | 1;
        const path = `/api/guestlist-entries/${entries[i]!.id}`;
        storm.push(call(p, members[i]!, 'GET', path, deadline));
        storm.push(call(p, members[i]!, 'POST', `${path}/claim-offer`, deadline));
        storm.push(call((1 - p) as 0 | 1, members[i]!, 'POST', `${path}/decline-offer`, deadline));
      }
    }
    const answers = await Promise.all(storm);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const refusals = answers.filter((a) => a.status === 409).map((a) => a.body.code);
    expect(new Set(refusals)).toEqual(new Set(['offer_lapsed']));

    const rows = await db
      .select()
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, club.id), eq(guestlistEntries.date, DATE)));
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    expect([4, 5].map((i) => byUser.get(members[i]!.id)?.offerEnded)).toEqual(['lapsed', 'lapsed']);
    // The next two parties hold the two offers; nobody behind them does.
    const open = rows.filter((row) => row.status === 'waitlisted' && row.offerExpiresAt !== null);
    expect(open.map((row) => row.userId).sort()).toEqual([members[6]!.id, members[7]!.id].sort());

    const told = await db.select().from(notifications);
    const count = (kind: string, i: number) =>
      told.filter((n) => n.kind === kind && n.userId === members[i]!.id).length;
    expect([4, 5].map((i) => count('guestlist-offer-lapsed', i))).toEqual([1, 1]);
    expect([6, 7, 8].map((i) => count('guestlist-offered', i))).toEqual([1, 1, 0]);
    const [night] = await db
      .select()
      .from(guestlistDates)
      .where(and(eq(guestlistDates.clubId, club.id), eq(guestlistDates.date, DATE)));
    expect(night).toMatchObject({ confirmedLadies: 2, offeredLadies: 2, waitlistedParties: 6 });
  }, 60_000);
});
