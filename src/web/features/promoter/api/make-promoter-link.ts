import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { PROMOTER_CLUBS_QUERY_KEY } from './get-promoter-clubs.ts';
import type { PromoterLink } from './promoter-types.ts';

/** `POST /api/promoter/links`: the caller's link for a club (and a night); the same one on every ask. */
export function makePromoterLink(body: { clubId: string; date?: string }): Promise<PromoterLink> {
  return apiSend<PromoterLink>('POST', '/api/promoter/links', body);
}

export function useMakePromoterLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePromoterLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOTER_CLUBS_QUERY_KEY }),
  });
}
