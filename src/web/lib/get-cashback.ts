import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cashback } from '../../shared/api/reservation-schema.ts';
import { apiGet } from './api-client.ts';
import { MEMBER_QUERY_KEYS } from './member-query-keys.ts';

// Below the features: the passes page shows the ledger and the booking screen spends the balance.
export function getCashback(signal?: AbortSignal): Promise<Cashback> {
  return apiGet<Cashback>('/api/cashback', signal);
}

export function cashbackQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEYS.cashback],
    queryFn: ({ signal }) => getCashback(signal),
  });
}

export function useCashback() {
  return useQuery(cashbackQueryOptions());
}
