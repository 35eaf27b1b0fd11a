import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_HEARTBEAT_EVENT, LIVE_HEARTBEAT_MS } from '../../../../shared/live-heartbeat.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';
import { LiveWatchdog } from '../../../lib/live-watchdog.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { CLUBS_QUERY_KEY } from './get-clubs.ts';

const TOPICS = ['clubs', 'guestlist-dates'] as const;
/** Everything the stream sends: any of it shows the connection is alive. */
const ALL_EVENTS = [...TOPICS, 'night', 'settings', 'me', 'resync', LIVE_HEARTBEAT_EVENT] as const;

function parse(event: Event): { clubId?: string; date?: string } {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as { clubId?: string; date?: string };
  } catch {
    return {};
  }
}
const MAX_RETRY_MS = 30_000;
const MAX_SINCE_MS = 86_400_000;

/** Whether a stream has been opened in this page yet: the first covers the data of the page's load. */
let pageLoadCovered = false;

/**
 * Keeps club data and the member's own entries, passes and notifications live: the server pushes a
 * Server-Sent Event for every club or guestlist-date change, and we refetch what is on screen; the
 * first stream also gets the changes made since the page began loading (`since`). EventSource reconnects by itself after a drop; when
 * the server refuses outright it gives up, so we then reconnect with backoff ourselves.
 * `memberId` is only a dependency: signing in or out opens a new connection under the new session.
 */
export function useLiveUpdates(memberId: string | null): void {
  const queryClient = useQueryClient();

  // biome-ignore lint/correctness/useExhaustiveDependencies: memberId only marks a new session, see above.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hadConnection = false;
    let stopped = false;
    const watchdog = new LiveWatchdog();
    // The data on screen was fetched after this moment (in ms since the page started loading): the
    // first stream asks for the changes since then, as a change between a fetch and the stream
    // opening would otherwise be missed. Later streams (a new session) cover what they reload.
    const dataSince = pageLoadCovered ? performance.now() : 0;
    pageLoadCovered = true;

    const refresh = () => queryClient.invalidateQueries({ queryKey: CLUBS_QUERY_KEY });
    // `me` events reach only the member they concern: an entry or a notification of theirs changed.
    const refreshMine = () => invalidateMemberQueries(queryClient);

    const connect = () => {
      retryTimer = undefined;
      const since = Math.min(MAX_SINCE_MS, Math.round(performance.now() - dataSince));
      // After a connection, a reconnect refetches everything itself (onopen).
      source = new EventSource(hadConnection ? '/api/live' : `/api/live?since=${since}`);
      watchdog.heard();
      for (const name of ALL_EVENTS) source.addEventListener(name, () => watchdog.heard());
      source.onopen = () => {
        watchdog.heard();
        // Changes made while we were away: the browser's own reconnects resume from the last event
        // id (the server resends what was missed, or says resync), but a stream we open ourselves
        // starts afresh. Catching up once on every reconnect covers both.
        if (hadConnection) void queryClient.invalidateQueries();
        hadConnection = true;
        attempt = 0;
      };
      for (const topic of TOPICS) source.addEventListener(topic, () => void refresh());
      source.addEventListener(
        'clubs',
        () => void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.adminClubs }),
      );
      source.addEventListener('guestlist-dates', (event) => {
        const { clubId } = parse(event);
        if (clubId) void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.adminDates(clubId) });
      });
      // Staff only: a night's entries, reservations or admissions changed.
      source.addEventListener('night', (event) => {
        const { clubId, date } = parse(event);
        if (!clubId || !date) return;
        void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.night(clubId, date) });
        // The dates calendar shows each night's counts too.
        void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.adminDates(clubId) });
      });
      source.addEventListener(
        'settings',
        () => void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.siteNotice }),
      );
      source.addEventListener('me', () => void refreshMine());
      // Missed events: refetch everything on screen.
      source.addEventListener('resync', () => void queryClient.invalidateQueries());
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt++);
        retryTimer = setTimeout(connect, delay);
      };
    };
    connect();

    const reconnect = () => {
      clearTimeout(retryTimer);
      source?.close();
      connect();
    };
    const onOnline = () => {
      if (source?.readyState === EventSource.CLOSED) reconnect();
    };
    // A stream that looks open but has heard nothing, not even a heartbeat, is a dead connection (a
    // phone that changed networks, or slept): a promotion sent down it never arrived. A new one
    // refetches everything when it opens (onopen), which also covers what was missed meanwhile.
    const checkAlive = () => {
      if (stopped) return;
      if (source?.readyState === EventSource.CLOSED && retryTimer === undefined) reconnect();
      else if (source?.readyState === EventSource.OPEN && watchdog.isSilent()) reconnect();
    };
    const aliveTimer = setInterval(checkAlive, LIVE_HEARTBEAT_MS / 2);
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkAlive();
    };
    // Back from the back-forward cache the browser may have closed the stream without an error.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkAlive();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(aliveTimer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
      source?.close();
    };
  }, [queryClient, memberId]);
}
