import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DoorPass, doorSearchResponseSchema } from '../../../../shared/api/door-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export type DoorSearchResponse = z.infer<typeof doorSearchResponseSchema>;
export type { DoorPass };

export function searchDoor(
  clubId: string,
  date: string,
  q: string,
  signal?: AbortSignal,
): Promise<DoorSearchResponse> {
  const params = new URLSearchParams({ clubId, date, q });
  return apiGet<DoorSearchResponse>(`/api/door/search?${params}`, signal);
}

/** The server wants at least 2 letters or digits. */
export const MIN_SEARCH_LENGTH = 2;

export function doorSearchQueryOptions(clubId: string, date: string, q: string) {
  return queryOptions({
    queryKey: [...LIVE_QUERY_KEYS.night(clubId, date), 'door-search', q],
    queryFn: ({ signal }) => searchDoor(clubId, date, q, signal),
    enabled: q.trim().length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export function useDoorSearch(clubId: string, date: string, q: string) {
  return useQuery(doorSearchQueryOptions(clubId, date, q));
}
