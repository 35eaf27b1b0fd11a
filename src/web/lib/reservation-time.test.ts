import { describe, expect, it } from 'vitest';
import {
  arrivalLabel,
  cancellationDeadline,
  formatWallClock,
  isPastReservation,
} from './reservation-time.ts';

describe('cancellationDeadline', () => {
  it('counts back from the arrival, after-midnight arrivals on the next day', () => {
    expect(cancellationDeadline('2026-11-26', '23:30', 2)).toEqual({ date: '2026-11-26', time: '21:30' });
    expect(cancellationDeadline('2026-11-26', '01:00', 2)).toEqual({ date: '2026-11-26', time: '23:00' });
    expect(cancellationDeadline('2026-11-26', '22:00', 24)).toEqual({ date: '2026-11-25', time: '22:00' });
  });
});

describe('formatting', () => {
  it('writes the deadline the way the terms read', () => {
    expect(formatWallClock({ date: '2026-11-26', time: '21:30' })).toBe('Thu 26 Nov, 21:30');
    expect(arrivalLabel('01:00')).toBe('01:00 (after midnight)');
    expect(arrivalLabel('23:00')).toBe('23:00');
  });
});

describe('isPastReservation', () => {
  it('is past when ended or when the night has gone by', () => {
    expect(isPastReservation('requested', '2026-11-26', '2026-11-23')).toBe(false);
    expect(isPastReservation('cancelled', '2026-11-26', '2026-11-23')).toBe(true);
    expect(isPastReservation('confirmed', '2026-11-20', '2026-11-23')).toBe(true);
  });
});
