import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestlistDate } from '../../../../shared/api/admin/dates-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';
import { adminDatesPath } from './get-admin-dates.ts';

export interface Capacities {
  capacityFemale: number | null;
  capacityMale: number | null;
}

function useDatesMutation<TVariables, TResult>(
  clubId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.adminDates(clubId) }),
  });
}

/** Opens dates; capacities apply to every one of them (left out, already open dates keep theirs). */
export function useOpenDates(clubId: string) {
  return useDatesMutation(clubId, (body: { dates: IsoDate[] } & Partial<Capacities>) =>
    apiSend<{ opened: string[]; dates: GuestlistDate[] }>('POST', adminDatesPath(clubId), body),
  );
}

export function useSetCapacity(clubId: string) {
  return useDatesMutation(clubId, ({ date, ...body }: { date: IsoDate } & Capacities) =>
    apiSend<GuestlistDate>('PUT', `${adminDatesPath(clubId)}/${date}`, body),
  );
}

/**
 * Closes a date. Without `confirm` the server refuses (409 `date_has_entries`) when parties are on
 * the list; with it, their entries are cancelled and the members told.
 */
export function useCloseDate(clubId: string) {
  return useDatesMutation(clubId, ({ date, confirm }: { date: IsoDate; confirm: boolean }) =>
    apiSend<{ closed: true; cancelledEntries: number }>(
      'DELETE',
      `${adminDatesPath(clubId)}/${date}${confirm ? '?confirm=true' : ''}`,
    ),
  );
}
