import { useQuery } from '@tanstack/react-query';
import type { PromoterLinkVisitorEntry } from '../../../../shared/api/promoter-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** `GET /api/promoter-links/{code}`: where a shared link leads (mirrors promoterLinkTargetSchema). */
export interface PromoterLinkTarget {
  clubId: string;
  /** Null: every night of the club. */
  date: string | null;
  /** The link's night, or the club's next open night; null when none is open. */
  openDate: string | null;
  invitedBy: string;
  /** The signed-in visitor's live entry on `openDate`, if any: a join would change nothing. */
  yourEntry: PromoterLinkVisitorEntry | null;
}

/** `userId`: who is signed in, if anyone (the answer says whether they are already on the night). */
export function usePromoterLink(code: string, userId: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['promoter-link', code, userId],
    queryFn: ({ signal }) =>
      apiGet<PromoterLinkTarget>(`/api/promoter-links/${encodeURIComponent(code)}`, signal),
    // A link that leads nowhere (404) says so at once; a dropped connection is worth another try.
    retry: (failureCount, error) => failureCount < 2 && !('status' in error && error.status === 404),
    // Signed in, the answer says whether the member is on the night: asked afresh on each visit.
    staleTime: userId ? 0 : Number.POSITIVE_INFINITY,
  });
}
