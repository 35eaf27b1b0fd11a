import { describe, expect, it } from 'vitest';
import { formatClubTime, formatCountdown } from './club-time.ts';

describe('formatClubTime', () => {
  it('reads the instant on the club wall clock, 24-hour', () => {
    expect(formatClubTime('2026-11-27T04:30:00.000Z', 'America/New_York')).toBe('23:30');
    expect(formatClubTime('2026-11-27T06:05:00.000Z', 'America/New_York')).toBe('01:05');
  });
});

describe('formatCountdown', () => {
  it('shows hours only when there are some, and never goes below zero', () => {
    expect(formatCountdown(3_909_000)).toBe('1:05:09');
    expect(formatCountdown(249_000)).toBe('4:09');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
