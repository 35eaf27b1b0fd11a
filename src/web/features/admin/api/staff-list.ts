import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../../../shared/api/admin/staff-schema.ts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export interface StaffMember {
  phoneNumber: string;
  name: string | null;
  addedAt: string;
}
export interface StaffLists {
  admins: StaffMember[];
  door: StaffMember[];
}

export function staffQueryOptions() {
  return queryOptions({
    queryKey: ['admin-staff'] as const,
    queryFn: ({ signal }) => apiGet<StaffLists>('/api/admin/staff', signal),
  });
}

/** Who may use the admin panel and who may only use the door scanner. */
export function useStaff() {
  return useQuery(staffQueryOptions());
}

function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
      // Every staff change is written to the audit log.
      queryClient.invalidateQueries({ queryKey: ['admin-audit'] }),
    ]);
}

export function useAddStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: { role: StaffRole; phoneNumber: string }) =>
      apiSend<StaffMember>('POST', '/api/admin/staff', body),
    onSuccess: refresh,
  });
}

export function useRemoveStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ role, phoneNumber }: { role: StaffRole; phoneNumber: string }) =>
      apiSend<void>('DELETE', `/api/admin/staff/${role}/${encodeURIComponent(phoneNumber)}`),
    onSuccess: refresh,
  });
}
