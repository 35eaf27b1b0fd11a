import { describe, expect, it } from 'vitest';
import { cashbackEarned } from './cashback.ts';

describe('cashbackEarned', () => {
  it('is the percent of the spend, rounded half up to the cent', () => {
    expect(cashbackEarned(123_456, 15)).toBe(18_518); // $185.184
    expect(cashbackEarned(7, 15)).toBe(1); // 1.05 cents
    expect(cashbackEarned(3, 15)).toBe(0); // 0.45 cents
    expect(cashbackEarned(10, 5)).toBe(1); // half a cent rounds up
    expect(cashbackEarned(0, 15)).toBe(0);
    expect(cashbackEarned(100_000_000, 12.5)).toBe(12_500_000);
  });

  it('agrees with the numeric rounding the ledger used before (round(spend × percent / 100, 2))', () => {
    // Dollars × percent / 100 rounded half away from zero to two places, done in exact decimals.
    const numericRound = (cents: number, percent: number) => {
      const hundredths = BigInt(cents) * BigInt(Math.round(percent * 100)); // cents × percent × 100
      return Number((hundredths + 5_000n) / 10_000n);
    };
    for (const percent of [0, 0.01, 2.5, 10, 12.75, 15, 33.33, 99.99, 100])
      for (const cents of [0, 1, 7, 99, 101, 12_345, 123_456, 99_999_999])
        expect(cashbackEarned(cents, percent)).toBe(numericRound(cents, percent));
  });

  it('refuses a spend that is not whole cents', () => {
    expect(() => cashbackEarned(1.5, 10)).toThrow(RangeError);
    expect(() => cashbackEarned(-1, 10)).toThrow(RangeError);
  });
});
