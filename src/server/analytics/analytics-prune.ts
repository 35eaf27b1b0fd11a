import type { Database } from '../db/client.ts';
import { deleteAnalyticsEventsBefore } from './analytics-repository.ts';

/** How long page views and vitals are kept: enough for a season's trend, no longer. */
export const ANALYTICS_RETENTION_DAYS = 90;
const EVERY_MS = 6 * 60 * 60_000;

export async function pruneAnalytics(db: Database, now: Date): Promise<void> {
  await deleteAnalyticsEventsBefore(db, new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * 86_400_000));
}

/**
 * Prunes now and every six hours; every process may, it is idempotent. The returned stop function
 * waits for a prune in flight, so the database is not closed under it.
 */
export function scheduleAnalyticsPrune(
  db: Database,
  clock: () => Date,
  logger: { warn: (object: object, message: string) => void },
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => pruneAnalytics(db, clock()))
      .catch((error) => logger.warn({ err: error }, 'Pruning old analytics failed'));
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
