import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../../../shared/api/admin/staff-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { type StaffMember, staffQueryOptions } from './get-staff.ts';

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
