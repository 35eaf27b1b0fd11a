import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminClub } from '../../../shared/api/admin/clubs-schema.ts';
import type {
  GuestBookFilter,
  GuestBookPage,
  GuestBookSort,
  GuestNights,
  GuestProfile,
} from '../../../shared/api/admin/guest-book-schema.ts';
import { apiGet } from '../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../lib/live-query-keys.ts';

export interface GuestBookAsk {
  /** null: the caller's whole venue (or only club). */
  clubId: string | null;
  q: string;
  filter: GuestBookFilter | null;
  sort: GuestBookSort;
}

/** The list's query string, without a cursor: the page's and the export's. */
export function guestBookParams({ clubId, q, filter, sort }: GuestBookAsk): URLSearchParams {
  const params = new URLSearchParams({ sort });
  if (clubId) params.set('clubId', clubId);
  if (q.trim()) params.set('q', q.trim());
  if (filter) params.set('filter', filter);
  return params;
}

export function useGuestBook(ask: GuestBookAsk) {
  return useInfiniteQuery({
    queryKey: ['guest-book', ask.clubId, ask.q.trim(), ask.filter, ask.sort] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = guestBookParams(ask);
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<GuestBookPage>(`/api/admin/guest-book?${params}`, signal);
    },
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

const scopeQuery = (clubId: string | null) => (clubId ? `?clubId=${encodeURIComponent(clubId)}` : '');

export function useGuestProfile(userId: string, clubId: string | null) {
  return useQuery({
    queryKey: ['guest-profile', userId, clubId] as const,
    queryFn: ({ signal }) =>
      apiGet<GuestProfile>(
        `/api/admin/guest-book/${encodeURIComponent(userId)}${scopeQuery(clubId)}`,
        signal,
      ),
    staleTime: 60_000,
  });
}

export function useGuestNights(userId: string, clubId: string | null) {
  return useInfiniteQuery({
    queryKey: ['guest-nights', userId, clubId] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (clubId) params.set('clubId', clubId);
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<GuestNights>(
        `/api/admin/guest-book/${encodeURIComponent(userId)}/nights?${params}`,
        signal,
      );
    },
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
  });
}

/** The clubs the caller runs, for the picker (the admin panel's own list, same cache entry). */
export function useManagedClubs() {
  return useQuery({
    queryKey: LIVE_QUERY_KEYS.adminClubs,
    queryFn: ({ signal }) => apiGet<{ clubs: AdminClub[] }>('/api/admin/clubs', signal),
    staleTime: 60_000,
  });
}
