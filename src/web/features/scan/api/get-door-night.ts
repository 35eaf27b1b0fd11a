import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorNight } from '../../../../shared/api/door-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export function getDoorNight(clubId: string, date: string, signal?: AbortSignal): Promise<DoorNight> {
  return apiGet<DoorNight>(
    `/api/door/nights/${encodeURIComponent(clubId)}/${encodeURIComponent(date)}`,
    signal,
  );
}

/** Under the night's live key: an admission at another door refreshes these counters. */
export function doorNightQueryOptions(clubId: string, date: string) {
  return queryOptions({
    queryKey: [...LIVE_QUERY_KEYS.night(clubId, date), 'door-counters'],
    queryFn: ({ signal }) => getDoorNight(clubId, date, signal),
    // A safety net for a dropped live connection; live events do the real work.
    refetchInterval: 60_000,
  });
}

export function useDoorNight(clubId: string, date: string) {
  return useQuery(doorNightQueryOptions(clubId, date));
}
