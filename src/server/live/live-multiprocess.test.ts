import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ListClubsResponse } from '../../shared/api/clubs-schema.ts';
import { clubs } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { SseClient } from '../testing/sse-client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { LIVE_REPLAY_WINDOW_MS, LIVE_RESUME_MARGIN_MS } from './live-bus.ts';
import { formatLiveEventId, parseLiveEventId } from './live-event-id.ts';

// Far enough ahead to stay inside the snapshot window of the processes' real clocks.
const DATE = '2099-01-01';

/**
 * Two real server processes on one PostgreSQL database: a change made by neither of them (here,
 * straight in the database) must reach the browsers of both and the clubs snapshots of both.
 */
describe.skipIf(!process.env.DATABASE_URL)('live updates across server processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const processes: ServerProcess[] = [];
  const clients: SseClient[] = [];
  let urlA: string;
  let urlB: string;
  let listeningSince: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url) throw new Error('createTestDatabase did not return a PostgreSQL URL');
    const env = { DATABASE_URL: database.url };
    processes.push(startServerProcess(env), startServerProcess(env));
    [urlA, urlB] = (await Promise.all(processes.map((p) => p.listening))) as [string, string];
    listeningSince = Date.now();
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    const exits = await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
    // Both shut down cleanly on SIGTERM.
    expect(exits).toEqual(processes.map(() => ({ code: 0, signal: null })));
  }, 60_000);

  async function subscribe(baseUrl: string) {
    const client = await SseClient.connect(`${baseUrl}/api/live`);
    clients.push(client);
    return client;
  }

  async function listClubs(baseUrl: string): Promise<ListClubsResponse> {
    const response = await fetch(`${baseUrl}/api/clubs?date=${DATE}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ListClubsResponse;
  }

  test('both processes answer and use PostgreSQL', async () => {
    expect(urlA).not.toBe(urlB);
    for (const url of [urlA, urlB]) {
      const response = await fetch(`${url}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'postgres' });
    }
  });

  test('a change made directly in the database is pushed by both processes', async () => {
    const [a, b] = [await subscribe(urlA), await subscribe(urlB)];

    const club = await insertClub(database.db, { name: 'Shared Club' });
    await openGuestlistDates(database.db, club.id, [DATE]);
    for (const client of [a, b]) {
      expect(await client.waitForEvent('clubs', { clubId: club.id })).toEqual({
        topic: 'clubs',
        clubId: club.id,
      });
      expect(await client.waitForEvent('guestlist-dates', { clubId: club.id, date: DATE })).toEqual({
        topic: 'guestlist-dates',
        clubId: club.id,
        date: DATE,
      });
    }

    const since = [a.messages.length, b.messages.length];
    await database.db.execute(sql`update clubs set sort_order = 7 where id = ${club.id}`);
    await a.waitForEvent('clubs', { clubId: club.id }, { since: since[0] });
    await b.waitForEvent('clubs', { clubId: club.id }, { since: since[1] });
  });

  test('a warm clubs snapshot in another process follows a change made elsewhere', async () => {
    const [a, b] = [await subscribe(urlA), await subscribe(urlB)];
    const club = await insertClub(database.db, { name: 'Snapshot Club', sortOrder: 1 });
    await openGuestlistDates(database.db, club.id, [DATE]);
    // Notifications arrive in commit order: once the date's event is out, both have seen both changes.
    for (const client of [a, b])
      await client.waitForEvent('guestlist-dates', { clubId: club.id, date: DATE });

    // Warm both snapshots with the club in them.
    for (const url of [urlA, urlB]) {
      expect((await listClubs(url)).clubs.find((c) => c.id === club.id)?.name, url).toBe('Snapshot Club');
    }

    let since = b.messages.length;
    await database.db.update(clubs).set({ name: 'Renamed Elsewhere' }).where(eq(clubs.id, club.id));
    // The snapshot is dropped by the same notification, before the event is pushed: once B has
    // pushed it, B's very next answer must be fresh.
    await b.waitForEvent('clubs', { clubId: club.id }, { since });
    expect((await listClubs(urlB)).clubs.find((c) => c.id === club.id)?.name).toBe('Renamed Elsewhere');

    // Hiding the club removes it from both processes' listings.
    since = a.messages.length;
    const sinceB = b.messages.length;
    await database.db.update(clubs).set({ visible: false }).where(eq(clubs.id, club.id));
    await a.waitForEvent('clubs', { clubId: club.id }, { since });
    await b.waitForEvent('clubs', { clubId: club.id }, { since: sinceB });
    for (const url of [urlA, urlB]) {
      expect(
        (await listClubs(url)).clubs.map((c) => c.id),
        url,
      ).not.toContain(club.id);
    }
  });

  test('a stream dropped on one process resumes on another from its Last-Event-ID', async () => {
    // B answers for the time it has listened: the id's time, less the margin, must fall within it.
    const listened = Date.now() - listeningSince;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, LIVE_RESUME_MARGIN_MS + 500 - listened)));
    const [a, watcherB] = [await subscribe(urlA), await subscribe(urlB)];
    const seen = await insertClub(database.db, { name: 'Seen on A' });
    await a.waitForEvent('clubs', { clubId: seen.id });
    const last = a.lastEventId!;
    a.close();
    const missed = await insertClub(database.db, { name: 'Missed on A' });
    await watcherB.waitForEvent('clubs', { clubId: missed.id });

    // On B, by time: the missed club arrives (after, perhaps, the one seen: harmless), under B's ids.
    const onB = await SseClient.connect(`${urlB}/api/live`, { 'last-event-id': last });
    clients.push(onB);
    await onB.waitForEvent('clubs', { clubId: missed.id });
    expect(onB.messages.map((m) => m.event)).not.toContain('resync');
    const boots = (client: SseClient) => client.messages.map((m) => parseLiveEventId(m.id!)?.boot);
    expect(new Set(boots(onB))).toEqual(new Set([parseLiveEventId(watcherB.lastEventId!)?.boot]));
    expect(parseLiveEventId(last)?.boot).not.toBe(parseLiveEventId(watcherB.lastEventId!)?.boot);

    // Back on A, by sequence: exactly the missed club.
    const onA = await SseClient.connect(`${urlA}/api/live`, { 'last-event-id': last });
    clients.push(onA);
    await onA.waitForEvent('clubs', { clubId: missed.id });
    expect(onA.messages.map((m) => JSON.parse(m.data))).toEqual([{ topic: 'clubs', clubId: missed.id }]);

    // An id from before B's replay window: B cannot tell, and says resync.
    const old = parseLiveEventId(last)!;
    const stale = formatLiveEventId({ ...old, receivedAt: Date.now() - LIVE_REPLAY_WINDOW_MS });
    const lost = await SseClient.connect(`${urlB}/api/live`, { 'last-event-id': stale });
    clients.push(lost);
    expect(lost.response.status).toBe(200);
    await lost.waitFor('a resync', (m) => m.event === 'resync');
  }, 15_000);
});
