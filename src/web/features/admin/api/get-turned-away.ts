import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { turnedAwayResponseSchema } from '../../../../shared/api/admin/reports-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ReportRange } from './get-report.ts';

export type TurnedAwayResponse = z.infer<typeof turnedAwayResponseSchema>;
export type TurnedAwayReport = TurnedAwayResponse['reports'][number];

export function turnedAwayQueryOptions({ from, to, clubId }: ReportRange) {
  return queryOptions({
    queryKey: ['admin-turned-away', from, to, clubId] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from, to });
      if (clubId) params.set('clubId', clubId);
      return apiGet<TurnedAwayResponse>(`/api/admin/turned-away?${params}`, signal);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Guests' "I was turned away" reports over the range, newest night first. */
export function useTurnedAway(range: ReportRange, enabled: boolean) {
  return useQuery({ ...turnedAwayQueryOptions(range), enabled });
}
