import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NextOpenDate } from '../../../../shared/api/admin/dates-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * Not under the club's live key: the dashboard picks its night once when it opens, and a date
 * opened or closed meanwhile must not move the list an admin is working on.
 */
export function nextOpenDateQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ['admin-next-open-date', clubId] as const,
    queryFn: ({ signal }) =>
      apiGet<NextOpenDate>(`/api/admin/clubs/${encodeURIComponent(clubId)}/next-open-date`, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The night the dashboard opens on for `clubId` (null: no club yet, so nothing is asked). */
export function useNextOpenDate(clubId: string | null) {
  return useQuery({ ...nextOpenDateQueryOptions(clubId ?? ''), enabled: clubId !== null });
}
