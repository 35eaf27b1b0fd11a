import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppNotification } from '../../../../shared/api/guestlist-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

export interface NotificationsResponse {
  notifications: AppNotification[];
  unreadCount: number;
}

export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return apiGet<NotificationsResponse>('/api/notifications', signal);
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: MEMBER_QUERY_KEYS.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    // Live `me` events refresh it; this only bounds staleness if a push was missed.
    staleTime: 60_000,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/**
 * Just the header badge's number, from its own small endpoint (the header is on every page; the
 * list is only needed on /notifications). Its key sits under the notifications key, so whatever
 * refreshes the list (live events, marking read) refreshes the badge too. `enabled` keeps
 * signed-out visitors from asking.
 */
export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: [...MEMBER_QUERY_KEYS.notifications, 'unread-count'],
    queryFn: ({ signal }) => apiGet<{ unreadCount: number }>('/api/notifications/unread-count', signal),
    staleTime: 60_000,
    enabled,
    select: (data) => data.unreadCount,
  });
  return query.data ?? 0;
}
