import DataLoader from 'dataloader';

/** Calls gathered into one at most. */
export const TURN_BATCH_MAX = 100;

/**
 * A DataLoader that gathers calls into one call of `batch`, up to TURN_BATCH_MAX at a time, for
 * single-row statements that a list drop would otherwise send by the hundred (decision 045).
 *
 * Calls are gathered for the turn of the event loop they are made in (every request parsed in it),
 * and, while a batch is at the database, until it is back: one batch in flight at a time, the next
 * one filling meanwhile, as the night's join writer does. Per turn alone, the gathering held only
 * while requests arrived faster than the server parsed them: when 500 phones' requests trickle in
 * over a few hundred milliseconds, each turn parsed one or two, and a cold rush sent 226–380 session
 * reads of 1–2 rows, each planned on its own (0.5 ms of PostgreSQL's CPU apiece, most of the read).
 * A lone request waits for nothing: its turn ends at once and nothing is in flight. No memory of its
 * own: what is kept, and for how long, is the caller's.
 */
export function gatherPerTurn<K, V>(batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  let inFlight = false;
  /** Batches gathered while one was at the database, in the order they were closed. */
  const waiting: (() => void)[] = [];
  const next = () => {
    const run = waiting.shift();
    if (run) run();
  };
  return new DataLoader(
    async (keys: readonly K[]) => {
      inFlight = true;
      try {
        return await batch(keys);
      } finally {
        inFlight = false;
        // After this batch's callers have their answers: the next batch goes out in its own turn.
        setImmediate(next);
      }
    },
    {
      cache: false,
      maxBatchSize: TURN_BATCH_MAX,
      batchScheduleFn: (run) =>
        setImmediate(() => {
          if (inFlight || waiting.length > 0) waiting.push(run);
          else run();
        }),
    },
  );
}
