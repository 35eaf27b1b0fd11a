import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Reservation,
  SpendCorrection,
  SpendCorrectionBody,
} from '../../../../shared/api/reservation-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { ApiRequestError, apiSend } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export type EntryStatusChange = 'confirmed' | 'cancelled';
export type ReservationStatusChange = 'confirmed' | 'declined' | 'completed' | 'no_show';

export function setEntryStatus(entryId: string, status: EntryStatusChange): Promise<unknown> {
  return apiSend('POST', `/api/admin/guestlist-entries/${encodeURIComponent(entryId)}/status`, { status });
}

export function setReservationStatus(
  reservationId: string,
  body: { status: ReservationStatusChange; amountSpentCents?: number },
): Promise<Reservation> {
  return apiSend<Reservation>(
    'POST',
    `/api/admin/reservations/${encodeURIComponent(reservationId)}/status`,
    body,
  );
}

/** After any change the night's lists and counts are read again (a live event would too, a moment later). */
function useRefreshNight(clubId: string, date: IsoDate) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.night(clubId, date) }),
      // Every admin change is written to the audit log.
      queryClient.invalidateQueries({ queryKey: ['admin-audit'] }),
    ]);
}

export function useSetEntryStatus(clubId: string, date: IsoDate) {
  const refresh = useRefreshNight(clubId, date);
  return useMutation({
    mutationFn: ({ entryId, status }: { entryId: string; status: EntryStatusChange }) =>
      setEntryStatus(entryId, status),
    onSuccess: refresh,
  });
}

export function useSetReservationStatus(clubId: string, date: IsoDate) {
  const refresh = useRefreshNight(clubId, date);
  return useMutation({
    mutationFn: ({
      reservationId,
      ...body
    }: {
      reservationId: string;
      status: ReservationStatusChange;
      amountSpentCents?: number;
    }) => setReservationStatus(reservationId, body),
    onSuccess: refresh,
    // 409 (deposit_not_secured, or a reservation already answered): the night on screen is out of
    // date, so it is read again and the row shows why while the dialog shows the server's message.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) void refresh();
    },
  });
}

export function correctSpend(
  reservationId: string,
  body: SpendCorrectionBody,
): Promise<{ reservation: Reservation; correction: SpendCorrection }> {
  return apiSend(
    'POST',
    `/api/admin/reservations/${encodeURIComponent(reservationId)}/spend-correction`,
    body,
  );
}

/** CORRECT SPEND on a completed table: its own audited action, apart from the status changes. */
export function useCorrectSpend(clubId: string, date: IsoDate) {
  const refresh = useRefreshNight(clubId, date);
  return useMutation({
    mutationFn: ({ reservationId, ...body }: SpendCorrectionBody & { reservationId: string }) =>
      correctSpend(reservationId, body),
    onSuccess: refresh,
  });
}
