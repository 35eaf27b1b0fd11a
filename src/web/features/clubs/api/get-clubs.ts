import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ClubView, ListClubsQuery, ListClubsResponse } from '../../../../shared/api/clubs-schema.ts';
import { clubsListingPath } from '../../../../shared/clubs.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const CLUBS_QUERY_KEY = ['clubs'] as const;
type ClubsFilter = Required<Omit<ListClubsQuery, 'offset'>>;

export function getClubs(
  filter: ClubsFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<ListClubsResponse> {
  // The first page has the same address as the home page's preload hint, so the browser reuses that answer.
  return apiGet<ListClubsResponse>(clubsListingPath(filter, offset), signal);
}

/** The listing, a page (CLUBS_PAGE_SIZE clubs) at a time: a city's thousand clubs are not one download. */
export function clubsQueryOptions(filter: ClubsFilter) {
  return infiniteQueryOptions({
    queryKey: [...CLUBS_QUERY_KEY, filter],
    queryFn: ({ signal, pageParam }) => getClubs(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Live events refetch on change; this only bounds staleness if a push was missed.
    staleTime: 60_000,
  });
}

export function useClubs(filter: ClubsFilter) {
  return useInfiniteQuery(clubsQueryOptions(filter));
}

/**
 * The clubs of every page fetched so far, each once: pages are cut by position, so a club added or
 * hidden between two pages can shift one onto both.
 */
export function clubsOfPages(pages: readonly ListClubsResponse[] | undefined): ClubView[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<string>();
  return pages.flatMap((page) => page.clubs).filter((club) => !seen.has(club.id) && seen.add(club.id));
}
