import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { LIVE_HEARTBEAT_EVENT, LIVE_HEARTBEAT_MS } from '../../shared/live-heartbeat.ts';
import { insertClub } from '../testing/fixtures.ts';
import { SseClient, type SseMessage } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { LIVE_REPLAY_WINDOW_MS, LIVE_RESUME_MARGIN_MS } from './live-bus.ts';
import { formatLiveEventId, type LiveEventId, parseLiveEventId } from './live-event-id.ts';

let t: TestApp;
let baseUrl: string;
let startedAt: number;
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  startedAt = Date.now();
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

async function connect(headers: Record<string, string> = {}, query = ''): Promise<SseClient> {
  const client = await SseClient.connect(`${baseUrl}/api/live${query}`, headers);
  clients.push(client);
  return client;
}

/** The stream's starting point (an `id:` line alone) arrives with its first writes. */
async function position(client: SseClient): Promise<LiveEventId> {
  await vi.waitFor(() => expect(client.lastEventId).toBeDefined());
  return parseLiveEventId(client.lastEventId!)!;
}

interface LiveOperation {
  parameters: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { description?: string; content?: unknown }>;
}
const parsedId = (message: SseMessage) => parseLiveEventId(message.id ?? '');
const clubIds = (client: SseClient) =>
  client.messages.filter((m) => m.event === 'clubs').map((m) => JSON.parse(m.data).clubId as string);

