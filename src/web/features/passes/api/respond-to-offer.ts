import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';

export type OfferResponse = 'claim' | 'decline';

/** CLAIM or NOT TONIGHT: both are idempotent on the server, so a repeat is harmless. */
export function respondToOffer(entryId: string, response: OfferResponse): Promise<GuestlistEntry> {
  return apiSend<GuestlistEntry>(
    'POST',
    `/api/guestlist-entries/${encodeURIComponent(entryId)}/${response}-offer`,
  );
}

export function useRespondToOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, response }: { entryId: string; response: OfferResponse }) =>
      respondToOffer(entryId, response),
    // Refused too (the offer lapsed meanwhile): the pass reads again and shows what happened.
    onSettled: () => invalidateMemberQueries(queryClient),
  });
}
