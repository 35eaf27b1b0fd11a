import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

export interface ReservationsResponse {
  reservations: Reservation[];
}

export function getReservations(signal?: AbortSignal): Promise<ReservationsResponse> {
  return apiGet<ReservationsResponse>('/api/reservations', signal);
}

export function reservationsQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEYS.reservations, 'list'],
    queryFn: ({ signal }) => getReservations(signal),
  });
}

export function useReservations() {
  return useQuery(reservationsQueryOptions());
}