describe('GET /api/live event ids', () => {
  test('the stream starts from an id, every event has one of the same process, and they grow', async () => {
    const client = await connect();
    const start = await position(client);
    expect(start.boot).toMatch(/^[A-Za-z0-9_-]+$/);

    const [a, b] = [await insertClub(t.database.db), await insertClub(t.database.db)];
    await client.waitForEvent('clubs', { clubId: b.id });
    expect(clubIds(client)).toEqual([a.id, b.id]);
    const ids = client.messages.map(parsedId);
    for (const id of ids) expect(id?.boot).toBe(start.boot);
    const sequences = [start.sequence, ...ids.map((id) => id!.sequence)];
    expect(sequences).toEqual([...sequences].sort((x, y) => x - y));
    expect(new Set(sequences).size).toBe(sequences.length);
    // What a browser would send on reconnecting is the last event's id.
    expect(client.lastEventId).toBe(client.messages.at(-1)?.id);
  });

  test('a heartbeat carries the current position', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const client = await connect();
      const start = await position(client);
      const club = await insertClub(t.database.db);
      await client.waitForEvent('clubs', { clubId: club.id });
      const last = parsedId(client.messages.at(-1)!)!;
      expect(last.sequence).toBeGreaterThan(start.sequence);
      vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
      const heartbeat = await client.waitFor('a heartbeat', (m) => m.event === LIVE_HEARTBEAT_EVENT);
      expect(heartbeat.data).toBe('{}');
      // Every event up to the last one was sent: a reconnect from here misses nothing.
      expect(parsedId(heartbeat)).toMatchObject({ boot: start.boot, sequence: last.sequence });
      expect(parsedId(heartbeat)!.receivedAt).toBeGreaterThanOrEqual(last.receivedAt);
      client.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/live with Last-Event-ID (a reconnecting client)', () => {
  test('on the same process, exactly the events missed since that id are sent, with their ids', async () => {
    const watcher = await connect();
    const dropped = await connect();
    const seen = await insertClub(t.database.db);
    await dropped.waitForEvent('clubs', { clubId: seen.id });
    const last = dropped.lastEventId!;
    dropped.close();

    const missed = [await insertClub(t.database.db), await insertClub(t.database.db)];
    await watcher.waitForEvent('clubs', { clubId: missed[1]!.id });

    const resumed = await connect({ 'last-event-id': last });
    await resumed.waitForEvent('clubs', { clubId: missed[1]!.id });
    await position(resumed);
    expect(resumed.messages.map((m) => m.event)).toEqual(['clubs', 'clubs']);
    expect(clubIds(resumed)).toEqual(missed.map((club) => club.id));
    // The very ids the other streams got them under.
    expect(resumed.messages.map((m) => m.id)).toEqual(watcher.messages.slice(-2).map((m) => m.id));
    // Then the stream goes on from where it is now.
    const next = await insertClub(t.database.db);
    await resumed.waitForEvent('clubs', { clubId: next.id });
    expect(clubIds(resumed)).toEqual([...missed, next].map((club) => club.id));

    // Nothing missed: nothing sent.
    const upToDate = await connect({ 'last-event-id': resumed.lastEventId! });
    await position(upToDate);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(upToDate.messages).toEqual([]);
  });

  test('wins over since, which a browser repeats from its first URL, long out of date', async () => {
    const client = await connect();
    await position(client);
    const start = client.lastEventId!;
    const club = await insertClub(t.database.db);
    await client.waitForEvent('clubs', { clubId: club.id });
    // since alone would be further back than the server can tell: a resync.
    const resumed = await connect({ 'last-event-id': start }, '?since=600000');
    await resumed.waitForEvent('clubs', { clubId: club.id });
    expect(resumed.messages.map((m) => m.event)).toEqual(['clubs']);
  });

  test('an id of another process is resumed by its time: the missed events arrive', async () => {
    // This process answers only for the time it has listened: from the id's time less the margin.
    const listened = Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, LIVE_RESUME_MARGIN_MS + 500 - listened)));
    const watcher = await connect();
    const own = await position(watcher);
    const before = await insertClub(t.database.db);
    await watcher.waitForEvent('clubs', { clubId: before.id });
    const elsewhere = formatLiveEventId({ boot: 'another-process', sequence: 12, receivedAt: Date.now() });
    const missed = await insertClub(t.database.db);
    await watcher.waitForEvent('clubs', { clubId: missed.id });

    const resumed = await connect({ 'last-event-id': elsewhere });
    await resumed.waitForEvent('clubs', { clubId: missed.id });
    // The margin may send an event seen already (harmless); never a resync, and this process's ids.
    expect(resumed.messages.map((m) => m.event)).not.toContain('resync');
    expect(clubIds(resumed).at(-1)).toBe(missed.id);
    for (const message of resumed.messages) expect(parsedId(message)?.boot).toBe(own.boot);
  }, 15_000);

  test.each([
    ['not an id', 'garbage'],
    ['cut short', 'abc.12'],
    ['with a sequence that is not a number', 'abc.x.1790000000000'],
    ['far too long', `abc.1.${'9'.repeat(4_000)}`],
    ['in latin-1', 'ünïcödé.1.1'],
    ['of another process, older than the window', 'other'],
    ['of another process, in the future', 'future'],
    ['of this process, with a sequence it never reached', 'ahead'],
  ])('an id %s gets a 200 and a resync, then resumes normally', async (_label, given) => {
    const own = await position(await connect());
    const id =
      given === 'other'
        ? formatLiveEventId({ boot: 'x', sequence: 1, receivedAt: Date.now() - LIVE_REPLAY_WINDOW_MS - 1 })
        : given === 'future'
          ? formatLiveEventId({ boot: 'x', sequence: 1, receivedAt: Date.now() + 60_000 })
          : given === 'ahead'
            ? formatLiveEventId({ ...own, sequence: own.sequence + 1_000 })
            : given;
    const client = await connect({ 'last-event-id': id });
    expect(client.response.status).toBe(200);
    const resync = await client.waitFor('a resync', (m) => m.event === 'resync');
    expect(resync).toEqual({ event: 'resync', data: '{"topic":"resync"}', id: expect.any(String) });
    expect(client.messages).toHaveLength(1);
    // The resync's id is a resume point like any other: from there on, nothing was missed.
    const again = await connect({ 'last-event-id': resync.id! });
    await position(again);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.messages).toEqual([]);
  });

  test('the API documentation declares the event stream and the header', () => {
    const live = (t.app.swagger() as { paths: Record<string, { get: LiveOperation }> }).paths['/api/live']!
      .get;
    expect(live.responses['200']?.content).toEqual({ 'text/event-stream': { schema: { type: 'string' } } });
    expect(live.responses['200']?.description).toMatch(/Last-Event-ID/);
    expect(live.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'last-event-id', required: false }),
    );
  });

  test('an empty Last-Event-ID is no id: the stream opens as usual', async () => {
    const client = await connect({ 'last-event-id': '' });
    await position(client);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages).toEqual([]);
  });
});
