import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListClubsQuery, ListClubsResponse } from '../../../../shared/api/clubs-schema.ts';
import { clubsListingPath } from '../../../../shared/clubs.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const CLUBS_QUERY_KEY = ['clubs'] as const;
type ClubsFilter = Required<ListClubsQuery>;

export function getClubs(filter: ClubsFilter, signal?: AbortSignal): Promise<ListClubsResponse> {
  // The same address as the home page's preload hint, so the browser reuses that answer.
  return apiGet<ListClubsResponse>(clubsListingPath(filter), signal);
}

export function clubsQueryOptions(filter: ClubsFilter) {
  return queryOptions({
    queryKey: [...CLUBS_QUERY_KEY, filter],
    queryFn: ({ signal }) => getClubs(filter, signal),
    // Live events refetch on change; this only bounds staleness if a push was missed.
    staleTime: 60_000,
  });
}

export function useClubs(filter: ClubsFilter) {
  return useQuery(clubsQueryOptions(filter));
}
