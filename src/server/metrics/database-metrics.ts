import { Gauge } from 'prom-client';
import type { DatabaseHandle, PoolStats } from '../db/client.ts';
import type { Metrics } from './metrics.ts';

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
