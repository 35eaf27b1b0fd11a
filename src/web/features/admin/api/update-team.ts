import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '../../../../shared/api/admin/team-schema.ts';
import type { ClubRole } from '../../../../shared/roles.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { teamQueryOptions } from './get-team.ts';

/** Where a role is held: every club of a venue, or one club. */
export type TeamPlace = { venueId: string } | { clubId: string };

export function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
      // Every team and venue change is written to the audit log.
      queryClient.invalidateQueries({ queryKey: ['admin-audit'] }),
    ]);
}

/** Gives a number a role at a venue or club; it holds it from its next sign-in (or request). */
export function useAddTeamMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: { phoneNumber: string; role: ClubRole } & TeamPlace) =>
      apiSend<TeamMember>('POST', '/api/admin/team', body),
    onSuccess: refresh,
  });
}

export function useRemoveTeamMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (id: string) => apiSend<void>('DELETE', `/api/admin/team/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** A promoter's allowance: people they may add by name and phone per night at each club. */
export function useSetGuestAllowance() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ id, guestAllowance }: { id: string; guestAllowance: number }) =>
      apiSend<TeamMember>('PUT', `/api/admin/team/${encodeURIComponent(id)}`, { guestAllowance }),
    onSuccess: refresh,
  });
}
