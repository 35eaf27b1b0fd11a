import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEYS } from '../../../lib/member-query-keys.ts';
import { type NightKey, releaseAlertPath } from './get-release-alerts.ts';

export function useTurnOffNightAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (night: NightKey) => apiSend<void>('DELETE', releaseAlertPath(night)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEYS.releaseAlerts }),
  });
}
