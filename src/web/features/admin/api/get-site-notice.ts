import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteNotice } from '../../../../shared/api/admin/site-notice-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export function siteNoticeQueryOptions() {
  return queryOptions({
    // The home banner reads the same key: `settings` live events refresh both.
    queryKey: LIVE_QUERY_KEYS.siteNotice,
    queryFn: ({ signal }) => apiGet<SiteNotice>('/api/site-notice', signal),
  });
}

export function useSiteNotice() {
  return useQuery(siteNoticeQueryOptions());
}
