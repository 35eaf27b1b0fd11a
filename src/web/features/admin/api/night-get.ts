import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNight } from '../../../../shared/api/admin-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export function getAdminNight(clubId: string, date: IsoDate, q: string, signal?: AbortSignal) {
  const search = q ? `?${new URLSearchParams({ q })}` : '';
  return apiGet<AdminNight>(
    `/api/admin/nights/${encodeURIComponent(clubId)}/${encodeURIComponent(date)}${search}`,
    signal,
  );
}

// Under the night's live key: a join, a cancel or a door check-in refreshes it by itself.
export function adminNightQueryOptions(clubId: string, date: IsoDate, q: string) {
  return queryOptions({
    queryKey: [...LIVE_QUERY_KEYS.night(clubId, date), 'admin', q],
    queryFn: ({ signal }) => getAdminNight(clubId, date, q, signal),
    // Typing in the search box keeps the last lists on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Everything for one club and night: entries, reservations and the counts against capacity. */
export function useAdminNight(clubId: string | null, date: IsoDate, q: string) {
  return useQuery({ ...adminNightQueryOptions(clubId ?? '', date, q), enabled: clubId !== null });
}
