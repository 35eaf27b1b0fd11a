import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteNotice } from '../../../../shared/api/admin/site-notice-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export function useSaveSiteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; text: string }) =>
      apiSend<SiteNotice>('PUT', '/api/admin/site-notice', body),
    onSuccess: (notice) => queryClient.setQueryData(LIVE_QUERY_KEYS.siteNotice, notice),
  });
}
