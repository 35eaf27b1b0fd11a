import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';

export interface TurnedAwayReport {
  reportedAt: string;
}

/** `POST /api/passes/{id}/turned-away`: once per party; a repeat answers the first report's time. */
export function reportTurnedAway({ passId, note }: { passId: string; note: string }) {
  return apiSend<TurnedAwayReport>('POST', `/api/passes/${encodeURIComponent(passId)}/turned-away`, {
    note,
  });
}

export function useReportTurnedAway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportTurnedAway,
    onSuccess: () => invalidateMemberQueries(queryClient),
  });
}
