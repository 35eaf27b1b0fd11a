import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';
import type { AddGuestsResult, NewGuest } from './promoter-types.ts';

export interface AddGuestsBody {
  clubId: string;
  date: string;
  guests: NewGuest[];
}

/** `POST /api/promoter/guests`: all of them or none, within the caller's allowance for the night. */
export function addPromoterGuests(body: AddGuestsBody): Promise<AddGuestsResult> {
  return apiSend<AddGuestsResult>('POST', '/api/promoter/guests', body);
}

export function useAddPromoterGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPromoterGuests,
    onSuccess: (_result, body) =>
      queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.night(body.clubId, body.date) }),
  });
}
