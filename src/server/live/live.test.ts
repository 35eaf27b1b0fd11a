import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clubs, guestlistDates } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMembers } from '../testing/members.ts';
import { SseClient } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let baseUrl: string;
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

async function subscribe(): Promise<SseClient> {
  const client = await SseClient.connect(`${baseUrl}/api/live`);
  clients.push(client);
  return client;
}

describe('GET /api/live (Server-Sent Events)', () => {
  test('answers with an uncached event stream that starts with a retry delay', async () => {
    const client = await subscribe();
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.response.headers.get('x-accel-buffering')).toBe('no');
    expect(client.retry).toBe(3000);
    expect(client.messages).toEqual([]);
    client.close();
  });

  test('pushes a clubs event for every club change made in the database', async () => {
    const client = await subscribe();
    const db = t.database.db;

    const club = await insertClub(db, { name: 'Live Club' });
    expect(await client.waitForEvent('clubs', { clubId: club.id })).toEqual({
      topic: 'clubs',
      clubId: club.id,
    });

    const other = await insertClub(db, { name: 'Other Club' });
    await client.waitForEvent('clubs', { clubId: other.id });

    const beforeRename = client.messages.length;
    await db.execute(sql`update clubs set name = 'Renamed' where id = ${club.id}`);
    await client.waitForEvent('clubs', { clubId: club.id }, { since: beforeRename });

    const beforeDelete = client.messages.length;
    await db.delete(clubs).where(eq(clubs.id, other.id));
    await client.waitForEvent('clubs', { clubId: other.id }, { since: beforeDelete });

    // One event per change, in order.
    expect(client.messages.map((m) => [m.event, JSON.parse(m.data).clubId])).toEqual([
      ['clubs', club.id],
      ['clubs', other.id],
      ['clubs', club.id],
      ['clubs', other.id],
    ]);
  });

  test('pushes a guestlist-dates event with the club and date of every opened or closed date', async () => {
    const db = t.database.db;
    const client = await subscribe();
    const club = await insertClub(db, { name: 'Dates Club' });
    await client.waitForEvent('clubs', { clubId: club.id });
    const since = client.messages.length;

    await openGuestlistDates(db, club.id, ['2026-12-03']);
    expect(await client.waitForEvent('guestlist-dates', { clubId: club.id, date: '2026-12-03' })).toEqual({
      topic: 'guestlist-dates',
      clubId: club.id,
      date: '2026-12-03',
    });

    await openGuestlistDates(db, club.id, ['2026-12-10', '2026-12-17']);
    await client.waitForEvent('guestlist-dates', { clubId: club.id, date: '2026-12-10' });
    await client.waitForEvent('guestlist-dates', { clubId: club.id, date: '2026-12-17' });

    const beforeDelete = client.messages.length;
    await db
      .delete(guestlistDates)
      .where(and(eq(guestlistDates.clubId, club.id), eq(guestlistDates.date, '2026-12-10')));
    await client.waitForEvent(
      'guestlist-dates',
      { clubId: club.id, date: '2026-12-10' },
      { since: beforeDelete },
    );

    // One guestlist-dates event per date, in the order they happened; opening a date is not a club change.
    expect(client.messages.slice(since).map((m) => [m.event, JSON.parse(m.data).date])).toEqual([
      ['guestlist-dates', '2026-12-03'],
      ['guestlist-dates', '2026-12-10'],
      ['guestlist-dates', '2026-12-17'],
      ['guestlist-dates', '2026-12-10'],
    ]);
  });

  test('a join changes a night’s counters without waking every page; a capacity change does', async () => {
    const db = t.database.db;
    const client = await subscribe();
    const club = await insertClub(db, { name: 'Quiet Club' });
    await openGuestlistDates(db, club.id, ['2026-12-05']);
    await client.waitForEvent('guestlist-dates', { clubId: club.id, date: '2026-12-05' });
    const since = client.messages.length;
    const [member] = await createMembers(db, 1);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      headers: { cookie: member!.cookie },
      payload: { clubId: club.id, date: '2026-12-05', ladies: 2, men: 0 },
    });
    expect(joined.statusCode).toBe(201);
    // A change after the join, announced in order behind anything the join would have sent.
    await db
      .update(guestlistDates)
      .set({ capacityFemale: 50 })
      .where(and(eq(guestlistDates.clubId, club.id), eq(guestlistDates.date, '2026-12-05')));
    await client.waitForEvent('guestlist-dates', { clubId: club.id, date: '2026-12-05' }, { since });
    expect(client.messages.slice(since).filter((m) => m.event === 'guestlist-dates')).toHaveLength(1);
    const [night] = await db
      .select({ ladies: guestlistDates.confirmedLadies })
      .from(guestlistDates)
      .where(and(eq(guestlistDates.clubId, club.id), eq(guestlistDates.date, '2026-12-05')));
    expect(night?.ladies).toBe(2);
  });

  test('every connected client receives the event', async () => {
    const [a, b, c] = [await subscribe(), await subscribe(), await subscribe()];
    c.close();
    const club = await insertClub(t.database.db, { name: 'Fan-out Club' });
    await openGuestlistDates(t.database.db, club.id, ['2026-12-24']);
    for (const client of [a, b]) {
      await client.waitForEvent('clubs', { clubId: club.id });
      await client.waitForEvent('guestlist-dates', { clubId: club.id, date: '2026-12-24' });
    }
    // The event name and the topic in the data agree, so EventSource listeners by name work.
    for (const message of a.messages) expect(JSON.parse(message.data).topic).toBe(message.event);
  });
});

