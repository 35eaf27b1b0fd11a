import { describe, expect, test } from 'vitest';
import { selfCheckInText } from './self-check-in-text.ts';

const entry = (arrived: number, selfCheckedIn: number) => ({
  checkIn: { arrived, lastAt: null },
  promoter: { name: 'Pia Promo', via: 'added' as const, selfCheckedIn },
});

describe('selfCheckInText', () => {
  test('says nothing without a self check-in or a promoter', () => {
    expect(selfCheckInText(entry(2, 0))).toBeNull();
    expect(selfCheckInText({ checkIn: { arrived: 2, lastAt: null }, promoter: null })).toBeNull();
  });

  test('names the promoter and how many of the party they let in', () => {
    expect(selfCheckInText(entry(1, 1))).toBe(
      'Checked in by Pia Promo, their own promoter: not counted for the promoter’s pay.',
    );
    expect(selfCheckInText(entry(3, 3))).toMatch(/^All 3 checked in by Pia Promo/);
    expect(selfCheckInText(entry(3, 2))).toMatch(/^2 of the 3 in checked in by Pia Promo/);
  });
});
