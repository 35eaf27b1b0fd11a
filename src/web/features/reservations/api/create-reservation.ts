import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { isUnanswered } from '../../../lib/submit-attempt.ts';

/** The request body (the contract's input shape: `notes`, `tableTypeId` and `cashbackCents` always sent). */
export interface ReservationRequest {
  clubId: string;
  date: IsoDate;
  partySize: number;
  arrivalTime: string;
  tableTypeId: string | null;
  notes: string;
  /** Cashback put towards the deposit; the card pays the rest at the checkout. */
  cashbackCents: number;
}

export interface ReservationAttempt {
  body: ReservationRequest;
  idempotencyKey: string;
}

export function createReservation({ body, idempotencyKey }: ReservationAttempt): Promise<Reservation> {
  return apiSend<Reservation>('POST', '/api/reservations', body, undefined, {
    'Idempotency-Key': idempotencyKey,
  });
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    // Only a request that never got an answer is repeated, with the same key: the server books once.
    retry: (failureCount, error) => failureCount < 2 && isUnanswered(error),
    onSuccess: () => invalidateMemberQueries(queryClient),
  });
}