describe('GET /api/live?since= (the changes a page missed before its stream opened)', () => {
  // The bus answers only for time it has been listening: give it a moment past since + the 2 s margin.
  beforeAll(() => new Promise((resolve) => setTimeout(resolve, 2_600)));

  test('a change made after the page fetched, before the stream opened, is sent first', async () => {
    const watcher = await subscribe();
    const club = await insertClub(t.database.db, { name: 'Missed Club' });
    await watcher.waitForEvent('clubs', { clubId: club.id });
    // Someone else's own change and a staff-only change at the same moment are not for this stream.
    await t.database.db.execute(
      sql`select pg_notify('live', ${JSON.stringify({ topic: 'me', userId: crypto.randomUUID(), kind: 'notification' })})`,
    );
    await t.database.db.execute(
      sql`select pg_notify('live', ${JSON.stringify({ topic: 'night', clubId: club.id, date: '2026-11-26' })})`,
    );
    // Notifications arrive in order: once this one is in, so are the two before it.
    const next = await insertClub(t.database.db, { name: 'Missed Club 2' });
    await watcher.waitForEvent('clubs', { clubId: next.id });

    const late = await SseClient.connect(`${baseUrl}/api/live?since=300`);
    clients.push(late);
    await late.waitForEvent('clubs', { clubId: next.id });
    expect(late.messages.slice(0, 2).map((m) => JSON.parse(m.data))).toEqual([
      { topic: 'clubs', clubId: club.id },
      { topic: 'clubs', clubId: next.id },
    ]);
    expect(late.messages.map((m) => m.event)).not.toContain('me');
    expect(late.messages.map((m) => m.event)).not.toContain('night');
    // Without `since` (a reconnect, which refetches everything anyway) nothing is replayed.
    const plain = await subscribe();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(plain.messages).toEqual([]);
  });

  test('further back than the server can tell, the stream says resync (refetch everything)', async () => {
    const late = await SseClient.connect(`${baseUrl}/api/live?since=600000`);
    clients.push(late);
    await late.waitFor('a resync', (m) => m.event === 'resync');
    expect(late.messages[0]).toEqual({ event: 'resync', data: '{"topic":"resync"}', id: expect.any(String) });
  });

  test('a since that is not a number of milliseconds is refused with what to send', async () => {
    for (const [since, message] of [
      ['soon', /^The query parameter "since" must be a number of milliseconds\.$/],
      ['-5', /^The query parameter "since" cannot be negative\.$/],
      ['1.5', /whole number/],
      ['999999999', /at most a day/],
    ] as const) {
      const response = await fetch(`${baseUrl}/api/live?since=${since}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
  });
});
