import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { AppError } from './errors.ts';
import { consumeRateLimits, type RateLimitRule } from './rate-limiter.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const MINUTE = 60_000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const rule = (key: string, limit: number, windowMs = 10 * MINUTE): RateLimitRule => ({
  bucket: 'test',
  key,
  limit,
  windowMs,
  error: () => new AppError(429, 'too-many-requests', `limit ${limit} on ${key}`),
});

async function attempt(handle: DatabaseHandle, rules: RateLimitRule[], now = NOW): Promise<'ok' | string> {
  try {
    await consumeRateLimits(handle.db, now, rules);
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

describe('consumeRateLimits', () => {
  test('allows up to the limit within the window, then refuses with the rule’s error', async () => {
    for (let i = 0; i < 3; i++) expect(await attempt(database, [rule('a', 3)])).toBe('ok');
    expect(await attempt(database, [rule('a', 3)])).toBe('limit 3 on a');
    // Refusals are not counted: once the window has passed, three more are allowed.
    const later = new Date(NOW.getTime() + 10 * MINUTE + 1);
    for (let i = 0; i < 3; i++) expect(await attempt(database, [rule('a', 3)], later)).toBe('ok');
    expect(await attempt(database, [rule('a', 3)], later)).toBe('limit 3 on a');
  });

  test('a refusal by one rule counts against none of the others', async () => {
    await attempt(database, [rule('b-full', 1)]);
    expect(await attempt(database, [rule('b-other', 1), rule('b-full', 1)])).toBe('limit 1 on b-full');
    expect(await attempt(database, [rule('b-other', 1)])).toBe('ok');
  });

  test('the first rule over its limit is the one reported', async () => {
    await attempt(database, [rule('c', 5)]);
    await attempt(database, [rule('c', 5)]);
    expect(await attempt(database, [rule('c', 10, 24 * 60 * MINUTE), rule('c', 2)])).toBe('limit 2 on c');
  });

  test('concurrent requests cannot all take the last places', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt(database, [rule('d', 5)])));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
  });

  test('two keys locked in either order by concurrent requests do not deadlock', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt(database, i % 2 ? [rule('e1', 100), rule('e2', 100)] : [rule('e2', 100), rule('e1', 100)]),
      ),
    );
    expect(results.every((r) => r === 'ok')).toBe(true);
  });

  test('hits older than a day are deleted as new ones come in', async () => {
    await attempt(database, [rule('f', 10)]);
    const nextDay = new Date(NOW.getTime() + 24 * 60 * MINUTE + 1);
    await attempt(database, [rule('f', 10)], nextDay);
    const rows = (await database.db.select().from(rateLimitHits)).filter((row) => row.key === 'f');
    expect(rows.map((row) => row.at)).toEqual([nextDay]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('consumeRateLimits across connection pools (PostgreSQL)', () => {
  test('two pools on one database, as two processes would be, share the limit exactly', async () => {
    const other = openPostgres(database.url!);
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => attempt(i % 2 ? other : database, [rule('g', 7)])),
      );
      expect(results.filter((r) => r === 'ok')).toHaveLength(7);
    } finally {
      await other.close();
    }
  });
});
