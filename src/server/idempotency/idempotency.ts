import crypto from 'node:crypto';
import type DataLoader from 'dataloader';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { gatherPerTurn } from '../db/per-turn-batches.ts';
import { AppError, errorBody } from '../http/errors.ts';
import { claimKeys, findKey, releaseKey, storeResponses } from './idempotency-repository.ts';

/** `Idempotency-Key`: 1 to 255 visible ASCII characters, as clients generate (usually a UUID). */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7E]{1,255}$/, { error: 'must be 1 to 255 visible characters' })
    .optional(),
});

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
};

export interface ApiResponse {
  status: number;
  body: unknown;
}

export interface IdempotentRequest {
  db: Database;
  userId: string;
  key: string | undefined;
  /** `METHOD /path`: the same key on another endpoint or object is a different request. */
  scope: string;
  body: unknown;
  now: Date;
}

type Claim = Parameters<typeof claimKeys>[1][number];
type Stored = Parameters<typeof storeResponses>[1][number];

/**
 * The claims and stored answers of the requests that arrive together, one statement each way: the
 * app sends a key with every join, so a list drop's 500 joins were 1,000 single-row writes of their
 * own besides the joins (on PGlite, one connection). Gathered per turn of the event loop
 * (gatherPerTurn), as the session reads are. One pair per database handle: a transaction's writes
 * are never gathered with another's.
 */
const batchesByDb = new WeakMap<
  Database,
  { claims: DataLoader<Claim, boolean>; stores: DataLoader<Stored, void> }
>();
function batchesFor(db: Database) {
  let batches = batchesByDb.get(db);
  if (!batches) {
    batches = {
      claims: gatherPerTurn((rows: readonly Claim[]) => claimKeys(db, rows)),
      stores: gatherPerTurn(async (rows: readonly Stored[]) => {
        await storeResponses(db, rows);
        return rows.map(() => undefined);
      }),
    };
    batchesByDb.set(db, batches);
  }
  return batches;
}

/**
 * Runs `run` once per member and key: the first response (success or refusal) is stored and a
 * retry with the same key gets it back without running anything. The key is claimed before the
 * work starts, so a double submit in flight is answered 409 instead of running twice.
 */
export async function idempotent(request: IdempotentRequest, run: () => Promise<ApiResponse>) {
  if (request.key === undefined) return run();
  const id = { userId: request.userId, key: request.key };
  // Parsed bodies have their fields in schema order, so equal requests hash equally.
  const requestHash = crypto
    .createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

  const batches = batchesFor(request.db);
  const claimed = await batches.claims.load({
    ...id,
    scope: request.scope,
    requestHash,
    createdAt: request.now,
  });
  if (!claimed) {
    const stored = await findKey(request.db, id);
    if (!stored) throw new AppError(409, 'idempotency_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
    if (stored.scope !== request.scope || stored.requestHash !== requestHash)
      throw new AppError(422, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused);
    if (stored.responseStatus === null)
      throw new AppError(409, 'idempotency_in_progress', IDEMPOTENCY_MESSAGES.inProgress);
    return { status: stored.responseStatus, body: stored.responseBody };
  }

  let response: ApiResponse;
  try {
    response = await run();
  } catch (error) {
    if (error instanceof AppError) {
      // A refusal is a response too: the retry gets the same answer rather than a second try.
      await batches.stores.load({
        ...id,
        status: error.statusCode,
        body: errorBody(error.statusCode, error.code, error.message),
      });
    } else {
      // Nothing was answered: free the key so the retry can do the work.
      await releaseKey(request.db, id);
    }
    throw error;
  }
  await batches.stores.load({ ...id, status: response.status, body: response.body });
  return response;
}
