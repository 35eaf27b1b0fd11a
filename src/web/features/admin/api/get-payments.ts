import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPayment, PaymentsReport } from '../../../../shared/api/admin/payments-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ReportRange } from './get-report.ts';

function rangeParams({ from, to, clubId }: ReportRange): URLSearchParams {
  const params = new URLSearchParams({ from, to });
  if (clubId) params.set('clubId', clubId);
  return params;
}

export function paymentsQueryOptions(range: ReportRange) {
  return infiniteQueryOptions({
    queryKey: ['admin-payments', range.from, range.to, range.clubId] as const,
    queryFn: ({ signal, pageParam }) => {
      const params = rangeParams(range);
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<PaymentsReport>(`/api/admin/payments?${params}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The deposit payments made over the range, a page at a time, with the totals (on every page). */
export function usePayments(range: ReportRange, enabled: boolean) {
  return useInfiniteQuery({ ...paymentsQueryOptions(range), enabled });
}

/** The payments of every page loaded, each once (a payment made while paging could move pages). */
export function paymentsOfPages(pages: readonly PaymentsReport[]): AdminPayment[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.payments).filter((p) => !seen.has(p.id) && seen.add(p.id));
}

/**
 * Every payment of the range as a CSV file, with the provider's ids, to reconcile with the
 * provider's dashboard. A plain link like the other exports: the browser saves it (cookie included).
 */
export function paymentsExportHref(range: ReportRange): string {
  return `/api/admin/payments/export?${rangeParams(range)}`;
}
