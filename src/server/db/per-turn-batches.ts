import DataLoader from 'dataloader';

/** Calls gathered into one at most. */
export const TURN_BATCH_MAX = 100;

/**
 * A DataLoader that gathers calls into one call of `batch`, up to TURN_BATCH_MAX at a time, for
 * single-row statements that a list drop would otherwise send by the hundred (decision 045).
 *
 * Calls are gathered for the turn of the event loop they are made in (every request parsed in it),
 * and, while a batch is at the database, until it is back: one partial batch in flight at a time,
 * the next one filling meanwhile, as the night's join writer does. A full batch goes at once: when
 * hundreds arrive in one turn they are already gathered, and on PostgreSQL's pool they can be read
 * side by side rather than one round trip after another. Per turn alone, the gathering held only
 * while requests arrived faster than the server parsed them: when 500 phones' requests trickle in
 * over a few hundred milliseconds, each turn parsed one or two, and a cold rush sent 226–380 session
 * reads of 1–2 rows, each planned on its own (0.5 ms of PostgreSQL's CPU apiece, most of the read).
 * A lone request waits for nothing: its turn ends at once and nothing is in flight. No memory of its
 * own: what is kept, and for how long, is the caller's.
 */
export function gatherPerTurn<K, V>(batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  let inFlight = 0;
  /** Batches DataLoader has opened so far. */
  let opened = 0;
  /** Batches gathered while one was at the database, in the order they were closed. */
  const waiting: (() => void)[] = [];
  const next = () => {
    const run = waiting.shift();
    if (run) run();
  };
  return new DataLoader(
    async (keys: readonly K[]) => {
      inFlight++;
      try {
        return await batch(keys);
      } finally {
        inFlight--;
        // After this batch's callers have their answers: the next batch goes out in its own turn.
        setImmediate(next);
      }
    },
    {
      cache: false,
      maxBatchSize: TURN_BATCH_MAX,
      batchScheduleFn: (run) => {
        const mine = ++opened;
        setImmediate(() => {
          // DataLoader opens a batch only when the one not yet sent is full: one opened after this
          // one means this one is full.
          const full = opened > mine;
          if (full || (inFlight === 0 && waiting.length === 0)) run();
          else waiting.push(run);
        });
      },
    },
  );
}
