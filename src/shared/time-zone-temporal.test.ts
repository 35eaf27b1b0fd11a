// Our time-zone arithmetic (time-zone.ts, 0.7 KB on the home page) held against Temporal, the
// standard's own (temporal-polyfill, 19 KB gzip: too much for the first load; decision 035).
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { nightOf } from './closing-time.ts';
import { wallClockAt, zonedTimeToInstant } from './time-zone.ts';

// Zones with the awkward cases: DST both ways, half and quarter hours, a 30-minute DST (Lord Howe),
// the southern hemisphere, a zone that skipped a whole day (Apia, 2011), none at all.
const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Apia',
  'Pacific/Chatham',
  'UTC',
];

const pad = (n: number) => String(n).padStart(2, '0');
const wallArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  // 2000-2040, every day; hours and minutes across the whole clock.
  day: fc.integer({ min: 0, max: 14_975 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});
const dateOf = (day: number) => new Date(Date.UTC(2000, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);

describe('time-zone.ts agrees with Temporal', () => {
  test('a wall-clock date and time is the instant Temporal finds (a skipped time: the jump itself)', () => {
    fc.assert(
      fc.property(wallArb, ({ zone, day, hour, minute }) => {
        const date = dateOf(day);
        const time = `${pad(hour)}:${pad(minute)}`;
        const wall = Temporal.PlainDateTime.from(`${date}T${time}`);
        const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
        const later = wall.toZonedDateTime(zone, { disambiguation: 'later' });
        const ours = zonedTimeToInstant(date, time, zone).getTime();
        if (earlier.toPlainDateTime().equals(wall)) {
          // The time exists (once, or twice when the clocks go back): its first occurrence.
          expect(ours).toBe(earlier.epochMilliseconds);
        } else {
          // Skipped by a jump forward: the instant the clocks jumped.
          const jump = earlier.getTimeZoneTransition('next');
          expect(ours).toBe(jump?.epochMilliseconds);
          expect(ours).toBeLessThanOrEqual(later.epochMilliseconds);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  test('an instant reads as the wall-clock date and hour Temporal reads, and its night follows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        (zone, ms) => {
          const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
          expect(wallClockAt(ms, zone)).toEqual({ date: zoned.toPlainDate().toString(), hour: zoned.hour });
          const night = zoned.hour < 6 ? zoned.toPlainDate().subtract({ days: 1 }) : zoned.toPlainDate();
          expect(nightOf(new Date(ms), zone)).toBe(night.toString());
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
