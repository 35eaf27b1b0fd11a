import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CLUBS_QUERY_KEY } from './get-clubs.ts';

const TOPICS = ['clubs', 'guestlist-dates', 'resync'] as const;
const MAX_RETRY_MS = 30_000;

/**
 * Keeps club data live: the server pushes a Server-Sent Event for every club or guestlist-date
 * change, and we refetch what is on screen. EventSource reconnects by itself after a drop; when
 * the server refuses outright it gives up, so we then reconnect with backoff ourselves.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hadConnection = false;
    let stopped = false;

    const refresh = () => queryClient.invalidateQueries({ queryKey: CLUBS_QUERY_KEY });

    const connect = () => {
      source = new EventSource('/api/live');
      source.onopen = () => {
        // Changes made while we were away were never pushed: catch up once on every reconnect.
        if (hadConnection) void refresh();
        hadConnection = true;
        attempt = 0;
      };
      for (const topic of TOPICS) source.addEventListener(topic, () => void refresh());
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt++);
        retryTimer = setTimeout(connect, delay);
      };
    };
    connect();

    const onOnline = () => {
      if (source?.readyState === EventSource.CLOSED) {
        clearTimeout(retryTimer);
        connect();
      }
    };
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', onOnline);
      source?.close();
    };
  }, [queryClient]);
}
