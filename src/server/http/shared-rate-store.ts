import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { flushRateCounters, pruneRateCounters, readHotRateCounters } from './rate-counters-repository.ts';

/** How often each process adds its counts to the database and learns the others'. */
export const RATE_FLUSH_MS = 1_000;
/** Clients a process remembers at most; beyond it, those with nothing left to write are forgotten first. */
const MAX_ENTRIES = 200_000;
/** A client at this share of a limit in any process is sent to every process at each flush. */
const HOT_SHARE = 0.5;
const PRUNE_EVERY_MS = 60_000;
const ERROR_LOG_EVERY_MS = 60_000;

/** What @fastify/rate-limit's store callback expects. */
interface StoreResult {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, result: StoreResult) => void;

/** The parts of @fastify/rate-limit's merged route options a child store reads. */
interface ChildOptions {
  max?: unknown;
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

interface Entry {
  windowStart: number;
  windowMs: number;
  /** Hits of this process not yet written. */
  pending: number;
  /** Hits being written by the flush in flight. */
  flushing: number;
  /** The total of every process at the last flush, this process's included. */
  shared: number;
}

/**
 * The counts behind the API-wide limits, kept in memory and shared through the database.
 *
 * A request costs no query: it is counted here, against the total every process had at the last
 * flush plus what this one has counted since. About once a second each process adds its counts to
 * one row per client and window (one upsert for all clients) and reads back the totals, together
 * with every client that is past half a limit anywhere, so a flood spread over several processes
 * behind a load balancer is refused by all of them within a second. What can slip through is what
 * the processes count between two flushes, never more than one limit per process; see
 * docs/decisions/014-shared-api-rate-limit.md.
 */
export class SharedRateCounters {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private lastPrune = 0;
  private lastErrorLog = Number.NEGATIVE_INFINITY;

  private readonly db: Database;
  private readonly clock: () => Date;
  private readonly logger: FastifyBaseLogger;
  /** Every rule counted here (window and limit), the API-wide one from the start. */
  private readonly rules = new Map<string, { windowMs: number; max: number }>();

  /** `rule`: the API-wide limit, so a process learns of a flood before it has seen that client. */
  constructor(
    db: Database,
    clock: () => Date,
    logger: FastifyBaseLogger,
    rule: { windowMs: number; max: number },
  ) {
    this.db = db;
    this.clock = clock;
    this.logger = logger;
    this.rules.set(`${rule.windowMs}/${rule.max}`, rule);
  }

