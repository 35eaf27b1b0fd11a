import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoterRates } from '../../../../shared/promoter-earnings.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

/** What a promoter earns per arrival at the club; the promoters ranking (earnings) is read again. */
export function useSavePromoterRates(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: PromoterRates) =>
      apiSend<PromoterRates>('PUT', `/api/admin/clubs/${encodeURIComponent(clubId)}/promoter-rates`, rates),
    onSuccess: () =>
      Promise.all([
        // The club list carries each club's rates: the editor shows the new ones.
        queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.adminClubs }),
        queryClient.invalidateQueries({ queryKey: ['admin-promoters'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-audit'] }),
      ]),
  });
}
