import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pass } from '../../../../shared/api/guestlist-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

export interface PassesResponse {
  upcoming: Pass[];
  past: Pass[];
}

export function getPasses(signal?: AbortSignal): Promise<PassesResponse> {
  return apiGet<PassesResponse>('/api/passes', signal);
}

export function passesQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEYS.passes, 'list'],
    queryFn: ({ signal }) => getPasses(signal),
  });
}

export function usePasses() {
  return useQuery(passesQueryOptions());
}
