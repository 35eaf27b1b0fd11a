import type { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in member's own data. The keys live below the features so the live-updates hook can
 * refresh them without the clubs feature importing the passes or notifications features.
 */
export const MEMBER_QUERY_KEYS = {
  entries: ['guestlist-entries'],
  passes: ['passes'],
  notifications: ['notifications'],
  reservations: ['reservations'],
  cashback: ['cashback'],
  releaseAlerts: ['release-alerts'],
} as const;

export function invalidateMemberQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    Object.values(MEMBER_QUERY_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
