import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestlistDate } from '../../../../shared/api/admin/dates-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export interface GuestlistDatesResponse {
  clubId: string;
  dates: GuestlistDate[];
}

export const adminDatesPath = (clubId: string) => `/api/admin/clubs/${encodeURIComponent(clubId)}/dates`;

export function adminDatesQueryOptions(clubId: string, from: IsoDate, to: IsoDate) {
  return queryOptions({
    // Under LIVE_QUERY_KEYS.adminDates(clubId): date and night events refresh every range of the club.
    queryKey: [...LIVE_QUERY_KEYS.adminDates(clubId), from, to] as const,
    queryFn: ({ signal }) =>
      apiGet<GuestlistDatesResponse>(`${adminDatesPath(clubId)}?from=${from}&to=${to}`, signal),
    staleTime: 30_000,
  });
}

/** The club's open dates from `from` to `to` (inclusive), with their counts and capacities. */
export function useAdminDates(clubId: string | null, from: IsoDate, to: IsoDate) {
  return useQuery({ ...adminDatesQueryOptions(clubId ?? '', from, to), enabled: Boolean(clubId) });
}
