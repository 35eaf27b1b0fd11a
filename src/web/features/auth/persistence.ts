import type { Persistence } from '../../../shared/api/auth-schema.ts';

// Private windows get a small storage quota (Chromium: about 100 MB, Safari less); normal profiles
// get gigabytes. Below this we assume a private window and keep the session to the browser session.
const PRIVATE_QUOTA_BYTES = 200 * 1024 * 1024;

/**
 * SPEC §4: a session-only sign-in when storage is unavailable or private browsing is suspected,
 * otherwise one that survives closing the browser.
 */
export async function choosePersistence(): Promise<Persistence> {
  try {
    const probe = '__nightlist_storage_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
  } catch {
    return 'session';
  }
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (estimate?.quota !== undefined && estimate.quota < PRIVATE_QUOTA_BYTES) return 'session';
  } catch {
    // No estimate is no evidence of a private window.
  }
  return 'local';
}
