import { describe, expect, it } from 'vitest';
import { parseSpend } from './spend-input.ts';

describe('parseSpend', () => {
  it('reads dollars with up to two decimals and thousands commas', () => {
    expect(parseSpend('')).toBeNull();
    expect(parseSpend(' 1,250.5 ')).toEqual({ amount: 1250.5 });
    expect(parseSpend('0')).toEqual({ amount: 0 });
  });

  it('says what to type otherwise', () => {
    expect(parseSpend('12.345')).toEqual({ error: 'Type the amount in dollars, e.g. 850 or 850.50.' });
    expect(parseSpend('-5')).toEqual({ error: 'Type the amount in dollars, e.g. 850 or 850.50.' });
    expect(parseSpend('1000001')).toEqual({ error: 'Must be at most $1,000,000.' });
  });
});
