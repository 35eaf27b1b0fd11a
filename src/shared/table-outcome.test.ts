import { describe, expect, test } from 'vitest';
import { isOutcomeOpen } from './table-outcome.ts';

const ARRIVAL = new Date('2026-12-05T04:00:00Z');
const at = (ms: number) => new Date(ARRIVAL.getTime() + ms);

describe('isOutcomeOpen', () => {
  test('completing opens at the arrival instant itself', () => {
    expect(isOutcomeOpen('completed', at(-1), ARRIVAL)).toBe(true);
    expect(isOutcomeOpen('completed', ARRIVAL, at(-1))).toBe(false);
    expect(isOutcomeOpen('completed', ARRIVAL, ARRIVAL)).toBe(true);
    expect(isOutcomeOpen('completed', ARRIVAL, at(7 * 86_400_000))).toBe(true);
  });

  test('a no-show only once the arrival instant has passed', () => {
    expect(isOutcomeOpen('no_show', ARRIVAL, at(-7 * 86_400_000))).toBe(false);
    expect(isOutcomeOpen('no_show', ARRIVAL, ARRIVAL)).toBe(false);
    expect(isOutcomeOpen('no_show', ARRIVAL, at(1))).toBe(true);
  });
});
