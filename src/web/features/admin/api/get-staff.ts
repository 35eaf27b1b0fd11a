import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

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
