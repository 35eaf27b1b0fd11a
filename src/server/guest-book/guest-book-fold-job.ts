import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import { type FoldRun, runGuestBookFold } from './guest-book-fold.ts';

/**
 * How often each process looks for guest-book work: a night over (06:00 club time) is folded in
 * within a minute or so, a corrected spend or a late door sync too.
 */
export const GUEST_BOOK_FOLD_POLL_MS = 60_000;
/**
 * A pause between two steps of a run: a request with several queries, queued behind a batch on
 * PGlite's one connection, gets them all in before the next batch (a server starting mid-fold too).
 */
const FOLD_PAUSE_MS = 50;
/** A process folds this long after its start, once its own start-up queries are done. */
export const GUEST_BOOK_FOLD_START_DELAY_MS = 5_000;

/**
 * The guest book's fold (docs/decisions/040), off the request path: every process runs it; each
 * step holds its club's fold row, so one process does each batch. A run that stops at its budget
 * with work left queues the next run at once.
 */
export function guestBookFoldJob(
  deps: { db: Database; clock: () => Date },
  logger: Pick<Logger, 'error' | 'info'>,
  onJobRun?: OnJobRun,
): SerialJob<FoldRun> {
  const job: SerialJob<FoldRun> = new SerialJob(
    'Guest book fold',
    async () => {
      // A stopping process ends its run after the batch under way: the rest is another run's, here
      // or in another process (a shutdown otherwise waited out a start-up fold of the demo city).
      const run = await runGuestBookFold(deps.db, deps.clock(), {
        pauseMs: FOLD_PAUSE_MS,
        stopping: () => job.stopped,
      });
      if (run.batches > 0) {
        const sorted = [...run.batchMs].sort((a, b) => a - b);
        logger.info(
          {
            batches: run.batches,
            guests: run.guests,
            batchMs: Math.round(sorted.reduce((sum, ms) => sum + ms, 0)),
            batchP95Ms: Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0),
            batchMaxMs: Math.round(sorted.at(-1) ?? 0),
            more: run.more,
          },
          'Guest book fold run',
        );
      }
      if (run.more) job.poke();
      return run;
    },
    logger,
    { job: 'guest_book_fold', onRun: onJobRun },
  );
  return job;
}
