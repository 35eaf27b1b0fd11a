import { describe, expect, test } from 'vitest';
import { cashbackCorrection } from './cashback-correction.ts';

describe('cashbackCorrection', () => {
  test('a higher spend credits the difference in full', () => {
    expect(cashbackCorrection(10_000, 15_000, 0)).toEqual({ moveCents: 5_000, keptCents: 0 });
  });

  test('a lower spend takes the difference back while the balance covers it', () => {
    expect(cashbackCorrection(10_000, 5_000, 10_000)).toEqual({ moveCents: -5_000, keptCents: 0 });
    expect(cashbackCorrection(10_000, 5_000, 5_000)).toEqual({ moveCents: -5_000, keptCents: 0 });
  });

  test('cashback already spent stays spent: only the balance is taken back', () => {
    expect(cashbackCorrection(10_000, 5_000, 2_000)).toEqual({ moveCents: -2_000, keptCents: 3_000 });
    expect(cashbackCorrection(10_000, 0, 0)).toEqual({ moveCents: 0, keptCents: 10_000 });
  });

  test('the same figure moves nothing', () => {
    expect(cashbackCorrection(10_000, 10_000, 0)).toEqual({ moveCents: 0, keptCents: 0 });
  });
});
