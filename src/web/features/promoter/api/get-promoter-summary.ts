import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { PromoterSummary } from './promoter-types.ts';

/** The caller's nights from `from` to `to`, with their totals. */
export function usePromoterSummary(from: string, to: string) {
  return useQuery({
    queryKey: ['promoter', 'summary', from, to],
    queryFn: ({ signal }) =>
      apiGet<PromoterSummary>(`/api/promoter/summary?${new URLSearchParams({ from, to })}`, signal),
  });
}
