import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import { deleteAnalyticsEventsBefore } from './analytics-repository.ts';
import { deleteOldSalts } from './analytics-visitor.ts';

/** How long page views and vitals are kept: enough for a season's trend, no longer. */
export const ANALYTICS_RETENTION_DAYS = 90;
const EVERY_MS = 6 * 60 * 60_000;

export async function pruneAnalytics(db: Database, now: Date): Promise<void> {
  await deleteAnalyticsEventsBefore(db, new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * 86_400_000));
  await deleteOldSalts(db, now);
}

/**
 * Prunes now and every six hours; every process may, it is idempotent. The returned stop function
 * waits for a prune in flight, so the database is not closed under it.
 */
export function scheduleAnalyticsPrune(
  db: Database,
  clock: () => Date,
  logger: Pick<Logger, 'error'>,
  onJobRun?: OnJobRun,
): () => Promise<void> {
  const job = new SerialJob('Pruning old analytics', () => pruneAnalytics(db, clock()), logger, {
    job: 'analytics_prune',
    onRun: onJobRun,
  });
  job.poke();
  job.start(EVERY_MS);
  return () => job.stop();
}
