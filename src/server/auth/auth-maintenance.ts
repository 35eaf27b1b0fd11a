import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { deleteAllHitsBefore } from '../http/rate-limit-repository.ts';
import { LONGEST_WINDOW_MS } from '../http/rate-limiter.ts';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import { deleteOutboxMessagesBefore } from '../sms/dev-outbox-repository.ts';
import { deleteSessionsExpiredBefore } from './sessions-repository.ts';
import { deleteUsedChallengesExpiredBefore } from './used-challenges-repository.ts';
import { deleteCodesExpiredBefore } from './verification-codes-repository.ts';

const EVERY_MS = 60 * 60_000;

/** Deletes what can no longer matter: expired sessions, codes and bot-check solutions, old counts. */
export async function sweepAuthTables(db: Database, now: Date): Promise<void> {
  await deleteSessionsExpiredBefore(db, now);
  await deleteCodesExpiredBefore(db, now);
  await deleteUsedChallengesExpiredBefore(db, now);
  await deleteAllHitsBefore(db, new Date(now.getTime() - LONGEST_WINDOW_MS));
  // Stamped by the database's clock, not the app's (which tests move): aged by the wall clock.
  await deleteOutboxMessagesBefore(db, new Date(Date.now() - LONGEST_WINDOW_MS));
}

/**
 * Sweeps now and then hourly; every process may sweep, it is idempotent. The returned stop
 * function waits for a sweep in flight, so the database is not closed under it.
 */
export function scheduleAuthSweep(
  db: Database,
  clock: () => Date,
  logger: Pick<FastifyBaseLogger, 'error'>,
  onJobRun?: OnJobRun,
): () => Promise<void> {
  const job = new SerialJob('Sweeping auth tables', () => sweepAuthTables(db, clock()), logger, {
    job: 'auth_sweep',
    onRun: onJobRun,
  });
  job.poke();
  job.start(EVERY_MS);
  return () => job.stop();
}
