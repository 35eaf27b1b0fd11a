import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '../../../../shared/api/admin/reports-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet } from '../../../lib/api-client.ts';

export interface ReportRange {
  from: IsoDate;
  to: IsoDate;
  /** null = every club. */
  clubId: string | null;
}

export function reportQueryOptions({ from, to, clubId }: ReportRange) {
  return queryOptions({
    queryKey: ['admin-report', from, to, clubId] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from, to });
      if (clubId) params.set('clubId', clubId);
      return apiGet<Report>(`/api/admin/reports?${params}`, signal);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useReport(range: ReportRange, enabled: boolean) {
  return useQuery({ ...reportQueryOptions(range), enabled });
}
