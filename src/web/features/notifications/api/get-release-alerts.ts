import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseAlert, ReleaseAlertsResponse } from '../../../../shared/api/alerts-schema.ts';
import type { Gender } from '../../../../shared/clubs.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

export interface NightKey {
  date: IsoDate;
  gender: Gender;
}

const alertPath = ({ date, gender }: NightKey) =>
  `/api/release-alerts/${encodeURIComponent(date)}/${encodeURIComponent(gender)}`;

export function releaseAlertsQueryOptions() {
  return queryOptions({
    queryKey: MEMBER_QUERY_KEYS.releaseAlerts,
    queryFn: ({ signal }) => apiGet<ReleaseAlertsResponse>('/api/release-alerts', signal),
    // Live `me` events refresh it when the release notice goes out.
    staleTime: 60_000,
  });
}

/** The member's alerts; `enabled` keeps signed-out visitors from asking. */
export function useReleaseAlerts(enabled: boolean) {
  return useQuery({ ...releaseAlertsQueryOptions(), enabled });
}

/** The alert still waiting for this night, if any. */
export function findWaitingAlert(
  alerts: ReleaseAlert[] | undefined,
  night: NightKey,
): ReleaseAlert | undefined {
  return alerts?.find(
    (alert) => alert.date === night.date && alert.gender === night.gender && alert.notifiedAt === null,
  );
}

/**
 * Signs the member up for the night. A plain function of the query client, not a hook: it also runs
 * as the sign-in dialog's callback, after the page that asked may have gone (profile completion).
 */
export async function signUpForNight(queryClient: QueryClient, night: NightKey): Promise<ReleaseAlert> {
  const alert = await apiSend<ReleaseAlert>('PUT', alertPath(night));
  await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEYS.releaseAlerts });
  return alert;
}

export function useSignUpForNight() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (night: NightKey) => signUpForNight(queryClient, night) });
}

export function useTurnOffNightAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (night: NightKey) => apiSend<void>('DELETE', alertPath(night)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEYS.releaseAlerts }),
  });
}
