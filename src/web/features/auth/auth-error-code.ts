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
