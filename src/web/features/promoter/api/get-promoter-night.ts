import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';
import type { PromoterNight } from './promoter-types.ts';

export function getPromoterNight(
  clubId: string,
  date: string,
  offset: number,
  signal?: AbortSignal,
): Promise<PromoterNight> {
  const path = `/api/promoter/nights/${encodeURIComponent(clubId)}/${encodeURIComponent(date)}`;
  return apiGet<PromoterNight>(offset > 0 ? `${path}?offset=${offset}` : path, signal);
}

/**
 * Under the night's live key: the server sends the club's promoters a `night` event when its list
 * or its arrivals change, and the figures and guests refetch.
 */
export function promoterNightQueryOptions(clubId: string, date: string) {
  return infiniteQueryOptions({
    queryKey: [...LIVE_QUERY_KEYS.night(clubId, date), 'promoter'],
    queryFn: ({ signal, pageParam }) => getPromoterNight(clubId, date, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // A safety net for a dropped live connection; live events do the real work.
    refetchInterval: 60_000,
  });
}

export function usePromoterNight(clubId: string, date: string) {
  return useInfiniteQuery(promoterNightQueryOptions(clubId, date));
}
