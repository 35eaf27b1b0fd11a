import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamResponse } from '../../../../shared/api/admin/team-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function teamQueryOptions() {
  return queryOptions({
    queryKey: ['admin-team'] as const,
    queryFn: ({ signal }) => apiGet<TeamResponse>('/api/admin/team', signal),
  });
}

/** The venues and clubs the caller runs, and who holds a role there (a platform admin: all of them). */
export function useTeam() {
  return useQuery(teamQueryOptions());
}
