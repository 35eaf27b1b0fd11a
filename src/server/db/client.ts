import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { keepLentClientErrors } from './lent-clients.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { openReplica, type ReplicaMonitor, type ReplicaOptions } from './replica.ts';
import * as schema from './schema.ts';

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 727_001;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Notification = (payload: string) => void;

/**
 * A database that is only read, and may be read a little stale: a streaming replica while it is
 * healthy, the primary otherwise (decision 048). It has no insert, update, delete or transaction,
 * so what writes cannot be handed it; a function that takes it promises to read only. A `Database`
 * is one too, so the same function serves reads that must see the latest writes.
 */
export type ReadDatabase = Pick<
  Database,
  'select' | 'selectDistinct' | 'execute' | 'query' | '$with' | 'with'
>;

/** One database, whichever engine backs it. */
export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /**
   * For reads that may lag behind `db` by a few seconds (reports, exports, the guest book's lists):
   * the replica of DATABASE_REPLICA_URL while it is healthy, otherwise `db` itself.
   */
  readDb: ReadDatabase;
  /** The replica's state and lag (metrics, readiness); undefined without DATABASE_REPLICA_URL. */
  replica?: ReplicaMonitor;
  /** Calls `onMessage` for every NOTIFY on `channel`; `onReconnect` after a lost listener came back. */
  listen(channel: string, onMessage: Notification, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * Applies pending migrations; concurrent starts on one PostgreSQL wait for each other. `folder`:
   * another migrations folder (a migration's test stops at an earlier journal).
   */
  migrate(folder?: string): Promise<void>;
  /** Runs raw SQL (tests, tools). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a gzipped tar of its data directory, taken between two statements (backups). */
  dumpDataDir?(): Promise<Blob>;
  /** The connection pool's use, on PostgreSQL (metrics); PGlite has no pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, idle or lent out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted. */
  waiting: number;
  max: number;
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    readDb: db as unknown as Database,
    async migrate(folder = migrationsFolder) {
      await migratePglite(db, { migrationsFolder: folder });
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return unsubscribe;
    },
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    dumpDataDir: () => client.dumpDataDir('gzip') as Promise<Blob>,
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which
 * never shrinks: a server that had read a big night kept them all. 32 MB is a quarter of the idle
 * memory for the same answers (the data directory's files stay in the OS page cache besides); see
 * the README's "Memory" note. `startParams` replaces PGlite's own, so they are repeated.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  return PGlite.create({ dataDir, loadDataDir, startParams: PGLITE_START_PARAMS }).then(wrapPglite);
}

/**
 * A pool on `connectionString`; with `replica`, a second pool on the replica behind `readDb`, whose
 * lag is measured in the background (replica.ts).
 */
export function openPostgres(
  connectionString: string,
  logger?: Logger,
  poolSize = 10,
  replicaOptions?: ReplicaOptions,
): DatabaseHandle {
  // A database that does not answer must fail a request within seconds (a 503), not hold it until
  // the request timeout.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', (error) => logger?.warn({ err: error }, 'PostgreSQL pool client error'));
  keepLentClientErrors(pool);
  const listeners = new Set<pg.Client>();
  let closing = false;
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const replica = replicaOptions ? openReplica(pool, { poolSize, ...replicaOptions }, logger) : undefined;

  return {
    kind: 'postgres',
    db,
    readDb: replica ? (drizzlePg(replica.pool, { schema }) as unknown as Database) : db,
    replica: replica?.monitor,
    async listen(channel, onMessage, onReconnect) {
      let client: pg.Client | undefined;
      let stopped = false;
      let attempt = 0;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        next.on('error', (error) => {
          logger?.warn({ err: error }, 'Live listener lost its database connection; reconnecting');
          listeners.delete(next);
          next.end().catch(() => {});
          scheduleReconnect();
        });
        await next.connect();
        await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
        listeners.add(next);
        client = next;
      };
      const scheduleReconnect = () => {
        if (stopped || closing) return;
        const delay = Math.min(30_000, 500 * 2 ** attempt++);
        setTimeout(() => {
          connect()
            .then(() => {
              attempt = 0;
              // Notifications sent while we were away are lost: let the caller resynchronise.
              onReconnect?.();
            })
            .catch((error) => {
              logger?.warn({ err: error }, 'Live listener reconnect failed');
              scheduleReconnect();
            });
        }, delay).unref();
      };
      await connect();
      return async () => {
        stopped = true;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => {});
        }
      };
    },
    async migrate(folder = migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    async close() {
      closing = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await replica?.close();
      await pool.end();
    },
  };
}
