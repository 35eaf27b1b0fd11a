import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationOptions } from '../../../../shared/api/reservation-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet } from '../../../lib/api-client.ts';

// Under the clubs key on purpose: a live `clubs` event (a club changes its tables or terms) refreshes it.
export const RESERVATION_OPTIONS_QUERY_KEY = ['clubs', 'reservation-options'] as const;

export function getReservationOptions(
  clubId: string,
  date: IsoDate,
  signal?: AbortSignal,
): Promise<ReservationOptions> {
  const params = new URLSearchParams({ date });
  return apiGet<ReservationOptions>(
    `/api/clubs/${encodeURIComponent(clubId)}/reservation-options?${params}`,
    signal,
  );
}

export function reservationOptionsQueryOptions(clubId: string, date: IsoDate) {
  return queryOptions({
    queryKey: [...RESERVATION_OPTIONS_QUERY_KEY, clubId, date],
    queryFn: ({ signal }) => getReservationOptions(clubId, date, signal),
    staleTime: 30_000,
  });
}

export function useReservationOptions(clubId: string, date: IsoDate) {
  return useQuery(reservationOptionsQueryOptions(clubId, date));
}
