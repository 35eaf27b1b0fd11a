import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromoterRates } from '../../../../shared/promoter-earnings.ts';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * The rates as this page last saved them. The admin club list does not carry a club's promoter
 * rates (nothing in /api/admin/* reads them back yet), so this is only filled by a save: never
 * fetched, it stays empty until one.
 */
export function savedPromoterRatesQueryOptions(clubId: string) {
  return queryOptions<PromoterRates | null>({
    queryKey: ['admin-promoter-rates', clubId] as const,
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useSavedPromoterRates(clubId: string) {
  return useQuery(savedPromoterRatesQueryOptions(clubId)).data ?? null;
}

/** What a promoter earns per arrival at the club; the promoters ranking (earnings) is read again. */
export function useSavePromoterRates(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: PromoterRates) =>
      apiSend<PromoterRates>('PUT', `/api/admin/clubs/${encodeURIComponent(clubId)}/promoter-rates`, rates),
    onSuccess: (saved) => {
      queryClient.setQueryData(savedPromoterRatesQueryOptions(clubId).queryKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-promoters'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-audit'] }),
      ]);
    },
  });
}
