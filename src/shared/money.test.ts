import { describe, expect, it } from 'vitest';
import { allInPrice, centsFromDollars, formatMoney, percentOf, rateUnits } from './money.ts';

describe('money in integer cents', () => {
  it('takes a percent with three decimals exactly', () => {
    expect(rateUnits(8.875)).toBe(8875);
    expect(rateUnits(0.1 + 0.2)).toBe(300);
    expect(percentOf(100_000, 8.875)).toBe(8875);
  });

  it('rounds half a cent up, and never through binary fractions', () => {
    // 1.005 × 100 is 100.49999… in floating point; integers give 101.
    expect(percentOf(101, 99.5)).toBe(100); // 100.495 → 100
    expect(percentOf(201, 50)).toBe(101); // 100.5 → 101
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(1, 49.999)).toBe(0);
    expect(centsFromDollars(1234.56)).toBe(123_456);
    expect(centsFromDollars(0.29)).toBe(29);
  });

  it('prices a table all in: service on the minimum, tax on both, the deposit of the total', () => {
    const price = allInPrice({
      minimumCents: 100_000,
      serviceCharge: 20,
      taxRate: 8.875,
      depositPercent: 25,
    });
    expect(price).toEqual({
      minimumCents: 100_000,
      serviceCents: 20_000,
      taxCents: 10_650,
      totalCents: 130_650,
      depositCents: 32_663, // 32,662.5 rounds up
      restCents: 97_987,
    });
    expect(price.depositCents + price.restCents).toBe(price.totalCents);
  });

  it('asks nothing when the club charges nothing', () => {
    expect(allInPrice({ minimumCents: 0, serviceCharge: 20, taxRate: 10, depositPercent: 50 })).toEqual({
      minimumCents: 0,
      serviceCents: 0,
      taxCents: 0,
      totalCents: 0,
      depositCents: 0,
      restCents: 0,
    });
    const noDeposit = allInPrice({ minimumCents: 50_000, serviceCharge: 0, taxRate: 0, depositPercent: 0 });
    expect(noDeposit.depositCents).toBe(0);
    expect(noDeposit.restCents).toBe(50_000);
  });

  it('keeps every part whole cents for awkward rates', () => {
    for (const minimumSpend of [1, 99, 333, 1499, 25_000])
      for (const taxRate of [0, 4.5, 7.25, 8.875, 10.333])
        for (const depositPercent of [0, 10, 33, 100]) {
          const p = allInPrice({
            minimumCents: minimumSpend * 100,
            serviceCharge: 18,
            taxRate,
            depositPercent,
          });
          for (const value of Object.values(p)) expect(Number.isInteger(value)).toBe(true);
          expect(p.minimumCents + p.serviceCents + p.taxCents).toBe(p.totalCents);
          expect(p.depositCents + p.restCents).toBe(p.totalCents);
          expect(p.restCents).toBeGreaterThanOrEqual(0);
        }
  });

  it('refuses amounts it cannot price exactly', () => {
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 50)).toThrow(RangeError);
  });

  it('writes cents as dollars', () => {
    expect(formatMoney(123_450)).toBe('$1,234.50');
    expect(formatMoney(120_000, { short: true })).toBe('$1,200');
    expect(formatMoney(5, { short: true })).toBe('$0.05');
  });
});
