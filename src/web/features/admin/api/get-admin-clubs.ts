import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClub } from '../../../../shared/api/admin/clubs-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export function adminClubsQueryOptions() {
  return queryOptions({
    queryKey: LIVE_QUERY_KEYS.adminClubs,
    queryFn: ({ signal }) => apiGet<{ clubs: AdminClub[] }>('/api/admin/clubs', signal),
    // `clubs` live events refresh it.
    staleTime: 60_000,
  });
}

/** Every club, hidden ones too, in listing order: for the editor and every club picker. */
export function useAdminClubs() {
  return useQuery(adminClubsQueryOptions());
}
