import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestlistEntry, JoinGuestlistBody } from '../../../../shared/api/guestlist-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { isUnanswered } from '../../../lib/submit-attempt.ts';
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
