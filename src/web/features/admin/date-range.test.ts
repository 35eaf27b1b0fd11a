import { describe, expect, it } from 'vitest';
import { rangeProblem } from './date-range.ts';

describe('rangeProblem', () => {
  it('asks for both dates, in order', () => {
    expect(rangeProblem('', '2026-11-26')).toBe('Pick both dates.');
    expect(rangeProblem('2026-11-27', '2026-11-26')).toBe('“From” must be on or before “to”.');
    expect(rangeProblem('2026-11-26', '2026-11-26')).toBeNull();
  });

  it('holds a range to its longest only when the page has one', () => {
    expect(rangeProblem('2025-11-25', '2026-11-26')).toBeNull();
    expect(rangeProblem('2025-11-25', '2026-11-26', 366)).toBe('Pick a range of at most 366 days.');
    expect(rangeProblem('2025-11-26', '2026-11-26', 366)).toBeNull();
  });
});
