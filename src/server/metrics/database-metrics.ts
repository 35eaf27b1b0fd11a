import { Gauge } from 'prom-client';
import type { DatabaseHandle, PoolStats } from '../db/client.ts';
import type { Metrics } from './metrics.ts';

/**
 * With DATABASE_REPLICA_URL (decision 048): how far behind the replica was at its last measure
 * (measured in the background each second, not here), and whether reads go there now.
 */
function registerReplicaMetrics(metrics: Metrics, database: DatabaseHandle): void {
  const replica = database.replica;
  if (!replica) return;
  const registers = [metrics.registry];
  new Gauge({
    name: 'nightlist_db_replica_lag_seconds',
    help: 'Seconds the read replica was behind the primary at its last measure (kept while it is down)',
    registers,
    collect() {
      this.set(replica.status().lagSeconds ?? 0);
    },
  });
  new Gauge({
    name: 'nightlist_db_replica_in_use',
    help: 'Whether reports, exports and the guest book read from the replica (1) or the primary (0)',
    registers,
    collect() {
      this.set(replica.status().state === 'in-use' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'nightlist_db_replica_up',
    help: 'Whether the read replica answered its last lag measure as a standby (1) or not (0)',
    registers,
    collect() {
      const { state } = replica.status();
      this.set(state === 'in-use' || state === 'lagging' ? 1 : 0);
    },
  });
}

/**
 * Which engine serves this process, and on PostgreSQL the connection pool's use. PGlite runs in
 * the process on one connection: it has no pool to report.
 */
export function registerDatabaseMetrics(metrics: Metrics, database: DatabaseHandle): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'nightlist_database_engine',
    help: 'The database engine behind this process (always 1; the engine is the label)',
    labelNames: ['engine'] as const,
    registers,
  }).set({ engine: database.kind }, 1);
  registerReplicaMetrics(metrics, database);

  const poolStats = database.poolStats;
  if (!poolStats) return;
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(poolStats()));
      },
    });
  poolGauge('nightlist_db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.total);
  poolGauge('nightlist_db_pool_idle_connections', 'Pool connections open and idle', (s) => s.idle);
  poolGauge(
    'nightlist_db_pool_waiting_queries',
    'Queries waiting for a pool connection (above 0 for long: the pool is exhausted)',
    (s) => s.waiting,
  );
  poolGauge('nightlist_db_pool_max_connections', 'The most connections the pool opens', (s) => s.max);
}
