import { SEND_CODE_ERRORS, sendCodeErrorMessage } from '../../../shared/auth-messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * The SPEC §8 code a failed auth call maps to, or undefined for the catalogue's default message.
 * A 429 from the app-wide rate limiter carries its own code; it still means "too many requests".
 */
export function authErrorCode(error: unknown, catalogue: Record<string, string>): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (Object.hasOwn(catalogue, error.code)) return error.code;
  return error.status === 429 ? 'too-many-requests' : undefined;
}

/**
 * Refusals the SPEC's catalogue has no words for, where the server's message says what to do: a
 * number that cannot be texted (a service number, or a country not served, named by the server).
 */
const SERVER_WORDED_SEND_CODES = new Set(['unsupported-number', 'unsupported-country']);

/** What to show when asking for a code failed. */
export function sendCodeFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && SERVER_WORDED_SEND_CODES.has(error.code)) return error.message;
  return sendCodeErrorMessage(authErrorCode(error, SEND_CODE_ERRORS));
}
