import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GuestClaim,
  GuestInvitations,
  GuestPass,
  GuestPlace,
} from '../../../../shared/api/guest-pass-schema.ts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

const enc = encodeURIComponent;
const invitationsKey = (entryId: string) => [...MEMBER_QUERY_KEYS.passes, 'guest-invitations', entryId];

export function useGuestInvitations(entryId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey(entryId),
    queryFn: ({ signal }) => apiGet<GuestInvitations>(`/api/passes/${enc(entryId)}/guest-passes`, signal),
    enabled,
    // Who claimed and who arrived, while the leader looks (and on returning to the page).
    refetchInterval: 30_000,
  });
}

export function useSendGuestPass(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (place: GuestPlace) =>
      apiSend<{ invitation: { id: string }; path: string }>(
        'POST',
        `/api/passes/${enc(entryId)}/guest-passes`,
        {
          place,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(entryId) }),
  });
}

export function useRevokeGuestPass(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<null>('POST', `/api/passes/${enc(entryId)}/guest-passes/${enc(id)}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(entryId) }),
  });
}

export function useGuestClaim(token: string) {
  return useQuery({
    queryKey: ['guest-claim', token],
    queryFn: ({ signal }) => apiGet<GuestClaim>(`/api/guest-pass-claims/${enc(token)}`, signal),
    retry: false,
  });
}

export function useClaimGuestPass(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ guestPassId: string }>('POST', `/api/guest-pass-claims/${enc(token)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEYS.passes }),
  });
}

export function guestPassQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEYS.passes, 'guest', id],
    queryFn: ({ signal }) => apiGet<GuestPass>(`/api/guest-passes/${enc(id)}`, signal),
  });
}

export function useGuestPass(id: string) {
  return useQuery(guestPassQueryOptions(id));
}

export function guestPassWalletPaths(id: string): { apple: string; google: string } {
  const base = `/api/guest-passes/${enc(id)}/wallet`;
  return { apple: `${base}/apple`, google: `${base}/google` };
}

export function useHeldGuestPasses() {
  return useQuery({
    queryKey: [...MEMBER_QUERY_KEYS.passes, 'guest-list'],
    queryFn: ({ signal }) => apiGet<{ guestPasses: GuestPass[] }>('/api/guest-passes', signal),
  });
}
