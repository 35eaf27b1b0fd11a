import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nightOf } from '../../shared/closing-time.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { nightOfSql } from './night-of-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test.each([
  ['2026-11-24T05:30:00Z', 'America/New_York'], // 00:30: still Monday's night
  ['2026-11-24T11:00:00Z', 'America/New_York'], // 06:00: Tuesday's
  ['2026-03-08T10:15:00Z', 'America/New_York'], // 06:15 the morning the clocks go forward
  ['2026-03-08T09:59:00Z', 'America/New_York'], // 05:59 that morning
  ['2026-11-01T10:59:00Z', 'America/New_York'], // 05:59 the morning they go back
  ['2026-11-27T20:30:00Z', 'Asia/Tokyo'],
  ['2026-10-04T15:45:00Z', 'Australia/Lord_Howe'],
])('in SQL, %s in %s is the night nightOf says', async (instant, timeZone) => {
  const now = new Date(instant);
  const result = await t.database.db.execute(
    sql`select (${nightOfSql(now, sql`${timeZone}::text`)})::text as night`,
  );
  const [row] = (result as unknown as { rows: { night: string }[] }).rows;
  expect(row?.night).toBe(nightOf(now, timeZone));
});
