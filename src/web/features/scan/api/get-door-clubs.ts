import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { doorClubsResponseSchema } from '../../../../shared/api/door-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';

export type DoorClubs = z.infer<typeof doorClubsResponseSchema>;
export type DoorClub = DoorClubs['clubs'][number];

export function getDoorClubs(signal?: AbortSignal): Promise<DoorClubs> {
  return apiGet<DoorClubs>('/api/door/clubs', signal);
}

export function doorClubsQueryOptions() {
  return queryOptions({
    queryKey: ['door', 'clubs'],
    queryFn: ({ signal }) => getDoorClubs(signal),
    // "Tonight" moves at the club's closing time: check again now and then on a long shift.
    staleTime: 5 * 60_000,
  });
}

export function useDoorClubs() {
  return useQuery(doorClubsQueryOptions());
}
