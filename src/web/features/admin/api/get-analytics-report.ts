import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsDevice, AnalyticsReport } from '../../../../shared/api/analytics-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet } from '../../../lib/api-client.ts';

export interface AnalyticsRange {
  from: IsoDate;
  to: IsoDate;
  /** null = phones and desktops together. */
  device: AnalyticsDevice | null;
}

export function analyticsReportQueryOptions({ from, to, device }: AnalyticsRange) {
  return queryOptions({
    queryKey: ['admin-analytics', from, to, device] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from, to });
      if (device) params.set('device', device);
      return apiGet<AnalyticsReport>(`/api/admin/analytics?${params}`, signal);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useAnalyticsReport(range: AnalyticsRange, enabled: boolean) {
  return useQuery({ ...analyticsReportQueryOptions(range), enabled });
}
