import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

export function getReservation(reservationId: string, signal?: AbortSignal): Promise<Reservation> {
  return apiGet<Reservation>(`/api/reservations/${encodeURIComponent(reservationId)}`, signal);
}

// Under the member's reservations key: a live `me` event (the club confirmed) refreshes it on screen.
export function reservationQueryOptions(reservationId: string) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEYS.reservations, 'detail', reservationId],
    queryFn: ({ signal }) => getReservation(reservationId, signal),
  });
}

export function useReservation(reservationId: string) {
  return useQuery(reservationQueryOptions(reservationId));
}

/** The reservation's night as a calendar event (a plain download link; the session cookie goes along). */
export function reservationCalendarHref(reservationId: string): string {
  return `/api/reservations/${encodeURIComponent(reservationId)}/calendar.ics`;
}

/** The reservation for Apple Wallet (a signed .pkpass) and the path that answers its Google Wallet link. */
export function reservationWalletPaths(reservationId: string): { apple: string; google: string } {
  const base = `/api/reservations/${encodeURIComponent(reservationId)}/wallet`;
  return { apple: `${base}/apple`, google: `${base}/google` };
}
