import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { registerDatabaseMetrics } from './database-metrics.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { Metrics } from './metrics.ts';
import { registerMetricsRoute } from './metrics-routes.ts';
import { registerOutboxMetrics } from './outbox-metrics.ts';
import { processRegistry } from './process-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What /metrics reports; the seams (jobs, live streams, notifications) count on it. */
    metrics: Metrics;
  }
}

/**
 * Creates the app's metrics and, when METRICS is on, times requests and serves `/metrics`. Call it
 * before any route is registered: the timing hooks must reach every scope. Switched off, the
 * returned Metrics still counts (a few additions) but nothing reads it.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle; clock: () => Date },
): Metrics {
  const { config, database } = deps;
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  registerMetricsRoute(app, metrics, { enabled: config.metrics, token: config.METRICS_TOKEN });
  if (!config.metrics) return metrics;

  processRegistry();
  registerHttpMetrics(app, metrics);
  registerDatabaseMetrics(metrics, database);
  registerOutboxMetrics(metrics, database.db, deps.clock, (error) =>
    app.log.warn({ err: error }, 'Metrics could not read the notification outbox'),
  );
  return metrics;
}
