import { apiSend } from '../api-client.ts';

/**
 * Ends the session server-side and clears the cookie. Push goes off on this device first (while the
 * session still owns it): a shared phone must not show the last member's passes on its lock screen.
 */
export async function logoutRequest(): Promise<void> {
  // Loaded here, not with the app: signing out is rare, and the push client was 1 KB (gzip) of every
  // first visit's script.
  await import('../push/push-client.ts').then(({ turnOffPush }) => turnOffPush()).catch(() => undefined);
  return apiSend<void>('POST', '/api/auth/logout');
}
