import type { Database } from '../db/client.ts';
import { type JoinRequest, type JoinWrite, joinNight } from './join-night.ts';
import { decideLockedBatch, lockBatchNight } from './join-night-batch.ts';

/**
 * Group commit for a night's joins (issue 39, docs/decisions/045). A night's joins serialise on
 * its row lock, and each used to be its own transaction: a list drop paid one commit, and held one
 * pool connection waiting on the lock, per member. Here the joins of one night that arrive together
 * wait in a queue in this process, and one writer per night decides them together: one transaction
 * (the night's lock, then one statement for the whole batch: decideLockedBatch), one commit. While a
 * batch commits, and while the writer waits for the night's lock, the next one fills.
 *
 * Every check the single join's statement makes (the night open, the ban, already on the list,
 * capacity and the queue's back) is made per member, after the members before them in the batch,
 * exactly as if they had joined one after the other; its refusals are outcomes, not errors, so they
 * fail nobody else. Checks that need no lock (the party's size, the list's closing, the idempotency
 * key, the rate limits) are made before a member is queued, as before. A statement that fails (a
 * member erased mid-join) undoes the batch; its members are then decided one by one, each in a
 * transaction of their own (joinNight), in the same order, so the error reaches only its own
 * member. Across processes the night's row lock, held from a batch's first statement to its commit,
 * still serialises the batches.
 */

/** Members decided in one transaction at most: a bounded batch holds the night's lock a bounded time. */
export const JOIN_BATCH_MAX = 100;

interface Waiting {
  request: JoinRequest;
  resolve: (outcome: JoinWrite) => void;
  reject: (error: unknown) => void;
}

interface NightQueue {
  waiting: Waiting[];
}

/** Told of every batch written: its members, and the seconds from its start to its commit. */
export type OnJoinBatch = (members: number, seconds: number) => void;

export interface JoinBatchStats {
  batches: number;
  members: number;
  largest: number;
  /** Batches undone by a failing statement and decided again one member at a time. */
  undone: number;
}

export interface JoinBatches {
  /** Decides one member's join with the others of its night that are waiting: their own outcome. */
  join(request: JoinRequest): Promise<JoinWrite>;
  /**
   * Tests only: the next batch written waits until `members` joins of its night are queued, so
   * they are decided in one transaction whatever the machine's speed (no sleeps).
   */
  holdUntil(members: number): void;
  stats(): JoinBatchStats;
}

export function createJoinBatches(
  db: Database,
  options: { maxBatch?: number; onBatch?: OnJoinBatch } = {},
): JoinBatches {
  const { maxBatch = JOIN_BATCH_MAX, onBatch } = options;
  const nights = new Map<string, NightQueue>();
  const stats: JoinBatchStats = { batches: 0, members: 0, largest: 0, undone: 0 };
  let hold: { members: number; reached?: () => void } | null = null;

  async function drain(key: string, queue: NightQueue): Promise<void> {
    try {
      while (queue.waiting.length > 0) {
        const held = hold;
        if (held) {
          if (queue.waiting.length < held.members)
            await new Promise<void>((reached) => {
              held.reached = reached;
            });
          hold = null;
        }
        const started = performance.now();
        const written = await writeBatch(db, queue, maxBatch, {
          taken(members) {
            stats.batches++;
            stats.members += members;
            stats.largest = Math.max(stats.largest, members);
          },
          undone() {
            stats.undone++;
          },
        });
        onBatch?.(written, (performance.now() - started) / 1000);
      }
    } finally {
      nights.delete(key);
    }
  }

  return {
    join(request) {
      const key = `${request.club.id}|${request.date}`;
      return new Promise<JoinWrite>((resolve, reject) => {
        const queue = nights.get(key);
        if (queue) {
          queue.waiting.push({ request, resolve, reject });
          if (hold?.reached && queue.waiting.length >= hold.members) hold.reached();
          return;
        }
        // No writer for this night: this join starts one, and those arriving meanwhile join its queue.
        const started: NightQueue = { waiting: [{ request, resolve, reject }] };
        nights.set(key, started);
        void drain(key, started);
      });
    },
    holdUntil(members) {
      hold = { members };
    },
    stats: () => ({ ...stats }),
  };
}

/**
 * Writes the next batch of the night's queue and answers its members. `taken` is told the batch's
 * size once it leaves the queue (before any member is answered), `undone` when the batch is decided
 * one by one. Resolves with the batch's size.
 *
 * The batch is taken from the queue once the night's lock is held, not before: while this process
 * waits for the lock (another process's batch of the night holding it, or its round trip), the
 * members arriving meanwhile join this batch instead of waiting for the next. Across two processes
 * that keeps the batches as large as one process's; taken before the lock, a two-process rush was
 * written in 19–26 batches of about 20 instead of 5–7 of about 80, each paying the lock's and the
 * commit's round trips, its statement's build and its plan.
 */
async function writeBatch(
  db: Database,
  queue: NightQueue,
  maxBatch: number,
  told: { taken: (members: number) => void; undone: () => void },
): Promise<number> {
  if (queue.waiting.length === 1) {
    // A lone join: its own statement locks the night, no transaction around it.
    const [alone] = queue.waiting.splice(0, 1) as [Waiting];
    told.taken(1);
    await joinNight(db, alone.request).then(alone.resolve, alone.reject);
    return 1;
  }
  const { club, date } = queue.waiting[0]!.request;
  let batch: Waiting[] = [];
  let outcomes: JoinWrite[];
  try {
    outcomes = await db.transaction(async (tx) => {
      await lockBatchNight(tx, club.id, date);
      batch = queue.waiting.splice(0, maxBatch);
      told.taken(batch.length);
      return decideLockedBatch(
        tx,
        batch.map((member) => member.request),
      );
    });
  } catch {
    // Nothing of the batch was written: each member is decided alone, in the same order (when the
    // lock itself failed, the batch is the queue's head, as it would have been).
    if (batch.length === 0) {
      batch = queue.waiting.splice(0, maxBatch);
      told.taken(batch.length);
    }
    told.undone();
    for (const member of batch) await joinNight(db, member.request).then(member.resolve, member.reject);
    return batch.length;
  }
  for (const [i, member] of batch.entries()) member.resolve(outcomes[i]!);
  return batch.length;
}
