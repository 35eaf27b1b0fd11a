import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminEntry, AdminNight } from '../../../../shared/api/admin/night-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export function getAdminNight(
  clubId: string,
  date: IsoDate,
  q: string,
  offset: number,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (offset > 0) params.set('offset', String(offset));
  const search = params.size > 0 ? `?${params}` : '';
  return apiGet<AdminNight>(
    `/api/admin/nights/${encodeURIComponent(clubId)}/${encodeURIComponent(date)}${search}`,
    signal,
  );
}

// Under the night's live key: a join, a cancel or a door check-in refreshes it by itself (every page
// loaded so far, in order).
export function adminNightQueryOptions(clubId: string, date: IsoDate, q: string) {
  return infiniteQueryOptions({
    queryKey: [...LIVE_QUERY_KEYS.night(clubId, date), 'admin', q],
    queryFn: ({ signal, pageParam }) => getAdminNight(clubId, date, q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Typing in the search box keeps the last lists on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/**
 * One club and night: the counts, the reservations and the guestlist, a page of parties at a time
 * (a night can hold 100,000).
 */
export function useAdminNight(clubId: string | null, date: IsoDate | null, q: string) {
  return useInfiniteQuery({
    ...adminNightQueryOptions(clubId ?? '', date ?? '', q),
    enabled: clubId !== null && date !== null,
  });
}

/**
 * The parties of every page loaded, each once: pages are cut by position, so a party that moves
 * while they load (confirmed from the queue, say) could show on two.
 */
export function entriesOfPages(pages: readonly AdminNight[]): AdminEntry[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.entries).filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}
