import { describe, expect, it } from 'vitest';
import { niceMax } from './bar-chart.tsx';

describe('niceMax (the top of a chart axis)', () => {
  it('is at or above the peak, and its half is a round number too', () => {
    for (const [peak, top] of [
      [0, 1],
      [1, 2],
      [2, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9.5, 10],
      [23, 30],
      [41, 50],
      [260, 300],
      [2_400, 3_000],
      [0.07, 0.08],
    ] as const) {
      expect(niceMax(peak)).toBeCloseTo(top);
      expect(niceMax(peak)).toBeGreaterThanOrEqual(peak);
    }
    for (let peak = 1; peak <= 1000; peak++)
      expect(Number.isInteger(niceMax(peak) / 2) || niceMax(peak) === 1).toBe(true);
  });
});
