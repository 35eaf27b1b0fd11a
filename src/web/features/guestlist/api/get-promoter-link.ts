import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** `GET /api/promoter-links/{code}`: where a shared link leads (mirrors promoterLinkTargetSchema). */
export interface PromoterLinkTarget {
  clubId: string;
  /** Null: every night of the club. */
  date: string | null;
  /** The link's night, or the club's next open night; null when none is open. */
  openDate: string | null;
  invitedBy: string;
}

export function usePromoterLink(code: string) {
  return useQuery({
    queryKey: ['promoter-link', code],
    queryFn: ({ signal }) =>
      apiGet<PromoterLinkTarget>(`/api/promoter-links/${encodeURIComponent(code)}`, signal),
    // A link that leads nowhere (404) says so at once; a dropped connection is worth another try.
    retry: (failureCount, error) => failureCount < 2 && !('status' in error && error.status === 404),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
