import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { isUnanswered } from '../../../lib/submit-attempt.ts';

export interface CancelAttempt {
  entryId: string;
  idempotencyKey: string;
}

export function cancelEntry({ entryId, idempotencyKey }: CancelAttempt): Promise<GuestlistEntry> {
  return apiSend<GuestlistEntry>(
    'POST',
    `/api/guestlist-entries/${encodeURIComponent(entryId)}/cancel`,
    undefined,
    undefined,
    { 'Idempotency-Key': idempotencyKey },
  );
}

export function useCancelEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEntry,
    // A cancel that never got an answer is repeated with the same key: the server acts once.
    retry: (failureCount, error) => failureCount < 2 && isUnanswered(error),
    onSuccess: () => invalidateMemberQueries(queryClient),
  });
}
