import { expect, test } from 'vitest';
import { doorTagLabel, ordinal } from './guest-care-text.ts';

test('the door reads the Nth visit and the tags in capitals', () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 100, 101].map(ordinal)).toEqual([
    '1ST',
    '2ND',
    '3RD',
    '4TH',
    '11TH',
    '12TH',
    '13TH',
    '21ST',
    '22ND',
    '100TH',
    '100TH+',
  ]);
  expect(doorTagLabel({ kind: 'custom', label: 'Champagne', birthday: null })).toBe('CHAMPAGNE');
  expect(doorTagLabel({ kind: 'vip', label: '', birthday: null })).toBe('VIP');
});
