import { describe, expect, it } from 'vitest';
import { firstOfMonth, lastOfMonth, monthOf, monthWeeks, shiftMonth } from './month.ts';

describe('month helpers', () => {
  it('moves across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', -23)).toBe('2024-12');
  });

  it('knows the first and last day, leap years included', () => {
    expect(monthOf('2028-02-14')).toBe('2028-02');
    expect(firstOfMonth('2028-02')).toBe('2028-02-01');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastOfMonth('2027-02')).toBe('2027-02-28');
  });

  it('lays a month out in Monday-to-Sunday weeks', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});
