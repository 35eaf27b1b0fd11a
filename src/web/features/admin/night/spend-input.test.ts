import { describe, expect, it } from 'vitest';
import { parseSpend } from './spend-input.ts';

describe('parseSpend', () => {
  it('reads dollars with up to two decimals and thousands commas, as cents', () => {
    expect(parseSpend('')).toBeNull();
    expect(parseSpend(' 1,250.5 ')).toEqual({ cents: 125_050 });
    expect(parseSpend('0')).toEqual({ cents: 0 });
    // 1.005 and 0.29 are binary fractions a hair off; the digits are read, not multiplied.
    expect(parseSpend('0.29')).toEqual({ cents: 29 });
    expect(parseSpend('1234.56')).toEqual({ cents: 123_456 });
    expect(parseSpend('1000000')).toEqual({ cents: 100_000_000 });
  });

  it('says what to type otherwise', () => {
    expect(parseSpend('12.345')).toEqual({ error: 'Type the amount in dollars, e.g. 850 or 850.50.' });
    expect(parseSpend('-5')).toEqual({ error: 'Type the amount in dollars, e.g. 850 or 850.50.' });
    expect(parseSpend('1000001')).toEqual({ error: 'Must be at most $1,000,000.' });
    expect(parseSpend('1000000.01')).toEqual({ error: 'Must be at most $1,000,000.' });
  });
});
