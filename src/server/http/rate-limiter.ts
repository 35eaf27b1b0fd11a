import crypto from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { AppError } from './errors.ts';
import {
  type BucketKey,
  countHits,
  deleteHitsBefore,
  type HitWindow,
  insertHits,
  lockAdvisory,
} from './rate-limit-repository.ts';

export interface RateLimitRule extends BucketKey {
  limit: number;
  windowMs: number;
  /** What a refusal throws. */
  error: () => AppError;
}

/** Hits older than this are never counted again; every window is shorter. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Counts one event against every rule, or throws the error of the first rule already at its
 * limit (and then counts nothing). The final count and the insert happen under an advisory lock
 * per bucket key, so concurrent requests, in this process or another on the same PostgreSQL,
 * cannot all read "one left" and all pass.
 */
export async function consumeRateLimits(db: Database, now: Date, rules: RateLimitRule[]): Promise<void> {
  const windows: HitWindow[] = rules.map((rule) => ({
    ...rule,
    since: new Date(now.getTime() - rule.windowMs),
  }));
  const refusal = (counts: number[]) => rules.find((rule, i) => (counts[i] ?? 0) >= rule.limit);

  // A count within a window only falls as time passes, so a limit seen reached without the lock
  // is really reached: a flood is refused with one read, no transaction and no lock.
  const early = refusal(await countHits(db, windows));
  if (early) throw early.error();

  const keys = uniqueKeys(rules);
  await db.transaction(async (tx) => {
    // Always in the same order, so two requests sharing two keys cannot deadlock.
    const locks = [...new Set(keys.map(lockKeyOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const lockKey of locks) await lockAdvisory(tx, lockKey);
    const late = refusal(await countHits(tx, windows));
    if (late) throw late.error();
    await deleteHitsBefore(tx, keys, new Date(now.getTime() - LONGEST_WINDOW_MS));
    await insertHits(tx, keys, now);
  });
}

function uniqueKeys(rules: RateLimitRule[]): BucketKey[] {
  const seen = new Map<string, BucketKey>();
  for (const { bucket, key } of rules) seen.set(`${bucket}\n${key}`, { bucket, key });
  return [...seen.values()];
}

/** The advisory lock that guards one bucket key: whoever counts and adds to it takes this first. */
export function lockKeyOf({ bucket, key }: BucketKey): bigint {
  return crypto.createHash('sha256').update(`rate-limit\n${bucket}\n${key}`).digest().readBigInt64BE(0);
}
