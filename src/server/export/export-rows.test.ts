import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { IsoDate } from '../../shared/dates.ts';
import { insertBulkGuestlist } from '../testing/export-data.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { readExportRows, sortRanges } from './export-rows.ts';

describe('sortRanges', () => {
  const night = (date: IsoDate, parties: number) => ({ date, parties });
  test('small nights share a sort; the ranges cover the whole range without a gap', () => {
    expect(sortRanges([], '2026-11-01', '2026-11-30', 10)).toEqual([
      { from: '2026-11-01', to: '2026-11-30' },
    ]);
    expect(
      sortRanges(
        [night('2026-11-03', 4), night('2026-11-05', 6), night('2026-11-09', 1), night('2026-11-20', 25)],
        '2026-11-01',
        '2026-11-30',
        10,
      ),
    ).toEqual([
      { from: '2026-11-01', to: '2026-11-08' },
      { from: '2026-11-09', to: '2026-11-19' },
      // A night bigger than the limit is sorted alone.
      { from: '2026-11-20', to: '2026-11-30' },
    ]);
  });
});

describe('readExportRows over several sorts', () => {
  const NIGHTS = ['2026-11-26', '2026-11-27', '2026-11-28'];
  let t: TestApp;
  let clubId: string;
  beforeAll(async () => {
    t = await createTestApp();
    clubId = (await insertClub(t.database.db, { name: 'Neon Room' })).id;
    await insertBulkGuestlist(t.database.db, { clubId, dates: NIGHTS, count: 900, phoneBase: 3_100_000_000 });
  });
  afterAll(() => t?.close());

  const read = async (batchSize: number, sortRows: number) => {
    const query = { clubId, from: '2026-11-25', to: '2026-11-29', timeZone: 'UTC' };
    const rows: string[] = [];
    for await (const batch of readExportRows(t.database.db, query, batchSize, sortRows))
      rows.push(...batch.map((row) => `${row.date} ${row.status} ${row.lastName} ${row.waitlistPosition}`));
    return rows;
  };

  test('the same rows in the same order, the queue numbered per night, whatever the sizes', async () => {
    const whole = await read(10_000, 100_000);
    expect(whole).toHaveLength(900);
    // Night 1 + g % 3: the 27th gets g = 30, 60, …; the waitlist holds g % 10 = 0 but not g % 25 = 0.
    const waiting = whole.filter((row) => row.startsWith('2026-11-26 waitlisted'));
    expect(waiting.slice(0, 3)).toEqual([
      '2026-11-26 waitlisted Guest 000030 1',
      '2026-11-26 waitlisted Guest 000060 2',
      '2026-11-26 waitlisted Guest 000090 3',
    ]);
    expect(whole.filter((row) => row.startsWith('2026-11-27 waitlisted'))[0]).toBe(
      '2026-11-27 waitlisted Guest 000010 1',
    );
    for (const [batchSize, sortRows] of [
      [7, 1],
      [100, 300],
      [299, 301],
    ] as const)
      expect(await read(batchSize, sortRows)).toEqual(whole);
  });
});
