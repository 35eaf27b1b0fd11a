import { describe, expect, test } from 'vitest';
import { arrivalsOf, nightEarnings } from './promoter-earnings.ts';

const rates = { ladyCents: 1_000, manCents: 500, bonusAfter: null, bonusCents: 0 };

describe('promoter earnings count people through the door, never names', () => {
  test('a party that never arrived earns nothing', () => {
    expect(nightEarnings([{ ladies: 3, men: 2, arrived: 0 }], rates)).toMatchObject({
      arrived: 0,
      earningsCents: 0,
    });
  });

  test('a party of 5 with 3 arrived counts 3', () => {
    expect(nightEarnings([{ ladies: 0, men: 5, arrived: 3 }], rates)).toMatchObject({
      arrived: 3,
      men: 3,
      earningsCents: 1_500,
    });
    expect(nightEarnings([{ ladies: 5, men: 0, arrived: 3 }], rates)).toMatchObject({
      arrived: 3,
      ladies: 3,
      earningsCents: 3_000,
    });
  });

  test('a part of a mixed party: only what the count proves gets the higher rate', () => {
    // 2 ladies and 2 men, 3 in: at least 1 lady and 1 man; the third could be either.
    expect(arrivalsOf({ ladies: 2, men: 2, arrived: 3 })).toEqual({ ladies: 1, men: 1, unknown: 1 });
    expect(nightEarnings([{ ladies: 2, men: 2, arrived: 3 }], rates).earningsCents).toBe(1_000 + 500 + 500);
    // All in: exact.
    expect(nightEarnings([{ ladies: 2, men: 2, arrived: 4 }], rates).earningsCents).toBe(3_000);
  });

  test('never more arrivals than the party', () => {
    expect(nightEarnings([{ ladies: 1, men: 1, arrived: 9 }], rates)).toMatchObject({
      arrived: 2,
      earningsCents: 1_500,
    });
  });

  test('the bonus pays each arrival past the threshold, in cents', () => {
    const withBonus = { ladyCents: 750, manCents: 225, bonusAfter: 4, bonusCents: 110 };
    const parties = [
      { ladies: 3, men: 0, arrived: 3 },
      { ladies: 0, men: 3, arrived: 3 },
    ];
    // 3 × 7.50 + 3 × 2.25 + (6 − 4) × 1.10
    expect(nightEarnings(parties, withBonus).earningsCents).toBe(3_145);
  });
});
