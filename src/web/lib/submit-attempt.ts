import { ApiRequestError, newIdempotencyKey } from './api-client.ts';

/** Only a request that never got an answer is worth repeating; the same key makes the repeat safe. */
export const isUnanswered = (error: Error) => error instanceof ApiRequestError && error.status === 0;

/** One submit of a form: what it sent, under which key, and whether it is still waiting for an answer. */
export interface SubmitAttempt {
  body: string;
  key: string;
  unanswered: boolean;
}

/**
 * The attempt for sending `body`: a repeat of the last attempt that never got an answer keeps its
 * key (and is the same object), so the server answers it once; anything else is a new attempt.
 */
export function nextSubmitAttempt(
  previous: SubmitAttempt | null,
  body: unknown,
  newKey: () => string = newIdempotencyKey,
): SubmitAttempt {
  const serialized = JSON.stringify(body);
  if (previous && previous.body === serialized && previous.unanswered) return previous;
  return { body: serialized, key: newKey(), unanswered: false };
}
