import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { promotersReportResponseSchema } from '../../../../shared/api/promoter-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ReportRange } from './get-report.ts';

export type PromotersReport = z.infer<typeof promotersReportResponseSchema>;
export type PromoterRank = PromotersReport['promoters'][number];

function rangeParams({ from, to, clubId }: ReportRange): URLSearchParams {
  const params = new URLSearchParams({ from, to });
  if (clubId) params.set('clubId', clubId);
  return params;
}

export function promotersReportQueryOptions(range: ReportRange) {
  return queryOptions({
    queryKey: ['admin-promoters', range.from, range.to, range.clubId] as const,
    queryFn: ({ signal }) => apiGet<PromotersReport>(`/api/admin/promoters?${rangeParams(range)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The promoters of the range's clubs, ranked by arrivals, with what each earned. */
export function usePromotersReport(range: ReportRange, enabled: boolean) {
  return useQuery({ ...promotersReportQueryOptions(range), enabled });
}

/**
 * The same ranking as a CSV file. A plain link, like the guestlist export: the browser saves the
 * download itself (the session cookie goes along).
 */
export function promotersExportHref(range: ReportRange): string {
  return `/api/admin/promoters/export?${rangeParams(range)}`;
}
