import type { QueryClient } from '@tanstack/react-query';
import { passesQueryOptions } from '../../features/passes/api/get-passes.ts';
import { reservationsQueryOptions } from '../../features/reservations/api/get-reservations.ts';
import { cashbackQueryOptions } from '../../lib/get-cashback.ts';

/** How long the first answers count as fresh, so the page mounting a moment later does not ask again. */
const FIRST_ANSWER_FRESH_MS = 10_000;

/**
 * The passes page's lists, asked for as soon as the session check says who is signed in when the
 * page is opened directly (main.tsx), instead of after its code has loaded and rendered: the
 * requests run beside the page's chunks. Only the first answer of each is kept fresh for a moment;
 * later ones are as before (stale at once, refreshed on mount), and live `me` events and every
 * change the member makes still refresh them.
 */
export function prefetchPassesPage(queryClient: QueryClient): Promise<unknown> {
  const lists = [passesQueryOptions(), reservationsQueryOptions(), cashbackQueryOptions()] as const;
  for (const { queryKey } of lists) {
    queryClient.setQueryDefaults(queryKey, {
      staleTime: (query) => (query.state.dataUpdateCount === 1 ? FIRST_ANSWER_FRESH_MS : 0),
    });
  }
  // Settles when all three have answered (a prefetch never rejects): main.tsx renders the first screen
  // with them rather than while they land.
  return Promise.all([
    queryClient.prefetchQuery(lists[0]),
    queryClient.prefetchQuery(lists[1]),
    queryClient.prefetchQuery(lists[2]),
  ]);
}
