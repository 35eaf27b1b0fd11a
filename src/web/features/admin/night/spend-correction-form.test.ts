import { describe, expect, it } from 'vitest';
import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import {
  correctionDone,
  correctionFormSchema,
  correctionPreview,
  readCorrection,
} from './spend-correction-form.ts';

const completed = { cashbackPercent: 10, cashbackCreditedCents: 10_000 } as AdminReservation;

describe('readCorrection', () => {
  it('sends the amount and the trimmed reason', () => {
    expect(readCorrection({ amount: '500.07', reason: '  Keyed twice. ' }, 100_000)).toEqual({
      body: { amountSpentCents: 50_007, reason: 'Keyed twice.' },
    });
  });

  it('says what is wrong with each field, in the shared schema’s words', () => {
    expect(readCorrection({ amount: '', reason: ' ' }, 100_000)).toEqual({
      errors: {
        amountSpentCents: 'Type what the party really spent.',
        reason: 'Say why the spend is corrected.',
      },
    });
    expect(readCorrection({ amount: '1,000', reason: 'x'.repeat(301) }, 100_000)).toEqual({
      errors: {
        amountSpentCents: '$1,000.00 is what is recorded now: type the corrected amount.',
        reason: 'Must be at most 300 characters.',
      },
    });
    expect(readCorrection({ amount: '12.345', reason: 'Why' }, 100_000)).toEqual({
      errors: { amountSpentCents: 'Type the amount in dollars, e.g. 850 or 850.50.' },
    });
  });
});

describe('correctionPreview', () => {
  it('shows the cashback moving, and that spent cashback is not clawed back', () => {
    expect(correctionPreview(completed, null)).toEqual({
      change: 'Cashback credited now: $100.00 (10%).',
      note: null,
    });
    expect(correctionPreview(completed, 120_000)).toEqual({
      change: 'Cashback $100.00 → $120.00 (10% of $1,200.00).',
      note: null,
    });
    expect(correctionPreview(completed, 50_000)).toEqual({
      change: 'Cashback $100.00 → $50.00 (10% of $500.00).',
      note: 'Cashback the member already spent stays theirs: only their balance is taken back.',
    });
    expect(correctionPreview({ ...completed, cashbackPercent: 0 }, 50_000).change).toBe(
      'No cashback on this booking (0%): only the recorded spend changes.',
    );
  });
});

describe('correctionDone', () => {
  it('says what the server did, with what the member keeps', () => {
    const done = {
      spendBeforeCents: 100_000,
      spendAfterCents: 0,
      spendBefore: 1000,
      spendAfter: 0,
      cashbackBeforeCents: 10_000,
      cashbackAfterCents: 8_000,
      keptCents: 8_000,
    };
    expect(correctionDone('Ada Lovelace', done)).toBe(
      "Ada Lovelace's spend corrected: $1,000.00 → $0.00, cashback $100.00 → $80.00. $80.00 they had already spent stays theirs.",
    );
    expect(correctionDone('Ada', { ...done, cashbackAfterCents: 10_000, keptCents: 0 })).toBe(
      "Ada's spend corrected: $1,000.00 → $0.00, cashback unchanged at $100.00.",
    );
  });
});

describe('correctionFormSchema', () => {
  it('puts readCorrection’s words under the box each is about', () => {
    const schema = correctionFormSchema(100_000);
    const result = schema.safeParse({ amountSpentCents: '', reason: ' ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amountSpentCents', 'Type what the party really spent.'],
      ['reason', 'Say why the spend is corrected.'],
    ]);
    expect(schema.safeParse({ amountSpentCents: '900', reason: 'Keyed twice.' }).success).toBe(true);
  });
});
