import { describe, expect, it } from 'vitest';
import { upcomingNights } from './club-night.ts';

describe('a club night', () => {
  it('lists the nights ahead on the weekdays the club opens', () => {
    // 2026-11-26 is a Thursday.
    expect(upcomingNights('2026-11-26', ['thursday', 'saturday'], 8)).toEqual([
      '2026-11-26',
      '2026-11-28',
      '2026-12-03',
    ]);
    expect(upcomingNights('2026-11-26', [], 2)).toEqual(['2026-11-26', '2026-11-27']);
  });
});
