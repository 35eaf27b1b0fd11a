import { describe, expect, it } from 'vitest';
import { tonightIn, upcomingNights } from './club-night.ts';

describe('a club night', () => {
  it('runs into the early hours: before 06:00 on the club clock it is still the previous date', () => {
    // 05:30 in New York on Friday 27 Nov 2026 (UTC-5) is still Thursday's night.
    expect(tonightIn(new Date('2026-11-27T10:30:00Z'), 'America/New_York')).toBe('2026-11-26');
    expect(tonightIn(new Date('2026-11-27T11:30:00Z'), 'America/New_York')).toBe('2026-11-27');
    expect(tonightIn(new Date('2026-11-27T11:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-27');
  });

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
