import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { insertDemoData } from './demo-data.ts';

const TODAY = '2026-11-23';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

describe('the demo city', () => {
  test('is inserted once, with three weeks of open dates ahead', async () => {
    expect(await insertDemoData(database.db, { timeZone: 'America/New_York', today: TODAY })).toBe(10);
    expect(await insertDemoData(database.db, { timeZone: 'America/New_York', today: TODAY })).toBe(0);
    const ahead = await one<{ n: number }>(
      sql`select count(*)::int as n from guestlist_dates where date >= ${TODAY}`,
    );
    expect(ahead.n).toBeGreaterThan(20);
  });

  test('has four weeks of history for reporting: entries, admissions, no-shows, tables with cashback', async () => {
    const history = await one<{ entries: number; arrived: number; noShows: number; future: number }>(sql`
      select
        count(*)::int as entries,
        coalesce(sum((select sum(people) from check_ins c where c.entry_id = e.id)), 0)::int as arrived,
        count(*) filter (where status = 'confirmed' and not exists (select 1 from check_ins c where c.entry_id = e.id))::int as "noShows",
        count(*) filter (where date >= ${TODAY})::int as future
      from guestlist_entries e`);
    expect(history.entries).toBeGreaterThan(100);
    expect(history.arrived).toBeGreaterThan(100);
    expect(history.noShows).toBeGreaterThan(0);
    // Only the past: the nights ahead start empty, as a new city would.
    expect(history.future).toBe(0);

    // Nobody was admitted beyond their party, and every check-in is for its entry's club and night.
    const overfilled = await one<{ n: number }>(sql`
      select count(*)::int as n from guestlist_entries e
      where (select coalesce(sum(people), 0) from check_ins c where c.entry_id = e.id) > e.ladies + e.men
         or exists (select 1 from check_ins c where c.entry_id = e.id and (c.club_id <> e.club_id or c.date <> e.date))`);
    expect(overfilled.n).toBe(0);

    const tables = await one<{ completed: number; credits: number; wrong: number }>(sql`
      select
        count(*) filter (where r.status = 'completed')::int as completed,
        (select count(*)::int from cashback_credits) as credits,
        (select count(*)::int from cashback_credits k join reservations r2 on r2.id = k.reservation_id
          where k.amount_cents <> round(k.spend_cents * k.percent / 100) or r2.status <> 'completed') as wrong
      from reservations r`);
    expect(tables.completed).toBeGreaterThan(0);
    expect(tables.credits).toBeGreaterThan(0);
    expect(tables.wrong).toBe(0);
  });
});
