import { describe, expect, it } from 'vitest';
import { cashbackEarned } from '../../shared/cashback.ts';
import { formatCents, formatDollars } from './money.ts';

describe('money', () => {
  it('writes whole dollars plainly and credits to the cent', () => {
    expect(formatDollars(1500)).toBe('$1,500');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatCents(50)).toBe('$50.00');
  });

  it('computes cashback as spend × percent, to the cent, in the one shared module', () => {
    expect(cashbackEarned(50_000, 10)).toBe(5_000);
    expect(cashbackEarned(33_333, 12.5)).toBe(4_167);
  });
});
