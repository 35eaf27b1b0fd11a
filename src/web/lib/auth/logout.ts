import { apiSend } from '../api-client.ts';
import { turnOffPush } from '../push/push-client.ts';

/**
 * Ends the session server-side and clears the cookie. Push goes off on this device first (while the
 * session still owns it): a shared phone must not show the last member's passes on its lock screen.
 */
export async function logoutRequest(): Promise<void> {
  await turnOffPush().catch(() => undefined);
  return apiSend<void>('POST', '/api/auth/logout');
}
