import { isAppPath } from '../../../shared/app-path.ts';
import type { EventDateState } from '../../config/paths.ts';

/**
 * Where a visitor was heading when sign-in got in the way (SPEC §3 session-storage keys):
 * - pendingGuestlistData: a JOIN or BOOK click, with the night it was for;
 * - authRedirectPath: a login-required page opened while signed out;
 * - redirectAfterLogin: a page a signed-in visitor must wait for until the profile is complete.
 */
const KEYS = {
  pendingGuestlist: 'pendingGuestlistData',
  authRedirect: 'authRedirectPath',
  afterLogin: 'redirectAfterLogin',
} as const;

export interface PendingGuestlistData {
  clubId: string;
  selectedEventDate: string;
  path: string;
}

export interface Continuation {
  path: string;
  state?: EventDateState;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage can be refused (private modes): the visitor then lands on the home page instead.
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export function savePendingGuestlist(data: PendingGuestlistData): void {
  write(KEYS.pendingGuestlist, JSON.stringify(data));
}

export function saveAuthRedirect(path: string): void {
  write(KEYS.authRedirect, path);
}

export function saveRedirectAfterLogin(path: string): void {
  write(KEYS.afterLogin, path);
}

function readPendingGuestlist(): Continuation | null {
  const raw = read(KEYS.pendingGuestlist);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<PendingGuestlistData>;
    if (!isAppPath(data.path) || typeof data.selectedEventDate !== 'string') return null;
    return { path: data.path, state: { selectedEventDate: data.selectedEventDate } };
  } catch {
    return null;
  }
}

/** The destination to continue to once signed in with a complete profile, forgotten once read. */
export function takeContinuation(): Continuation | null {
  const pending = readPendingGuestlist();
  // Only paths inside this app: a stored value must never send anyone to another site.
  const path = [read(KEYS.authRedirect), read(KEYS.afterLogin)].find(isAppPath);
  clearContinuation();
  return pending ?? (path ? { path } : null);
}

/** A sign-in given up on: the next one must not jump to an old destination. */
export function clearContinuation(): void {
  for (const key of Object.values(KEYS)) remove(key);
}
