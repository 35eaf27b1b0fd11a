import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { rateLimitHits } from '../db/schema.ts';
import type { BucketKey } from '../http/rate-limit-repository.ts';

/**
 * The texts the service sent, counted as rate-limit hits (one table for every limit, pruned by the
 * auth sweep after 24 hours): every text in the hourly budget, every text but codes per number per
 * day, and each promoter's planned send times.
 */
export const SMS_BUDGET: BucketKey = { bucket: 'sms:all', key: 'all' };
export const numberBucket = (phoneNumber: string): BucketKey => ({ bucket: 'sms:number', key: phoneNumber });
export const promoterBucket = (userId: string): BucketKey => ({ bucket: 'sms:promoter', key: userId });

const of = ({ bucket, key }: BucketKey) => and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key));

export async function countSince(db: Database, bucket: BucketKey, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rateLimitHits)
    .where(and(of(bucket), gte(rateLimitHits.at, since)));
  return row?.count ?? 0;
}

/** How many texts each of `phoneNumbers` was sent since `since`, in one query. */
export async function countTextsToNumbers(
  db: Database,
  phoneNumbers: string[],
  since: Date,
): Promise<Map<string, number>> {
  if (phoneNumbers.length === 0) return new Map();
  const rows = rowsOf<{ key: string; count: number }>(
    await db.execute(sql`
      select key, count(*)::int as count from ${rateLimitHits}
      where bucket = 'sms:number' and key = any(${sql.param(phoneNumbers)}::text[])
        and at >= ${since.toISOString()}::timestamptz
      group by key`),
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** The time of the `nth` (from 0) oldest hit in the bucket since `since`, if there are that many. */
export async function nthHitSince(
  db: Database,
  bucket: BucketKey,
  since: Date,
  nth: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(of(bucket), gte(rateLimitHits.at, since)))
    .orderBy(asc(rateLimitHits.at))
    .offset(nth)
    .limit(1);
  return row?.at;
}

/** The last `limit` hits in the bucket since `since`, oldest first. */
export async function latestHitsSince(
  db: Database,
  bucket: BucketKey,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(of(bucket), gte(rateLimitHits.at, since)))
    .orderBy(desc(rateLimitHits.at))
    .limit(limit);
  return rows.map((row) => row.at).reverse();
}

export async function insertHitsAt(db: Database, hits: (BucketKey & { at: Date })[]): Promise<void> {
  if (hits.length === 0) return;
  await db.insert(rateLimitHits).values(hits);
}
