import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestlistDate } from '../../../../shared/api/admin/dates-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../../lib/live-query-keys.ts';

export interface GuestlistDatesResponse {
  clubId: string;
  dates: GuestlistDate[];
}

const datesPath = (clubId: string) => `/api/admin/clubs/${encodeURIComponent(clubId)}/dates`;

export function adminDatesQueryOptions(clubId: string, from: IsoDate, to: IsoDate) {
  return queryOptions({
    // Under LIVE_QUERY_KEYS.adminDates(clubId): date and night events refresh every range of the club.
    queryKey: [...LIVE_QUERY_KEYS.adminDates(clubId), from, to] as const,
    queryFn: ({ signal }) =>
      apiGet<GuestlistDatesResponse>(`${datesPath(clubId)}?from=${from}&to=${to}`, signal),
    staleTime: 30_000,
  });
}

/** The club's open dates from `from` to `to` (inclusive), with their counts and capacities. */
export function useAdminDates(clubId: string | null, from: IsoDate, to: IsoDate) {
  return useQuery({ ...adminDatesQueryOptions(clubId ?? '', from, to), enabled: Boolean(clubId) });
}

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
    apiSend<{ opened: string[]; dates: GuestlistDate[] }>('POST', datesPath(clubId), body),
  );
}

export function useSetCapacity(clubId: string) {
  return useDatesMutation(clubId, ({ date, ...body }: { date: IsoDate } & Capacities) =>
    apiSend<GuestlistDate>('PUT', `${datesPath(clubId)}/${date}`, body),
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
      `${datesPath(clubId)}/${date}${confirm ? '?confirm=true' : ''}`,
    ),
  );
}
