import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pass } from '../../../../shared/api/guestlist-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

export function getPass(passId: string, signal?: AbortSignal): Promise<Pass> {
  return apiGet<Pass>(`/api/passes/${encodeURIComponent(passId)}`, signal);
}

export function passQueryOptions(passId: string) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEYS.passes, 'detail', passId],
    queryFn: ({ signal }) => getPass(passId, signal),
    // While the door has let part of the party in, the pass follows the rest arriving.
    refetchInterval: (query) => {
      const entry = query.state.data?.entry;
      const partlyIn =
        entry?.status === 'confirmed' && entry.arrived > 0 && entry.arrived < entry.ladies + entry.men;
      return partlyIn ? 30_000 : false;
    },
  });
}

export function usePass(passId: string) {
  return useQuery(passQueryOptions(passId));
}

/** The pass as a calendar event (a plain download link; the session cookie goes along). */
export function passCalendarHref(passId: string): string {
  return `/api/passes/${encodeURIComponent(passId)}/calendar.ics`;
}

/** The pass for Apple Wallet (a signed .pkpass) and the path that answers its Google Wallet link. */
export function passWalletPaths(passId: string): { apple: string; google: string } {
  const base = `/api/passes/${encodeURIComponent(passId)}/wallet`;
  return { apple: `${base}/apple`, google: `${base}/google` };
}
