import { describe, expect, it } from 'vitest';
import { inTurnedAwayWindow } from './turned-away-window.ts';

describe('the turned-away window', () => {
  const zone = 'America/New_York';
  it('opens at noon on the night and closes at noon the day after, club time', () => {
    // 2026-11-26 noon in New York is 17:00 UTC.
    expect(inTurnedAwayWindow('2026-11-26', zone, new Date('2026-11-26T16:59:00Z'))).toBe(false);
    expect(inTurnedAwayWindow('2026-11-26', zone, new Date('2026-11-26T17:00:00Z'))).toBe(true);
    expect(inTurnedAwayWindow('2026-11-26', zone, new Date('2026-11-27T07:00:00Z'))).toBe(true);
    expect(inTurnedAwayWindow('2026-11-26', zone, new Date('2026-11-27T17:00:00Z'))).toBe(false);
  });
});
