import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '../../../../shared/api/admin/staff-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';

const PAGE_SIZE = 25;

interface AuditPage {
  entries: AuditEntryView[];
  nextBefore: string | null;
}

export function auditLogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['admin-audit'] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('before', pageParam);
      return apiGet<AuditPage>(`/api/admin/audit?${params}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** The admin actions, newest first, a page at a time (the cursor is the oldest one's time). */
export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
