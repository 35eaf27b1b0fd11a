import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClub } from '../../../../shared/api/admin/clubs-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

/** The ids in their new listing order; the server numbers them 10, 20, 30, ... */
export function reorderClubs(ids: string[]): Promise<unknown> {
  return apiSend('POST', '/api/admin/clubs/reorder', { ids });
}

/**
 * Moves clubs at once on screen (the admin taps up/down several times in a row) and puts the
 * server's order back if the request fails.
 */
export function useReorderClubs() {
  const queryClient = useQueryClient();
  const key = LIVE_QUERY_KEYS.adminClubs;
  return useMutation({
    mutationFn: reorderClubs,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ clubs: AdminClub[] }>(key);
      if (previous) {
        const byId = new Map(previous.clubs.map((club) => [club.id, club]));
        const clubs = ids.map((id) => byId.get(id)).filter((club): club is AdminClub => Boolean(club));
        queryClient.setQueryData(key, { clubs });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
