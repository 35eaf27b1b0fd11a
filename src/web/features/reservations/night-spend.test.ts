import { describe, expect, it } from 'vitest';
import type { Deposit } from '../../../shared/api/reservation-schema.ts';
import { nightLines } from './night-spend.ts';

const deposit = (state: Deposit['state'], amountCents = 16_331): Deposit => ({
  state,
  amountCents,
  cashbackCents: 0,
  cardCents: amountCents,
  refundedCents: 0,
  cashbackReturnedCents: 0,
  capture: 'manual',
  checkoutUrl: null,
  failure: null,
  payments: [],
});

describe('nightLines', () => {
  it('shows the spend, the deposit counted against the bill and the cashback, after the night', () => {
    expect(
      nightLines({
        status: 'completed',
        amountSpentCents: 80_000,
        cashbackEarnedCents: 8_000,
        cashbackPercent: 10,
        deposit: deposit('applied'),
      }),
    ).toEqual([
      { label: 'Spent, before service and tax', value: '$800.00' },
      { label: 'Deposit, counted against your bill', value: '$163.31' },
      { label: 'Cashback (10% of the spend)', value: '$80.00' },
    ]);
  });

  it('leaves out a deposit and cashback there were not, and shows nothing before the night', () => {
    const night = {
      status: 'completed' as const,
      amountSpentCents: 12_000,
      cashbackEarnedCents: null,
      cashbackPercent: 0,
      deposit: deposit('none', 0),
    };
    expect(nightLines(night)).toEqual([{ label: 'Spent, before service and tax', value: '$120.00' }]);
    expect(nightLines({ ...night, status: 'confirmed', amountSpentCents: null })).toBeNull();
  });
});
