import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubNightResponse } from '../../../../shared/api/clubs-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet } from '../../../lib/api-client.ts';

// Under the clubs key on purpose: a live `clubs` event (spots taken, list closed) refreshes it too.
export const CLUB_NIGHT_QUERY_KEY = ['clubs', 'night'] as const;

export function getClubNight(
  clubId: string,
  date: IsoDate,
  signal?: AbortSignal,
): Promise<ClubNightResponse> {
  const params = new URLSearchParams({ date });
  return apiGet<ClubNightResponse>(`/api/clubs/${encodeURIComponent(clubId)}?${params}`, signal);
}

export function clubNightQueryOptions(clubId: string, date: IsoDate) {
  return queryOptions({
    queryKey: [...CLUB_NIGHT_QUERY_KEY, clubId, date],
    queryFn: ({ signal }) => getClubNight(clubId, date, signal),
    staleTime: 30_000,
  });
}

export function useClubNight(clubId: string, date: IsoDate) {
  return useQuery(clubNightQueryOptions(clubId, date));
}
