import { describe, expect, it } from 'vitest';
import { cashbackEarned } from '../../shared/cashback.ts';
import { formatMoney } from '../../shared/money.ts';

// The web formats and computes money with the shared cents functions only (decision 036).
describe('money on the web', () => {
  it('writes whole dollars plainly where the club sets them, and credits to the cent', () => {
    expect(formatMoney(150_000, { short: true })).toBe('$1,500');
    expect(formatMoney(1_250, { short: true })).toBe('$12.50');
    expect(formatMoney(5_000)).toBe('$50.00');
  });

  it('computes cashback as spend × percent, to the cent, in the one shared module', () => {
    expect(cashbackEarned(50_000, 10)).toBe(5_000);
    expect(cashbackEarned(33_333, 12.5)).toBe(4_167);
  });
});
