import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { isUnanswered } from '../../../lib/submit-attempt.ts';

export interface CancelReservationAttempt {
  reservationId: string;
  idempotencyKey: string;
}

export function cancelReservation({
  reservationId,
  idempotencyKey,
}: CancelReservationAttempt): Promise<Reservation> {
  return apiSend<Reservation>(
    'POST',
    `/api/reservations/${encodeURIComponent(reservationId)}/cancel`,
    undefined,
    undefined,
    { 'Idempotency-Key': idempotencyKey },
  );
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    // A cancel that never got an answer is repeated with the same key: the server acts once.
    retry: (failureCount, error) => failureCount < 2 && isUnanswered(error),
    onSuccess: () => invalidateMemberQueries(queryClient),
  });
}
