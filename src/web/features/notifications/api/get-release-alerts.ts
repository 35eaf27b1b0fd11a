import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseAlert, ReleaseAlertsResponse } from '../../../../shared/api/alerts-schema.ts';
import type { Gender } from '../../../../shared/clubs.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';

export interface NightKey {
  date: IsoDate;
  gender: Gender;
}

export const releaseAlertPath = ({ date, gender }: NightKey) =>
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
