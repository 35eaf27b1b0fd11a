import type { ReservationOptions } from '../../../shared/api/reservation-schema.ts';
import type { ReservePrefill } from '../../config/paths.ts';

/** The form's first party size, without a link asking for one: a couple, if the club takes two. */
const DEFAULT_PARTY_SIZE = 2;

export interface ReservationStart {
  partySize: number;
  /** null = no table preference. */
  tableTypeId: string | null;
}

/**
 * What the booking form starts with, from a prefilled link (the concierge's "a table for 6"): a table
 * type the club offers, else none; a party size within the club's maximum and that table's seats.
 */
export function prefilledReservation(
  prefill: ReservePrefill,
  options: Pick<ReservationOptions, 'maxPartySize' | 'tableTypes'>,
): ReservationStart {
  const table = options.tableTypes.find((t) => t.id === prefill.tableTypeId) ?? null;
  const max = Math.max(1, Math.min(options.maxPartySize, table?.maxGuests ?? options.maxPartySize));
  const asked = prefill.partySize ?? DEFAULT_PARTY_SIZE;
  return { partySize: Math.min(max, Math.max(1, asked)), tableTypeId: table?.id ?? null };
}
