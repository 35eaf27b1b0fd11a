import { type JoinPrefill, PREFILL_PARAMS, type ReservePrefill } from '../config/paths.ts';

/**
 * A count from the address: a whole number written in digits, else nothing. A link is typed, pasted
 * or cut short, so a value that is not a count is ignored rather than shown as an error.
 */
function readCount(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name)?.trim();
  // Three digits at most: any club's limit is far below, and the clamp that follows does the rest.
  return value && /^\d{1,3}$/.test(value) ? Number(value) : undefined;
}

/** The party a join link asks for (`?ladies=2&men=1`); either count may be missing. */
export function readJoinPrefill(params: URLSearchParams): Partial<JoinPrefill> | null {
  const ladies = readCount(params, PREFILL_PARAMS.ladies);
  const men = readCount(params, PREFILL_PARAMS.men);
  if (ladies === undefined && men === undefined) return null;
  return { ...(ladies === undefined ? {} : { ladies }), ...(men === undefined ? {} : { men }) };
}

/** The party size and table a booking link asks for (`?party=6&table=vip`). */
export function readReservePrefill(params: URLSearchParams): ReservePrefill | null {
  const partySize = readCount(params, PREFILL_PARAMS.partySize);
  const tableTypeId = params.get(PREFILL_PARAMS.tableTypeId)?.trim() || undefined;
  if (partySize === undefined && tableTypeId === undefined) return null;
  return { ...(partySize === undefined ? {} : { partySize }), ...(tableTypeId ? { tableTypeId } : {}) };
}
