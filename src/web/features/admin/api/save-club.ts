import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClub, ClubInput } from '../../../../shared/api/admin/clubs-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export function createClub(input: ClubInput): Promise<AdminClub> {
  return apiSend<AdminClub>('POST', '/api/admin/clubs', input);
}

export function updateClub({ id, input }: { id: string; input: ClubInput }): Promise<AdminClub> {
  return apiSend<AdminClub>('PUT', `/api/admin/clubs/${encodeURIComponent(id)}`, input);
}

/** Creates a club (no id) or saves an edited one; the club list refreshes either way. */
export function useSaveClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ClubInput }) =>
      id ? updateClub({ id, input }) : createClub(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.adminClubs }),
  });
}
