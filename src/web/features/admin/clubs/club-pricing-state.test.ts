import { describe, expect, it } from 'vitest';
import { clubInputSchema } from '../../../../shared/api/admin/clubs-schema.ts';
import { tableTypeView } from '../../../../shared/api/reservation-schema.ts';
import { draftFromClub, inputFromDraft, newClubDraft } from './club-form-state.ts';
import {
  cheapestTable,
  EXAMPLE_MINIMUM_CENTS,
  pricingExample,
  validatePricing,
} from './club-pricing-state.ts';

const nyc = { taxRate: '8.875', serviceCharge: '20', depositPercent: '25' };

describe('club price and deposit fields', () => {
  it('accepts what the server accepts, by the text typed', () => {
    expect(validatePricing(nyc)).toEqual({});
    expect(validatePricing({ taxRate: '0', serviceCharge: '0', depositPercent: '0' })).toEqual({});
    expect(validatePricing({ taxRate: '30', serviceCharge: '40', depositPercent: '100' })).toEqual({});
    // One decimal is one decimal, whatever 1.1 × 100 is in binary.
    expect(validatePricing({ taxRate: '1.001', serviceCharge: '1.1', depositPercent: '10' })).toEqual({});
    expect(validatePricing({ taxRate: ' .5 ', serviceCharge: '12.50', depositPercent: '33' })).toEqual({});
  });

  it('says what to fix in each field', () => {
    expect(validatePricing({ taxRate: '8.8755', serviceCharge: '12.125', depositPercent: '25.5' })).toEqual({
      taxRate: 'Use at most 3 decimals, e.g. 8.875.',
      serviceCharge: 'Use at most 2 decimals, e.g. 20.',
      depositPercent: 'Use a whole percentage, e.g. 25.',
    });
    expect(validatePricing({ taxRate: '31', serviceCharge: '40.01', depositPercent: '101' })).toEqual({
      taxRate: 'Must be 30% at most.',
      serviceCharge: 'Must be 40% at most.',
      depositPercent: 'Must be 100% at most.',
    });
    expect(validatePricing({ taxRate: '', serviceCharge: '20%', depositPercent: '-5' })).toEqual({
      taxRate: 'Type a percentage from 0 to 30: 0 for none.',
      serviceCharge: 'Type a number from 0 to 40, e.g. 20, without the % sign.',
      depositPercent: 'Must be 0% or more, up to 100%.',
    });
  });

  it('round-trips the rates a club has saved', () => {
    const draft = { ...newClubDraft(), name: 'Halcyon', ...nyc };
    const parsed = clubInputSchema.parse(inputFromDraft(draft));
    expect([parsed.taxRate, parsed.serviceCharge, parsed.depositPercent]).toEqual([8.875, 20, 25]);
    const saved = draftFromClub({
      ...parsed,
      tableTypes: parsed.tableTypes.map(tableTypeView),
      id: '5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
      sortOrder: null,
      promoterRates: {
        ladyCents: 0,
        manCents: 0,
        bonusAfter: null,
        bonusCents: 0,
        lady: 0,
        man: 0,
        bonus: 0,
      },
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    expect([saved.taxRate, saved.serviceCharge, saved.depositPercent]).toEqual(['8.875', '20', '25']);
  });

  it('quotes a table all in, like the server prices it', () => {
    expect(pricingExample(nyc, 100_000)).toBe(
      'A $1,000 table: $1,000 + $200 service + $106.50 tax = $1,306.50 all in; $326.63 deposit now',
    );
    expect(pricingExample({ ...nyc, depositPercent: '0' }, 150_000)).toBe(
      'A $1,500 table: $1,500 + $300 service + $159.75 tax = $1,959.75 all in; no deposit',
    );
    expect(pricingExample({ taxRate: '0', serviceCharge: '0', depositPercent: '50' }, 80_000)).toBe(
      'A $800 table: $800 all in; $400 deposit now',
    );
    expect(pricingExample({ ...nyc, taxRate: '8.8755' }, 100_000)).toBeNull();
  });

  it('prices the cheapest table with a minimum, else a $1,000 one', () => {
    const row = (name: string, minimumSpendCents: string) => ({ name, minimumSpendCents });
    expect(
      cheapestTable([row('Booth', '1500'), row('Bar', '800'), row('Free', '0'), row('Typo', '7x')]),
    ).toEqual({ name: 'Bar', minimumCents: 80_000 });
    expect(cheapestTable([row('Free', '0')])).toBeNull();
    expect(cheapestTable([])).toBeNull();
    expect(EXAMPLE_MINIMUM_CENTS).toBe(100_000);
  });
});
