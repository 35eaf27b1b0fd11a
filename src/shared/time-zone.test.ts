import { describe, expect, test } from 'vitest';
import { addDays } from './dates.ts';
import { formatClubDateTime, isTimeZone, zonedTimeToInstant } from './time-zone.ts';

describe('isTimeZone', () => {
  test.each([
    'America/New_York',
    'America/Los_Angeles',
    'Europe/London',
    'Asia/Tokyo',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'UTC',
    'Etc/GMT+5',
  ])('accepts %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
  });

  test.each([
    '',
    ' ',
    'Mars/Olympus',
    'America/NewYork',
    'America/New York',
    'Europe/Londres',
    'Not a zone',
    ' UTC',
    'UTC ',
    'Europe/London ',
    'Europe/',
    '/',
  ])('refuses %j', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });
});

const iso = (date: Date) => date.toISOString();

describe('zonedTimeToInstant on ordinary days', () => {
  test.each([
    ['UTC', '2026-11-26', '22:00', '2026-11-26T22:00:00.000Z'],
    ['UTC', '2026-07-16', '00:00', '2026-07-16T00:00:00.000Z'],
    ['UTC', '2026-12-31', '23:59', '2026-12-31T23:59:00.000Z'],
    // New York: EST (UTC-5) in winter, EDT (UTC-4) in summer.
    ['America/New_York', '2026-11-26', '22:00', '2026-11-27T03:00:00.000Z'],
    ['America/New_York', '2026-11-27', '01:00', '2026-11-27T06:00:00.000Z'],
    ['America/New_York', '2026-11-26', '00:00', '2026-11-26T05:00:00.000Z'],
    ['America/New_York', '2026-11-26', '23:59', '2026-11-27T04:59:00.000Z'],
    ['America/New_York', '2026-07-04', '22:00', '2026-07-05T02:00:00.000Z'],
    ['America/New_York', '2026-12-31', '23:30', '2027-01-01T04:30:00.000Z'],
    // London: GMT (UTC+0) in winter, BST (UTC+1) in summer.
    ['Europe/London', '2026-01-15', '23:30', '2026-01-15T23:30:00.000Z'],
    ['Europe/London', '2026-07-16', '23:30', '2026-07-16T22:30:00.000Z'],
    ['Europe/London', '2026-07-17', '00:30', '2026-07-16T23:30:00.000Z'],
    // Tokyo: JST (UTC+9) all year.
    ['Asia/Tokyo', '2026-11-26', '00:00', '2026-11-25T15:00:00.000Z'],
    ['Asia/Tokyo', '2026-07-01', '05:59', '2026-06-30T20:59:00.000Z'],
    ['Asia/Tokyo', '2027-01-01', '08:59', '2026-12-31T23:59:00.000Z'],
    // Sydney: AEDT (UTC+11) in the southern summer, AEST (UTC+10) in winter.
    ['Australia/Sydney', '2026-01-15', '02:00', '2026-01-14T15:00:00.000Z'],
    ['Australia/Sydney', '2026-07-15', '02:00', '2026-07-14T16:00:00.000Z'],
    ['Australia/Sydney', '2026-11-27', '03:00', '2026-11-26T16:00:00.000Z'],
    // Offsets that are not whole hours.
    ['Asia/Kolkata', '2026-11-26', '01:00', '2026-11-25T19:30:00.000Z'],
    ['Asia/Kathmandu', '2026-11-26', '00:00', '2026-11-25T18:15:00.000Z'],
    ['America/St_Johns', '2026-11-26', '23:00', '2026-11-27T02:30:00.000Z'],
    // Leap day.
    ['America/New_York', '2024-02-29', '21:00', '2024-03-01T02:00:00.000Z'],
  ])('%s %s %s is %s', (zone, date, time, expected) => {
    expect(iso(zonedTimeToInstant(date, time, zone))).toBe(expected);
  });
});

