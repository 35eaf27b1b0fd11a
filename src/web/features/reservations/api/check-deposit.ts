import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { isUnanswered } from '../../../lib/submit-attempt.ts';
import { reservationQueryOptions } from './get-reservation.ts';

/**
 * Asks the server to read the payment from the provider now, for a guest back from the checkout:
 * the provider's own notice to the server may come a moment later. Safe to repeat.
 */
export function checkDeposit(reservationId: string): Promise<Reservation> {
  return apiSend<Reservation>('POST', `/api/reservations/${encodeURIComponent(reservationId)}/deposit/check`);
}

export function useCheckDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkDeposit,
    retry: (failureCount, error) => failureCount < 2 && isUnanswered(error),
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationQueryOptions(reservation.id).queryKey, reservation);
      // The list and the cashback balance (a refund, cashback spent) follow.
      return invalidateMemberQueries(queryClient);
    },
  });
}
