import type { FastifyReply } from 'fastify';
import type { AppError } from '../http/errors.ts';
import { type ApiResponse, type IdempotentRequest, idempotent } from './idempotency.ts';

/** The request's `Idempotency-Key` header, as `idempotencyHeadersSchema` parsed it. */
interface KeyedRequest {
  headers: { 'idempotency-key'?: string };
}

export type IdempotentCall = Omit<IdempotentRequest, 'key'>;

/**
 * Sends `run`'s response, or the one stored for the request's `Idempotency-Key`. A member's
 * answer is never cached: a replay must come from the key, not from a shared cache.
 */
export async function replyIdempotent(
  request: KeyedRequest,
  reply: FastifyReply,
  call: IdempotentCall,
  run: () => Promise<ApiResponse>,
) {
  const response = await idempotent({ ...call, key: request.headers['idempotency-key'] }, run);
  reply.header('cache-control', 'no-store');
  return reply.status(response.status).send(response.body as never);
}

export interface CancelById {
  id: string;
  isValidId: (id: string) => boolean;
  /** The member's own 404: a malformed id is answered like someone else's, before the service sees it. */
  notFound: () => AppError;
  cancel: (id: string) => Promise<void>;
  /** The object as the API shows it once cancelled. */
  read: (id: string) => Promise<unknown>;
}

/** `POST …/:id/cancel` for one of the member's own objects: 200 with the cancelled object, once per key. */
export function replyIdempotentCancel(
  request: KeyedRequest,
  reply: FastifyReply,
  call: Omit<IdempotentCall, 'body'>,
  { id, isValidId, notFound, cancel, read }: CancelById,
) {
  // Before the key is claimed: nothing is written for an id that cannot be ours.
  if (!isValidId(id)) throw notFound();
  return replyIdempotent(request, reply, { ...call, body: null }, async () => {
    await cancel(id);
    return { status: 200, body: await read(id) };
  });
}