describe('zonedTimeToInstant on daylight-saving transition days', () => {
  // The documented rule: a skipped time resolves to the instant just after the jump;
  // a repeated time resolves to its first occurrence.
  test.each([
    // New York springs forward on 2026-03-08 at 02:00 EST (07:00Z) to 03:00 EDT; 02:00–02:59 never happen.
    ['America/New_York', '2026-03-08', '01:59', '2026-03-08T06:59:00.000Z', 'last minute before the jump'],
    ['America/New_York', '2026-03-08', '02:00', '2026-03-08T07:00:00.000Z', 'skipped: the jump'],
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:00:00.000Z', 'skipped: the jump'],
    ['America/New_York', '2026-03-08', '02:59', '2026-03-08T07:00:00.000Z', 'skipped: the jump'],
    ['America/New_York', '2026-03-08', '03:00', '2026-03-08T07:00:00.000Z', 'first minute after the jump'],
    ['America/New_York', '2026-03-08', '03:01', '2026-03-08T07:01:00.000Z', 'after the jump'],
    ['America/New_York', '2026-03-08', '22:00', '2026-03-09T02:00:00.000Z', 'evening, already EDT'],
    // New York falls back on 2026-11-01 at 02:00 EDT (06:00Z) to 01:00 EST; 01:00–01:59 happen twice.
    ['America/New_York', '2026-11-01', '00:59', '2026-11-01T04:59:00.000Z', 'before the repeat'],
    ['America/New_York', '2026-11-01', '01:00', '2026-11-01T05:00:00.000Z', 'repeated: first (EDT)'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z', 'repeated: first (EDT)'],
    ['America/New_York', '2026-11-01', '01:59', '2026-11-01T05:59:00.000Z', 'repeated: first (EDT)'],
    ['America/New_York', '2026-11-01', '02:00', '2026-11-01T07:00:00.000Z', 'after the repeat (EST)'],
    ['America/New_York', '2026-11-01', '22:00', '2026-11-02T03:00:00.000Z', 'evening, already EST'],
    // London springs forward on 2026-03-29 at 01:00 GMT (01:00Z) to 02:00 BST; 01:00–01:59 never happen.
    ['Europe/London', '2026-03-29', '00:59', '2026-03-29T00:59:00.000Z', 'last minute before the jump'],
    ['Europe/London', '2026-03-29', '01:00', '2026-03-29T01:00:00.000Z', 'skipped: the jump'],
    ['Europe/London', '2026-03-29', '01:30', '2026-03-29T01:00:00.000Z', 'skipped: the jump'],
    ['Europe/London', '2026-03-29', '02:00', '2026-03-29T01:00:00.000Z', 'first minute after the jump'],
    ['Europe/London', '2026-03-29', '02:01', '2026-03-29T01:01:00.000Z', 'after the jump'],
    // London falls back on 2026-10-25 at 02:00 BST (01:00Z) to 01:00 GMT; 01:00–01:59 happen twice.
    ['Europe/London', '2026-10-25', '00:59', '2026-10-24T23:59:00.000Z', 'before the repeat'],
    ['Europe/London', '2026-10-25', '01:00', '2026-10-25T00:00:00.000Z', 'repeated: first (BST)'],
    ['Europe/London', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z', 'repeated: first (BST)'],
    ['Europe/London', '2026-10-25', '01:59', '2026-10-25T00:59:00.000Z', 'repeated: first (BST)'],
    ['Europe/London', '2026-10-25', '02:00', '2026-10-25T02:00:00.000Z', 'after the repeat (GMT)'],
    // Sydney falls back on 2026-04-05 at 03:00 AEDT (16:00Z) to 02:00 AEST; 02:00–02:59 happen twice.
    ['Australia/Sydney', '2026-04-05', '01:59', '2026-04-04T14:59:00.000Z', 'before the repeat'],
    ['Australia/Sydney', '2026-04-05', '02:00', '2026-04-04T15:00:00.000Z', 'repeated: first (AEDT)'],
    ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00.000Z', 'repeated: first (AEDT)'],
    ['Australia/Sydney', '2026-04-05', '02:59', '2026-04-04T15:59:00.000Z', 'repeated: first (AEDT)'],
    ['Australia/Sydney', '2026-04-05', '03:00', '2026-04-04T17:00:00.000Z', 'after the repeat (AEST)'],
    // Sydney springs forward on 2026-10-04 at 02:00 AEST (16:00Z) to 03:00 AEDT; 02:00–02:59 never happen.
    ['Australia/Sydney', '2026-10-04', '01:59', '2026-10-03T15:59:00.000Z', 'last minute before the jump'],
    ['Australia/Sydney', '2026-10-04', '02:00', '2026-10-03T16:00:00.000Z', 'skipped: the jump'],
    ['Australia/Sydney', '2026-10-04', '02:30', '2026-10-03T16:00:00.000Z', 'skipped: the jump'],
    ['Australia/Sydney', '2026-10-04', '03:00', '2026-10-03T16:00:00.000Z', 'first minute after the jump'],
    ['Australia/Sydney', '2026-10-04', '03:01', '2026-10-03T16:01:00.000Z', 'after the jump'],
    // Lord Howe Island shifts by half an hour: 02:00 → 02:30 in October, 02:00 → 01:30 in April.
    ['Australia/Lord_Howe', '2026-10-04', '02:15', '2026-10-03T15:30:00.000Z', 'skipped: the jump'],
    ['Australia/Lord_Howe', '2026-10-04', '02:30', '2026-10-03T15:30:00.000Z', 'first minute after the jump'],
    ['Australia/Lord_Howe', '2026-04-05', '01:45', '2026-04-04T14:45:00.000Z', 'repeated: first (+11)'],
    ['Australia/Lord_Howe', '2026-04-05', '02:00', '2026-04-04T15:30:00.000Z', 'after the repeat (+10:30)'],
    // Samoa skipped all of 2011-12-30, jumping from the end of the 29th (UTC-10) to the 31st (UTC+14).
    ['Pacific/Apia', '2011-12-30', '00:00', '2011-12-30T10:00:00.000Z', 'skipped day: the jump'],
    ['Pacific/Apia', '2011-12-30', '22:00', '2011-12-30T10:00:00.000Z', 'skipped day: the jump'],
    ['Pacific/Apia', '2011-12-31', '00:00', '2011-12-30T10:00:00.000Z', 'first minute after the jump'],
    ['Pacific/Apia', '2011-12-29', '23:59', '2011-12-30T09:59:00.000Z', 'last minute before the jump'],
    // Zones without daylight saving are untouched on the days others change.
    ['Asia/Tokyo', '2026-03-08', '02:30', '2026-03-07T17:30:00.000Z', 'no DST'],
    ['Asia/Tokyo', '2026-11-01', '01:30', '2026-10-31T16:30:00.000Z', 'no DST'],
    ['Asia/Tokyo', '2026-10-04', '02:30', '2026-10-03T17:30:00.000Z', 'no DST'],
    ['UTC', '2026-03-29', '01:30', '2026-03-29T01:30:00.000Z', 'no DST'],
    ['UTC', '2026-10-25', '01:30', '2026-10-25T01:30:00.000Z', 'no DST'],
  ])('%s %s %s is %s (%s)', (zone, date, time, expected) => {
    expect(iso(zonedTimeToInstant(date, time, zone))).toBe(expected);
  });
});

// A slow, obviously correct reading of the documented rule: walk forward through time and take
// the first instant whose wall clock shows the requested time or later.
const MINUTE = 60_000;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: number, timeZone: string): string {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(instant)) parts[type] = value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function firstInstantShowing(date: string, time: string, timeZone: string): number {
  const target = `${date} ${time}`;
  let t = Date.parse(`${date}T${time}:00Z`) - 15 * 60 * MINUTE;
  // Coarse steps of 15 minutes, then back up and refine minute by minute.
  while (wallClock(t, timeZone) < target) t += 15 * MINUTE;
  t -= 15 * MINUTE;
  while (wallClock(t, timeZone) < target) t += MINUTE;
  return t;
}

describe('zonedTimeToInstant against a brute-force reading of the rule', () => {
  const transitionDays = [
    '2026-03-08', // United States and Canada spring forward
    '2026-03-29', // European Union and United Kingdom spring forward
    '2026-04-05', // south-eastern Australia falls back
    '2026-10-04', // south-eastern Australia springs forward
    '2026-10-25', // European Union and United Kingdom fall back
    '2026-11-01', // United States and Canada fall back
  ];
  const dates = transitionDays.flatMap((day) => [addDays(day, -1), day, addDays(day, 1)]);
  const times = [
    '00:00',
    '00:30',
    '00:59',
    '01:00',
    '01:30',
    '01:59',
    '02:00',
    '02:15',
    '02:30',
    '02:59',
    '03:00',
    '03:30',
    '04:00',
    '05:59',
    '12:00',
    '23:30',
    '23:59',
  ];

  test.each([
    'America/New_York',
    'America/St_Johns',
    'Europe/London',
    'Europe/Berlin',
    'Asia/Tokyo',
    'Asia/Kolkata',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'UTC',
  ])('%s agrees on every tested time around every 2026 transition', (zone) => {
    const mismatches: string[] = [];
    for (const date of dates) {
      for (const time of times) {
        const got = zonedTimeToInstant(date, time, zone).getTime();
        const want = firstInstantShowing(date, time, zone);
        if (got !== want)
          mismatches.push(`${date} ${time}: got ${iso(new Date(got))}, want ${iso(new Date(want))}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  test.each(['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney', 'UTC'])(
    '%s: every day of 2026 at 04:00 and 22:00 reads back as the same wall-clock time',
    (zone) => {
      const mismatches: string[] = [];
      for (let date = '2026-01-01'; date <= '2026-12-31'; date = addDays(date, 1)) {
        for (const time of ['04:00', '22:00']) {
          const shown = wallClock(zonedTimeToInstant(date, time, zone).getTime(), zone);
          if (shown !== `${date} ${time}`) mismatches.push(`${date} ${time} reads back as ${shown}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('zonedTimeToInstant with an unknown zone', () => {
  test('throws a RangeError', () => {
    expect(() => zonedTimeToInstant('2026-11-26', '22:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatClubDateTime', () => {
  test('reads the instant on the club’s clock, whatever the machine’s zone', () => {
    expect(formatClubDateTime('2026-11-27T02:30:00.000Z', 'America/New_York')).toBe('Thu 26 Nov, 21:30');
    expect(formatClubDateTime(new Date('2026-12-05T05:30:00Z'), 'America/New_York')).toBe('Sat 5 Dec, 00:30');
    expect(formatClubDateTime('2026-12-04T23:00:00Z', 'Europe/London')).toBe('Fri 4 Dec, 23:00');
  });
});
