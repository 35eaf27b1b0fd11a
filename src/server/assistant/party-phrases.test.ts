import { describe, expect, test } from 'vitest';
import { detectLanguage } from './language.ts';
import { readBudgetCents, readParty } from './party-phrases.ts';

describe('readParty', () => {
  test.each([
    ['put me on the list, 2 ladies', { female: 2, male: null, total: 2 }],
    ['2 chicas y 1 chico', { female: 2, male: 1, total: 3 }],
    ['me and 3 friends', { female: null, male: null, total: 4 }],
    ['a table for 8', { female: null, male: null, total: 8 }],
    ['somos seis', { female: null, male: null, total: 6 }],
    ['gf and me tryna go out', { female: 1, male: null, total: 2 }],
    ['me and my bf', { female: null, male: 1, total: 2 }],
    ['we are 9 guys', { female: null, male: 9, total: 9 }],
  ])('%s', (text, party) => {
    expect(readParty(text)).toEqual(party);
  });

  test('times, prices and dates are not people', () => {
    expect(readParty('what time does it close, 11 pm?')).toBeNull();
    expect(readParty('a table under $1,000')).toBeNull();
    expect(readParty('on the 28th')).toBeNull();
  });
});

describe('readBudgetCents', () => {
  test.each([
    ['a table for 8 under $1,000', 100_000],
    ['less than 1.5k', 150_000],
    ['mesa por menos de 800', 80_000],
    ['$600 max', 60_000],
    ['a table for 8', null],
  ])('%s', (text, cents) => {
    expect(readBudgetCents(text)).toBe(cents);
  });
});

describe('detectLanguage', () => {
  test.each([
    ['¿A qué hora cierra la lista de Neon Room el viernes?', 'es'],
    ['dónde queda Halcyon', 'es'],
    ['where is cashback highest on friday', 'en'],
    ['wheres the vip tbl cheapest fri', 'en'],
    ['Neon Room?', null],
  ])('%s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
