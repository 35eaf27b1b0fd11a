import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

export interface BucketKey {
  bucket: string;
  key: string;
}

export interface HitWindow extends BucketKey {
  since: Date;
}

const matches = ({ bucket, key }: BucketKey) =>
  and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key));

/** Holds a transaction-scoped advisory lock; released at commit or rollback. */
export async function lockAdvisory(tx: Database, lockKey: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey.toString()}::bigint)`);
}

/** The hits in each window, in one round trip (the limiter runs on every sign-in request). */
export async function countHits(db: Database, windows: HitWindow[]): Promise<number[]> {
  const inWindow = (window: HitWindow) => and(matches(window), gte(rateLimitHits.at, window.since));
  const counts: Record<string, SQL.Aliased<number>> = {};
  windows.forEach((window, i) => {
    counts[`w${i}`] = sql<number>`count(*) filter (where ${inWindow(window)})`.mapWith(Number).as(`w${i}`);
  });
  const [row] = await db
    .select(counts)
    .from(rateLimitHits)
    .where(or(...windows.map(inWindow)));
  return windows.map((_, i) => row?.[`w${i}`] ?? 0);
}

export async function insertHits(tx: Database, hits: BucketKey[], at: Date): Promise<void> {
  if (hits.length === 0) return;
  await tx.insert(rateLimitHits).values(hits.map((hit) => ({ ...hit, at })));
}

export async function deleteHitsBefore(tx: Database, keys: BucketKey[], before: Date): Promise<void> {
  await tx.delete(rateLimitHits).where(and(or(...keys.map(matches)), lt(rateLimitHits.at, before)));
}

export async function deleteAllHitsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, before));
}
