import { describe, expect, it } from 'vitest';
import { prefilledReservation } from './reserve-prefill.ts';

const table = (id: string, maxGuests: number) => ({
  id,
  name: id,
  minimumSpendCents: 40_000,
  minimumSpend: 400,
  maxGuests,
  description: '',
});
const options = { maxPartySize: 8, tableTypes: [table('booth', 6), table('vip', 10)] };

describe('prefilledReservation', () => {
  it('starts as before without a prefill: two people, no table preference', () => {
    expect(prefilledReservation({}, options)).toEqual({ partySize: 2, tableTypeId: null });
    expect(prefilledReservation({}, { ...options, maxPartySize: 1 })).toEqual({
      partySize: 1,
      tableTypeId: null,
    });
  });

  it('takes the party size and the table asked for', () => {
    expect(prefilledReservation({ partySize: 6, tableTypeId: 'vip' }, options)).toEqual({
      partySize: 6,
      tableTypeId: 'vip',
    });
  });

  it('keeps the party within the club’s maximum and the table’s seats', () => {
    expect(prefilledReservation({ partySize: 12 }, options)).toEqual({ partySize: 8, tableTypeId: null });
    expect(prefilledReservation({ partySize: 8, tableTypeId: 'booth' }, options)).toEqual({
      partySize: 6,
      tableTypeId: 'booth',
    });
    expect(prefilledReservation({ partySize: 9, tableTypeId: 'vip' }, options).partySize).toBe(8);
    expect(prefilledReservation({ partySize: 0 }, options).partySize).toBe(1);
  });

  it('ignores a table the club does not offer', () => {
    expect(prefilledReservation({ partySize: 3, tableTypeId: 'chefs-table' }, options)).toEqual({
      partySize: 3,
      tableTypeId: null,
    });
  });
});
