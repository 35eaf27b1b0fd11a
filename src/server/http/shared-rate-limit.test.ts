import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Two app instances on one database stand for two server processes behind a load balancer: the
// API-wide per-client limit is counted in each and shared through the database at every flush.
const LIMIT = 20;
const NOW = new Date('2026-11-27T21:00:10Z');
let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;
let now = NOW;

beforeAll(async () => {
  a = await createTestApp({ now: NOW, rateLimitPerMinute: LIMIT });
  a.setNow(NOW);
  b = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/unused', WEB_DIST_DIR: '.tmp/no-web-build' }),
    database: a.database,
    logger: pino({ level: 'silent' }),
    clock: () => now,
    rateLimitPerMinute: LIMIT,
    deliveries: 'manual',
  });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

function setNow(next: Date) {
  now = next;
  a.setNow(next);
}

const ask = (app: TestApp['app'], ip: string) =>
  app.inject({ method: 'GET', url: '/api/auth/session', remoteAddress: ip }).then((r) => r.statusCode);

async function askTimes(app: TestApp['app'], ip: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push(await ask(app, ip));
  return statuses;
}

/** Each process's flush after the other's: what a second of both flushing on their timers gives. */
const flushBoth = async () => {
  for (const app of [a.app, b, a.app, b]) await app.apiRateCounters.flush();
};

describe('the API-wide limit across processes', () => {
  test('a client spreading its requests over two processes gets the limit once, not twice', async () => {
    const ip = '203.0.113.10';
    expect(await askTimes(a.app, ip, 15)).toEqual(Array(15).fill(200));
    // B has never seen this client: it learns the count at its next flush.
    await flushBoth();
    expect(await askTimes(b, ip, 5)).toEqual(Array(5).fill(200));
    expect(await ask(b, ip)).toBe(429);
    // And A learns B's five at the next flush.
    await flushBoth();
    expect(await ask(a.app, ip)).toBe(429);
  });

  test('every process refuses a client another one has already taken to its limit', async () => {
    const ip = '203.0.113.11';
    expect(await askTimes(b, ip, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(await ask(b, ip)).toBe(429);
    await flushBoth();
    expect(await ask(a.app, ip)).toBe(429);
  });

  test('other clients are not counted with it', async () => {
    expect(await askTimes(a.app, '203.0.113.12', 3)).toEqual([200, 200, 200]);
    expect(await askTimes(b, '203.0.113.13', 3)).toEqual([200, 200, 200]);
  });

  test('a new window starts every client from nothing, in every process', async () => {
    const ip = '203.0.113.14';
    await askTimes(a.app, ip, LIMIT);
    await flushBoth();
    expect(await ask(b, ip)).toBe(429);
    setNow(new Date(NOW.getTime() + 60_000));
    expect(await ask(a.app, ip)).toBe(200);
    expect(await ask(b, ip)).toBe(200);
  });

  test('an IPv6 client is one client across its /64', async () => {
    setNow(new Date(NOW.getTime() + 120_000));
    for (let i = 0; i < LIMIT; i++)
      expect(await ask(a.app, `2001:db8:1:2::${(i + 1).toString(16)}`)).toBe(200);
    await flushBoth();
    expect(await ask(b, '2001:db8:1:2:ffff::1')).toBe(429);
    expect(await ask(b, '2001:db8:1:3::1')).toBe(200);
  });

  test('the counts are kept in one row per client and window, and old windows are pruned', async () => {
    setNow(new Date(NOW.getTime() + 10 * 60_000));
    await ask(a.app, '203.0.113.15');
    // The prune runs at most once a minute per process; this is A's first flush in this window.
    await flushBoth();
    const rows = (await a.database.db.execute(
      sql`select hits from api_rate_counters where bucket like ${'%203.0.113.15'}`,
    )) as unknown as { rows: { hits: number }[] };
    expect(rows.rows.map((r) => Number(r.hits))).toEqual([1]);
    const before = new Date(NOW.getTime() + 8 * 60_000).toISOString();
    const old = (await a.database.db.execute(
      sql`select count(*)::int as n from api_rate_counters where window_start < ${before}::timestamptz`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(old.rows[0]!.n)).toBe(0);
  });
});
