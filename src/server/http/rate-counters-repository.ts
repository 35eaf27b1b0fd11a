import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';

export interface RateCount {
  bucket: string;
  windowStart: Date;
  hits: number;
}

interface CountRow {
  bucket: string;
  window_start: Date | string;
  hits: number;
}

const toCount = (row: CountRow): RateCount => ({
  bucket: row.bucket,
  windowStart: new Date(row.window_start),
  hits: Number(row.hits),
});

/**
 * Adds each count to its client's row in one statement and answers the new totals, keyed by
 * `${windowStart ms}\n${bucket}`. Rows are written in key order, so two processes flushing the same
 * clients lock their rows in the same order and cannot deadlock.
 */
export async function flushRateCounters(db: Database, counts: RateCount[]): Promise<Map<string, number>> {
  if (counts.length === 0) return new Map();
  const sorted = [...counts].sort(
    (a, b) => a.windowStart.getTime() - b.windowStart.getTime() || (a.bucket < b.bucket ? -1 : 1),
  );
  const starts = sorted.map((count) => count.windowStart.toISOString());
  const buckets = sorted.map((count) => count.bucket);
  const hits = sorted.map((count) => count.hits);
  const rows = rowsOf<CountRow>(
    await db.execute(sql`
      insert into api_rate_counters (window_start, bucket, hits)
      select c.window_start, c.bucket, c.hits
      from unnest(${sql.param(starts)}::timestamptz[], ${sql.param(buckets)}::text[], ${sql.param(hits)}::int[])
        with ordinality as c(window_start, bucket, hits, n)
      order by c.n
      on conflict (window_start, bucket) do update set hits = api_rate_counters.hits + excluded.hits
      returning window_start, bucket, hits`),
  );
  return new Map(rows.map(toCount).map((row) => [`${row.windowStart.getTime()}\n${row.bucket}`, row.hits]));
}

/** Clients with at least `minHits` in one of the windows: the ones some process may soon refuse. */
export async function readHotRateCounters(
  db: Database,
  windows: Date[],
  minHits: number,
): Promise<RateCount[]> {
  const starts = windows.map((start) => start.toISOString());
  const rows = rowsOf<CountRow>(
    await db.execute(sql`
      select window_start, bucket, hits from api_rate_counters
      where window_start = any(${sql.param(starts)}::timestamptz[]) and hits >= ${minHits}
      limit 10000`),
  );
  return rows.map(toCount);
}

export async function pruneRateCounters(db: Database, before: Date): Promise<void> {
  await db.execute(
    sql`delete from api_rate_counters where window_start < ${before.toISOString()}::timestamptz`,
  );
}
