import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

/** Marks `ids` read, or every notification when `ids` is omitted. */
export function markNotificationsRead(ids?: string[]): Promise<{ unreadCount: number }> {
  return apiSend<{ unreadCount: number }>('POST', '/api/notifications/read', ids ? { ids } : {});
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEYS.notifications }),
  });
}
