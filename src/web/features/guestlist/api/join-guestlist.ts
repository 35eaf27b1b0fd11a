import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestlistEntry, JoinGuestlistBody } from '../../../../shared/api/guestlist-schema.ts';
import { ApiRequestError, apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { CLUB_NIGHT_QUERY_KEY } from './get-club-night.ts';

export interface JoinAttempt {
  body: JoinGuestlistBody;
  idempotencyKey: string;
}

export function joinGuestlist({ body, idempotencyKey }: JoinAttempt): Promise<GuestlistEntry> {
  return apiSend<GuestlistEntry>('POST', '/api/guestlist-entries', body, undefined, {
    'Idempotency-Key': idempotencyKey,
  });
}

/** Only a request that never got an answer is worth repeating; the same key makes the repeat safe. */
export const isUnanswered = (error: Error) => error instanceof ApiRequestError && error.status === 0;

export function useJoinGuestlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGuestlist,
    retry: (failureCount, error) => failureCount < 2 && isUnanswered(error),
    onSuccess: () =>
      Promise.all([
        invalidateMemberQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: CLUB_NIGHT_QUERY_KEY }),
      ]),
  });
}
