import { describe, expect, it } from 'vitest';
import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import { outcomeTiming } from './outcome-timing.ts';

const NY = 'America/New_York';
// Friday 4 December, 23:00 in New York.
const table = (arrivesAt = '2026-12-05T04:00:00.000Z') => ({ arrivesAt }) as AdminReservation;
const at = (iso: string) => new Date(iso);

describe('outcomeTiming', () => {
  it('keeps both closed before the arrival, saying from when, on the club’s clock', () => {
    expect(outcomeTiming(table(), NY, at('2026-11-27T20:00:00Z'))).toEqual({
      complete: false,
      noShow: false,
      wait: "COMPLETE and NO-SHOW open at the table's arrival time: from 23:00.",
    });
    // Read in London the same instant is 04:00, the early hours after the night.
    expect(outcomeTiming(table(), 'Europe/London', at('2026-12-05T03:59:00Z')).wait).toBe(
      "COMPLETE and NO-SHOW open at the table's arrival time: from 04:00 (after midnight).",
    );
  });

  it('opens COMPLETE at the arrival instant, NO-SHOW just after it', () => {
    expect(outcomeTiming(table(), NY, at('2026-12-05T04:00:00Z'))).toEqual({
      complete: true,
      noShow: false,
      wait: 'NO-SHOW opens once the arrival time (23:00) has passed.',
    });
    expect(outcomeTiming(table(), NY, at('2026-12-05T04:00:30Z'))).toEqual({
      complete: true,
      noShow: true,
      wait: null,
    });
  });

  it('an arrival after midnight opens the next morning', () => {
    const late = table('2026-12-05T05:30:00.000Z');
    expect(outcomeTiming(late, NY, at('2026-12-05T04:30:00Z')).wait).toBe(
      "COMPLETE and NO-SHOW open at the table's arrival time: from 00:30 (after midnight).",
    );
  });
});
