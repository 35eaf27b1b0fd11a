import DataLoader from 'dataloader';

/** Calls gathered into one at most. */
export const TURN_BATCH_MAX = 100;

/**
 * A DataLoader that gathers the calls made in one turn of the event loop (every request parsed in
 * it) into one call of `batch`, up to TURN_BATCH_MAX at a time, for single-row statements that a
 * list drop would otherwise send by the hundred (decision 045). A lone request waits for nothing:
 * its turn ends at once. No memory of its own: what is kept, and for how long, is the caller's.
 */
export function gatherPerTurn<K, V>(batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  return new DataLoader(batch, {
    cache: false,
    maxBatchSize: TURN_BATCH_MAX,
    batchScheduleFn: (run) => setImmediate(run),
  });
}
