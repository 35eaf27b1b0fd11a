import { useMutation } from '@tanstack/react-query';
import type { Venue, VenueInput } from '../../../../shared/api/admin/team-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { useRefreshTeam } from './update-team.ts';

/** Creates a venue (no id) or renames one and sets its clubs (platform admins); the team refreshes. */
export function useSaveVenue() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: VenueInput }) =>
      id
        ? apiSend<Venue>('PUT', `/api/admin/venues/${encodeURIComponent(id)}`, input)
        : apiSend<Venue>('POST', '/api/admin/venues', input),
    onSuccess: refresh,
  });
}
