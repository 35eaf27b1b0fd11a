import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { isUnanswered } from '../../../lib/submit-attempt.ts';
import { reservationQueryOptions } from './get-reservation.ts';

export interface PayDepositAttempt {
  reservationId: string;
  idempotencyKey: string;
}

/** A new checkout for a deposit that is due or failed: the answer carries its `checkoutUrl`. */
export function payDeposit({ reservationId, idempotencyKey }: PayDepositAttempt): Promise<Reservation> {
  return apiSend<Reservation>(
    'POST',
    `/api/reservations/${encodeURIComponent(reservationId)}/deposit`,
    undefined,
    undefined,
    { 'Idempotency-Key': idempotencyKey },
  );
}

export function usePayDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDeposit,
    // Repeated with the same key only when unanswered: one checkout per press, never two.
    retry: (failureCount, error) => failureCount < 2 && isUnanswered(error),
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.id).queryKey, reservation);
      return invalidateMemberQueries(queryClient);
    },
  });
}
