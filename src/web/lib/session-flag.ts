/** A flag kept for this browser session (SPEC §3 session-storage keys); storage may be unavailable. */
export function readSessionFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeSessionFlag(key: string): void {
  try {
    sessionStorage.setItem(key, 'true');
  } catch {
    // Private modes may refuse storage: the flag then lasts as long as the page.
  }
}
