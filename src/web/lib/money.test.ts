import { describe, expect, it } from 'vitest';
import { cashbackOn, formatCents, formatDollars } from './money.ts';

describe('money', () => {
  it('writes whole dollars plainly and credits to the cent', () => {
    expect(formatDollars(1500)).toBe('$1,500');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatCents(50)).toBe('$50.00');
  });

  it('computes cashback as spend × percent, to the cent', () => {
    expect(cashbackOn(500, 10)).toBe(50);
    expect(cashbackOn(333.33, 12.5)).toBe(41.67);
  });
});
