import crypto from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError, errorBody } from '../http/errors.ts';
import { claimKey, findKey, releaseKey, storeResponse } from './idempotency-repository.ts';

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

  const claimed = await claimKey(request.db, {
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
      await storeResponse(
        request.db,
        id,
        error.statusCode,
        errorBody(error.statusCode, error.code, error.message),
      );
    } else {
      // Nothing was answered: free the key so the retry can do the work.
      await releaseKey(request.db, id);
    }
    throw error;
  }
  await storeResponse(request.db, id, response.status, response.body);
  return response;
}
