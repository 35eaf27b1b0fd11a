import { apiSend } from '../api-client.ts';

/** Ends the session server-side and clears the cookie. */
export function logoutRequest(): Promise<void> {
  return apiSend<void>('POST', '/api/auth/logout');
}
