import pg from 'pg';
import type { Logger } from 'pino';
import { keepLentClientErrors } from './lent-clients.ts';

/**
 * Where the reads that may be stale go (decision 048): the replica while it answers and is at most
 * `maxLagSeconds` behind, the primary otherwise.
 * - `in-use`: reads go to the replica.
 * - `lagging`: it answers but is further behind than allowed; reads go to the primary.
 * - `down`: it did not answer (refused, timed out) or is no standby; reads go to the primary.
 * - `starting`: not measured yet; reads go to the primary.
 */
export type ReplicaState = 'in-use' | 'lagging' | 'down' | 'starting';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Seconds behind the primary at the last measure; null until one succeeded. */
  lagSeconds: number | null;
}

export interface ReplicaMonitor {
  status(): ReplicaStatus;
  /** Measures the lag once and updates the state (the timer calls it; tests call it by hand). */
  poll(): Promise<ReplicaStatus>;
}

export interface ReplicaOptions {
  url: string;
  maxLagSeconds: number;
  /** How often the lag is measured in the background; 0: only when poll() is called (tests). */
  pollMs?: number;
  /** Milliseconds since the epoch (tests move it to make a paused replica "old"). */
  now?: () => number;
  poolSize?: number;
}

/** A connection the replica did not give, or lost: the read is run on the primary instead. */
export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error instanceof Error; // pg's own: connection refused, timeout, ended
  // Connection exceptions; admin/crash shutdown, cannot connect now; a conflict with WAL replay.
  return (
    code.startsWith('08') ||
    code.startsWith('ECONN') ||
    ['57P01', '57P02', '57P03', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code)
  );
}

/** A statement the standby cancelled to replay the primary's changes (max_standby_streaming_delay). */
function isRecoveryConflict(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40001';
}

/** `16/B374D848` → a number that orders as the WAL does. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** The replica's status query: how far it has replayed. Bounded, so a stuck replica is "down" soon. */
const STATUS_SQL = `select pg_is_in_recovery() as recovery,
  pg_last_wal_replay_lsn()::text as replay, pg_last_wal_receive_lsn()::text as receive,
  extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as since`;
const REPLICA_TIMEOUT_MS = 2_000;
/** Primary positions kept while unreplayed: at one poll a second, a quarter of an hour. */
const MAX_SAMPLES = 900;

/**
 * A pool that lends the replica's connections while it is in use and the primary's otherwise. It is
 * a pg.Pool, so Drizzle and the export's cursor sessions take it as they take the primary's; what it
 * holds itself stays empty (every call goes to one of the two pools behind it).
 */
class RoutingPool extends pg.Pool {
  private readonly primary: pg.Pool;
  private readonly replica: pg.Pool;
  private readonly replicaServes: () => boolean;
  private readonly lost: (error: unknown) => void;

