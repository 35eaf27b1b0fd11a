import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseAlert } from '../../../../shared/api/alerts-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';
import { type NightKey, releaseAlertPath } from './get-release-alerts.ts';

/**
 * Signs the member up for the night. A plain function of the query client, not a hook: it also runs
 * as the sign-in dialog's callback, after the page that asked may have gone (profile completion).
 */
export async function signUpForNight(queryClient: QueryClient, night: NightKey): Promise<ReleaseAlert> {
  const alert = await apiSend<ReleaseAlert>('PUT', releaseAlertPath(night));
  await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEYS.releaseAlerts });
  return alert;
}

export function useSignUpForNight() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (night: NightKey) => signUpForNight(queryClient, night) });
}
