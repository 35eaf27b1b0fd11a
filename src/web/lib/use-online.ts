import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network connection at all. `false` is certain (no network); `true`
 * only means a network exists, not that our server answers, so requests still handle their errors.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A query with nothing to show that cannot get anything until the phone is online: it failed, or it
 * waits for the connection to retry (queries run offline-first, src/web/main.tsx).
 */
export function waitsForConnection(online: boolean, query: { data: unknown; fetchStatus: string }): boolean {
  return !online && query.data === undefined && query.fetchStatus !== 'fetching';
}
