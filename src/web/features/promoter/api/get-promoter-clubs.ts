import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { PromoterClub } from './promoter-types.ts';

export const PROMOTER_CLUBS_QUERY_KEY = ['promoter', 'clubs'] as const;

export function promoterClubsQueryOptions() {
  return queryOptions({
    queryKey: PROMOTER_CLUBS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<{ clubs: PromoterClub[] }>('/api/promoter/clubs', signal),
  });
}

/** The clubs the caller promotes, with their links there and what an arrival earns. */
export function usePromoterClubs() {
  return useQuery(promoterClubsQueryOptions());
}
