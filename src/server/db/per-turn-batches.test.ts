import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { gatherPerTurn, TURN_BATCH_MAX } from './per-turn-batches.ts';

/** A batch function whose answers the test releases: records each batch's keys. */
function heldBatches() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const loader = gatherPerTurn(async (keys: readonly number[]) => {
    batches.push([...keys]);
    await new Promise<void>((release) => releases.push(release));
    return keys.map((key) => key * 10);
  });
  return { loader, batches, release: () => releases.shift()?.() };
}

describe('gatherPerTurn', () => {
  it('gathers the calls of one turn into one batch, and a lone call waits for nothing', async () => {
    const { loader, batches, release } = heldBatches();
    const answers = Promise.all([loader.load(1), loader.load(2), loader.load(3)]);
    await nextTurn();
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await answers).toEqual([10, 20, 30]);

    const lone = loader.load(4);
    await nextTurn();
    expect(batches).toEqual([[1, 2, 3], [4]]);
    release();
    expect(await lone).toBe(40);
  });

  it('holds the calls of later turns while a batch is in flight, then sends them as one', async () => {
    const { loader, batches, release } = heldBatches();
    const first = loader.load(1);
    await nextTurn();
    // Requests trickling in, one per turn, while the first batch is at the database.
    const later: Promise<number>[] = [];
    for (const key of [2, 3, 4, 5]) {
      later.push(loader.load(key));
      await nextTurn();
    }
    expect(batches).toEqual([[1]]);
    release();
    expect(await first).toBe(10);
    await nextTurn();
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
    release();
    expect(await Promise.all(later)).toEqual([20, 30, 40, 50]);
  });

  it('sends full batches at once, the rest after one is back, and a failed batch stalls nothing', async () => {
    let calls = 0;
    let inFlight = 0;
    const concurrent: number[] = [];
    const batches: number[][] = [];
    const loader = gatherPerTurn(async (keys: readonly number[]) => {
      batches.push([...keys]);
      calls++;
      const call = calls;
      concurrent.push(++inFlight);
      await nextTurn();
      inFlight--;
      if (call === 1) throw new Error('the database went away');
      return keys.map((key) => key);
    });
    const keys = Array.from({ length: TURN_BATCH_MAX * 2 + 1 }, (_, i) => i);
    const answers = await Promise.allSettled(keys.map((key) => loader.load(key)));
    expect(batches.map((batch) => batch.length)).toEqual([TURN_BATCH_MAX, TURN_BATCH_MAX, 1]);
    expect(batches.flat()).toEqual(keys);
    // The two full batches were at the database together; the last one waited for one of them.
    expect(concurrent).toEqual([1, 2, 1]);
    expect(answers.slice(0, TURN_BATCH_MAX).every((a) => a.status === 'rejected')).toBe(true);
    expect(answers.slice(TURN_BATCH_MAX).every((a) => a.status === 'fulfilled')).toBe(true);
  });
});