  /** Flushes every RATE_FLUSH_MS until stop(); tests call flush() themselves. */
  start(intervalMs = RATE_FLUSH_MS): void {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Counts one request of `bucket`; answers the total in its window and the time left in it. */
  hit(bucket: string, windowMs: number, max: number): StoreResult {
    const now = this.clock().getTime();
    if (!this.rules.has(`${windowMs}/${max}`)) this.rules.set(`${windowMs}/${max}`, { windowMs, max });
    const entry = this.current(bucket, windowMs, now, true)!;
    entry.pending += 1;
    return {
      current: entry.shared + entry.flushing + entry.pending,
      ttl: entry.windowStart + windowMs - now,
    };
  }

  /** The total of `bucket` in its window without counting a request. */
  peek(bucket: string, windowMs: number): StoreResult {
    const now = this.clock().getTime();
    const entry = this.current(bucket, windowMs, now, false);
    if (!entry) return { current: 0, ttl: 0 };
    return {
      current: entry.shared + entry.flushing + entry.pending,
      ttl: entry.windowStart + windowMs - now,
    };
  }

  /** Writes this process's counts and reads every process's totals; one at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private current(bucket: string, windowMs: number, now: number, create: boolean) {
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const entry = this.entries.get(bucket);
    if (entry && entry.windowStart === windowStart) return entry;
    if (!create) return undefined;
    // A new window starts from nothing; a flush still writing the old one keeps its own copy.
    const fresh: Entry = { windowStart, windowMs, pending: 0, flushing: 0, shared: 0 };
    if (!entry && this.entries.size >= MAX_ENTRIES) this.forgetIdle(now);
    this.entries.set(bucket, fresh);
    return fresh;
  }

  private async flushOnce(): Promise<void> {
    const now = this.clock().getTime();
    const batch = [...this.entries].filter(([, entry]) => entry.pending > 0);
    for (const [, entry] of batch) {
      entry.flushing = entry.pending;
      entry.pending = 0;
    }
    try {
      const totals = await flushRateCounters(
        this.db,
        batch.map(([bucket, entry]) => ({
          bucket,
          windowStart: new Date(entry.windowStart),
          hits: entry.flushing,
        })),
      );
      for (const [bucket, entry] of batch) {
        const total = totals.get(`${entry.windowStart}\n${bucket}`);
        entry.shared = Math.max(entry.shared + entry.flushing, total ?? 0);
        entry.flushing = 0;
      }
      await this.learnHotClients(now);
      if (now - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = now;
        const longest = Math.max(...[...this.rules.values()].map((rule) => rule.windowMs));
        await pruneRateCounters(this.db, new Date(now - 2 * longest));
        this.forgetExpired(now);
      }
    } catch (error) {
      // The database is away: keep counting here (each process still holds its own limit) and
      // write the counts with the next flush.
      for (const [, entry] of batch) {
        entry.pending += entry.flushing;
        entry.flushing = 0;
      }
      if (now - this.lastErrorLog >= ERROR_LOG_EVERY_MS) {
        this.lastErrorLog = now;
        this.logger.warn({ err: error }, 'Could not share the API rate-limit counts; limiting per process');
      }
    }
  }

  /** Clients past HOT_SHARE of a limit in any process, so this one refuses them before its first own hit counts. */
  private async learnHotClients(now: number): Promise<void> {
    const rules = [...this.rules.values()];
    // The current window of each window size; a window start says which size it is of.
    const windows = new Map(rules.map((rule) => [Math.floor(now / rule.windowMs) * rule.windowMs, rule]));
    const hot = await readHotRateCounters(
      this.db,
      [...windows.keys()].map((start) => new Date(start)),
      Math.max(1, Math.floor(Math.min(...rules.map((rule) => rule.max)) * HOT_SHARE)),
    );
    for (const { bucket, windowStart, hits } of hot) {
      const start = windowStart.getTime();
      const entry = this.entries.get(bucket);
      if (entry?.windowStart === start) {
        entry.shared = Math.max(entry.shared, hits);
        continue;
      }
      const rule = windows.get(start);
      if (!rule) continue;
      if (this.entries.size >= MAX_ENTRIES) this.forgetIdle(now);
      this.entries.set(bucket, {
        windowStart: start,
        windowMs: rule.windowMs,
        pending: 0,
        flushing: 0,
        shared: hits,
      });
    }
  }

  private forgetExpired(now: number): void {
    for (const [bucket, entry] of this.entries) {
      if (entry.windowStart + entry.windowMs <= now && entry.pending === 0 && entry.flushing === 0)
        this.entries.delete(bucket);
    }
  }

  /** Makes room: expired entries first, then any with nothing left to write. */
  private forgetIdle(now: number): void {
    this.forgetExpired(now);
    if (this.entries.size < MAX_ENTRIES) return;
    for (const [bucket, entry] of this.entries) {
      if (entry.pending === 0 && entry.flushing === 0) this.entries.delete(bucket);
      if (this.entries.size < MAX_ENTRIES * 0.9) return;
    }
  }
}

/**
 * A store for @fastify/rate-limit over SharedRateCounters. The plugin builds one per app with
 * `new Store(options)` and a child per route that has limits of its own; each child counts in a
 * namespace named after its route and rule, the same in every process.
 */
export function sharedRateStore(counters: SharedRateCounters): FastifyRateLimitStoreCtor {
  class SharedRateStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    constructor(_options?: unknown, namespace = 'api') {
      this.namespace = namespace;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      callback(null, counters.hit(`${this.namespace}\n${key}`, timeWindow, max));
    }

    read(key: string, callback: StoreCallback, timeWindow: number): void {
      callback(null, counters.peek(`${this.namespace}\n${key}`, timeWindow));
    }

    // Typed as the route's options; the plugin passes its merged limit options (see ChildOptions).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): SharedRateStore {
      const options = routeOptions as unknown as ChildOptions;
      const { method, url } = options.routeInfo ?? {};
      const route = url ? `${[method].flat().join(',')} ${url}` : 'rule';
      return new SharedRateStore(undefined, `${route} ${String(options.max)}/${String(options.timeWindow)}`);
    }
  }
  return SharedRateStore;
}