  constructor(
    primary: pg.Pool,
    replica: pg.Pool,
    replicaServes: () => boolean,
    lost: (error: unknown) => void,
  ) {
    super({ max: 1 });
    this.primary = primary;
    this.replica = replica;
    this.replicaServes = replicaServes;
    this.lost = lost;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; Drizzle uses the promise forms only.
  override query(...args: any[]): any {
    if (typeof args.at(-1) === 'function') throw new Error('RoutingPool: callbacks are not supported');
    if (!this.replicaServes()) return (this.primary.query as (...a: unknown[]) => unknown)(...args);
    return this.onReplica(args);
  }

  private async onReplica(args: unknown[]): Promise<unknown> {
    const onPrimary = () => (this.primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    let client: pg.PoolClient;
    try {
      client = await this.replicaClient();
    } catch {
      return onPrimary();
    }
    try {
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      client.release();
      return result;
    } catch (error) {
      const unreachable = isUnreachable(error);
      if (!unreachable && !isRecoveryConflict(error)) {
        client.release();
        throw error;
      }
      client.release(unreachable ? (error as Error) : undefined);
      // A read is safe to run again: the primary answers what the replica could not.
      if (unreachable) this.lost(error);
      return onPrimary();
    }
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; Drizzle and the export use connect().
  override connect(...args: any[]): any {
    if (args.length > 0) throw new Error('RoutingPool: callbacks are not supported');
    if (!this.replicaServes()) return this.primary.connect();
    return this.replicaClient().catch(() => this.primary.connect());
  }

  /**
   * A connection of the replica's pool. Not given: the replica is down, unless its pool was only
   * full (every connection lent to other reads), which says nothing of the replica.
   */
  private async replicaClient(): Promise<pg.PoolClient> {
    const full = this.replica.idleCount === 0 && this.replica.totalCount >= (this.replica.options.max ?? 10);
    try {
      return await this.replica.connect();
    } catch (error) {
      if (!full) this.lost(error);
      throw error;
    }
  }

  override async end(): Promise<void> {}
}

export interface Replica {
  /** A pool that serves reads from the replica while it is healthy, from `primary` otherwise. */
  pool: pg.Pool;
  monitor: ReplicaMonitor;
  close(): Promise<void>;
}

/** Opens the replica's pool and starts measuring its lag against `primary`. */
export function openReplica(primary: pg.Pool, options: ReplicaOptions, logger?: Logger): Replica {
  const now = options.now ?? Date.now;
  const replica = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
  });
  replica.on('error', (error) => logger?.warn({ err: error }, 'PostgreSQL replica pool client error'));
  keepLentClientErrors(replica);
  let status: ReplicaStatus = { state: 'starting', lagSeconds: null };
  /** Primary WAL positions the replica had not replayed when seen, oldest first, with when. */
  let samples: { at: number; lsn: bigint }[] = [];

  const moveTo = (next: ReplicaStatus, reason?: unknown) => {
    const was = status.state;
    status = next;
    if (was === next.state) return;
    const lag = next.lagSeconds === null ? undefined : Math.round(next.lagSeconds * 10) / 10;
    if (next.state === 'in-use')
      logger?.info({ lagSeconds: lag }, 'Replica in use for reports, exports and the guest book');
    else if (next.state === 'lagging')
      logger?.warn(
        { lagSeconds: lag, maxLagSeconds: options.maxLagSeconds },
        'Replica is behind: its reads go to the primary',
      );
    else if (next.state === 'down')
      logger?.warn(
        { err: reason instanceof Error ? reason : undefined },
        'Replica unreachable: its reads go to the primary',
      );
  };

  const lost = (error: unknown) => moveTo({ state: 'down', lagSeconds: status.lagSeconds }, error);

  const primaryPosition = async (): Promise<bigint | null> => {
    try {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      return lsnValue(rows[0]!.lsn);
    } catch {
      return null; // the primary's own trouble shows in readiness; the replica-only measure below
    }
  };

  /** The measure's own connection: a pool busy with reports must not make the replica look down. */
  let monitorClient: pg.Client | undefined;
  const measure = async () => {
    if (!monitorClient) {
      const client = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
        query_timeout: REPLICA_TIMEOUT_MS,
      });
      client.on('error', () => {
        if (monitorClient === client) monitorClient = undefined;
      });
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      monitorClient = client;
    }
    const client = monitorClient;
    try {
      return (await client.query(STATUS_SQL)).rows[0];
    } catch (error) {
      if (monitorClient === client) monitorClient = undefined;
      await client.end().catch(() => {});
      throw error;
    }
  };

  const poll = async (): Promise<ReplicaStatus> => {
    const position = await primaryPosition();
    // After the primary answered: a wait for its pool must not count as the replica's lag.
    const at = now();
    let row: { recovery: boolean; replay: string | null; receive: string | null; since: number | null };
    try {
      row = await measure();
    } catch (error) {
      lost(error);
      return status;
    }
    if (!row.recovery || row.replay === null) {
      // A promoted replica (or the primary's own URL) may no longer follow this primary.
      moveTo({ state: 'down', lagSeconds: null }, new Error('DATABASE_REPLICA_URL is not a standby server'));
      return status;
    }
    const replayed = lsnValue(row.replay);
    let lag: number;
    if (position !== null) {
      // Behind by as long as the oldest primary position it has not replayed was seen ago: an idle
      // primary writes nothing, so its replica is not behind however old its last transaction is.
      if (position > replayed && (samples.at(-1)?.lsn ?? -1n) < position) samples.push({ at, lsn: position });
      samples = samples.filter((sample) => sample.lsn > replayed);
      if (samples.length > MAX_SAMPLES) samples.splice(1, samples.length - MAX_SAMPLES);
      lag = samples.length === 0 ? 0 : Math.max(0, now() - samples[0]!.at) / 1000;
    } else {
      // Without the primary: behind only while what it received is not replayed yet.
      lag = row.receive !== null && lsnValue(row.receive) > replayed ? Math.max(0, row.since ?? 0) : 0;
    }
    moveTo({ state: lag > options.maxLagSeconds ? 'lagging' : 'in-use', lagSeconds: lag });
    return status;
  };

  let timer: NodeJS.Timeout | undefined;
  if ((options.pollMs ?? 1_000) > 0) {
    let running = false;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      poll().finally(() => {
        running = false;
      });
    }, options.pollMs ?? 1_000);
    timer.unref();
  }

  const pool = new RoutingPool(primary, replica, () => status.state === 'in-use', lost);
  return {
    pool,
    monitor: { status: () => status, poll },
    async close() {
      clearInterval(timer);
      await monitorClient?.end().catch(() => {});
      monitorClient = undefined;
      await replica.end();
    },
  };
}
