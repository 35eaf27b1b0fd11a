import { describe, expect, test } from 'vitest';
import {
  closesNextDay,
  guestlistClosingInstant,
  hasGuestlistClosed,
  isClockTime,
  NEXT_DAY_CLOSING_BEFORE_HOUR,
  nightOf,
} from './closing-time.ts';

// Instants stay ISO strings in the tables so that test names read the same in every time zone.
const at = (iso: string) => new Date(iso).toISOString();
/** One millisecond before `iso`. */
const justBefore = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();
/** One millisecond after `iso`. */
const justAfter = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

describe('isClockTime', () => {
  test.each(['00:00', '00:01', '05:59', '06:00', '09:05', '12:30', '19:45', '20:00', '23:00', '23:59'])(
    'accepts %s',
    (value) => {
      expect(isClockTime(value)).toBe(true);
    },
  );

  test.each([
    '',
    '24:00',
    '25:00',
    '99:99',
    '06:60',
    '6:00',
    '06:0',
    '0600',
    '06-00',
    '06.00',
    '06:00:00',
    ' 06:00',
    '06:00 ',
    '06:00\n',
    '-1:00',
    '6:00 PM',
    '06:00 am',
    'ab:cd',
  ])('refuses %j', (value) => {
    expect(isClockTime(value)).toBe(false);
  });
});

describe('closesNextDay (SPEC §4 and §9: 00:00 to 05:59 count as the next day)', () => {
  test('the boundary hour is 06', () => {
    expect(NEXT_DAY_CLOSING_BEFORE_HOUR).toBe(6);
  });

  test.each([
    ['00:00', true],
    ['00:01', true],
    ['00:59', true],
    ['01:00', true],
    ['02:30', true],
    ['03:00', true],
    ['04:45', true],
    ['05:00', true],
    ['05:59', true],
    ['06:00', false],
    ['06:01', false],
    ['07:00', false],
    ['12:00', false],
    ['18:00', false],
    ['21:30', false],
    ['23:00', false],
    ['23:30', false],
    ['23:59', false],
  ])('%s counts as the next day: %s', (closesAt, expected) => {
    expect(closesNextDay(closesAt)).toBe(expected);
  });

  test('every minute of the day: exactly the first 360 count as the next day', () => {
    const nextDay: string[] = [];
    for (let minute = 0; minute < 24 * 60; minute++) {
      const hh = String(Math.floor(minute / 60)).padStart(2, '0');
      const mm = String(minute % 60).padStart(2, '0');
      if (closesNextDay(`${hh}:${mm}`)) nextDay.push(`${hh}:${mm}`);
    }
    expect(nextDay).toHaveLength(360);
    expect(nextDay[0]).toBe('00:00');
    expect(nextDay.at(-1)).toBe('05:59');
  });
});

describe('guestlistClosingInstant', () => {
  test.each([
    // New York in November is EST (UTC-5).
    ['America/New_York', '2026-11-26', '01:00', '2026-11-27T06:00:00.000Z'],
    ['America/New_York', '2026-11-26', '00:00', '2026-11-27T05:00:00.000Z'],
    ['America/New_York', '2026-11-26', '05:59', '2026-11-27T10:59:00.000Z'],
    ['America/New_York', '2026-11-26', '06:00', '2026-11-26T11:00:00.000Z'],
    ['America/New_York', '2026-11-26', '22:00', '2026-11-27T03:00:00.000Z'],
    ['America/New_York', '2026-11-26', '23:59', '2026-11-27T04:59:00.000Z'],
    // New York in July is EDT (UTC-4).
    ['America/New_York', '2026-07-16', '02:00', '2026-07-17T06:00:00.000Z'],
    ['America/New_York', '2026-07-16', '23:00', '2026-07-17T03:00:00.000Z'],
    // London: GMT in November, BST in July.
    ['Europe/London', '2026-11-26', '23:30', '2026-11-26T23:30:00.000Z'],
    ['Europe/London', '2026-11-26', '03:00', '2026-11-27T03:00:00.000Z'],
    ['Europe/London', '2026-07-16', '23:30', '2026-07-16T22:30:00.000Z'],
    ['Europe/London', '2026-07-16', '02:00', '2026-07-17T01:00:00.000Z'],
    // Tokyo (UTC+9): the next day's early hours are still the event date in UTC.
    ['Asia/Tokyo', '2026-11-26', '02:00', '2026-11-26T17:00:00.000Z'],
    ['Asia/Tokyo', '2026-11-26', '22:00', '2026-11-26T13:00:00.000Z'],
    ['Asia/Tokyo', '2026-11-26', '06:00', '2026-11-25T21:00:00.000Z'],
    // Sydney in November is AEDT (UTC+11).
    ['Australia/Sydney', '2026-11-26', '03:00', '2026-11-26T16:00:00.000Z'],
    ['Australia/Sydney', '2026-11-26', '23:00', '2026-11-26T12:00:00.000Z'],
    ['UTC', '2026-11-26', '04:00', '2026-11-27T04:00:00.000Z'],
    ['UTC', '2026-11-26', '21:00', '2026-11-26T21:00:00.000Z'],
    // The next day crosses month, year and leap-day boundaries.
    ['America/New_York', '2026-11-30', '02:00', '2026-12-01T07:00:00.000Z'],
    ['America/New_York', '2026-12-31', '02:00', '2027-01-01T07:00:00.000Z'],
    ['UTC', '2028-02-28', '04:00', '2028-02-29T04:00:00.000Z'],
    ['UTC', '2028-02-29', '04:00', '2028-03-01T04:00:00.000Z'],
    ['UTC', '2026-02-28', '04:00', '2026-03-01T04:00:00.000Z'],
    // Nights whose early hours hold a daylight-saving change.
    ['America/New_York', '2026-03-07', '01:30', '2026-03-08T06:30:00.000Z'], // before the jump, EST
    ['America/New_York', '2026-03-07', '02:30', '2026-03-08T07:00:00.000Z'], // skipped: the jump
    ['America/New_York', '2026-03-07', '03:30', '2026-03-08T07:30:00.000Z'], // after the jump, EDT
    ['America/New_York', '2026-10-31', '01:30', '2026-11-01T05:30:00.000Z'], // repeated: first, EDT
    ['America/New_York', '2026-10-31', '02:30', '2026-11-01T07:30:00.000Z'], // after the repeat, EST
    ['Europe/London', '2026-03-28', '01:30', '2026-03-29T01:00:00.000Z'], // skipped: the jump
    ['Europe/London', '2026-10-24', '01:30', '2026-10-25T00:30:00.000Z'], // repeated: first, BST
    ['Australia/Sydney', '2026-04-04', '02:30', '2026-04-04T15:30:00.000Z'], // repeated: first, AEDT
    ['Australia/Sydney', '2026-10-03', '02:30', '2026-10-03T16:00:00.000Z'], // skipped: the jump
  ])('%s, event %s closing %s: %s', (zone, eventDate, closesAt, expected) => {
    expect(guestlistClosingInstant(eventDate, closesAt, zone).toISOString()).toBe(expected);
  });
});

describe('hasGuestlistClosed', () => {
  describe('a 01:00 closing in New York for Thursday 2026-11-26 closes at 2026-11-27T06:00Z', () => {
    test.each([
      ['the day before', at('2026-11-25T23:00:00.000Z'), false],
      ['the event evening, 18:00 local', at('2026-11-26T23:00:00.000Z'), false],
      ['one millisecond before local midnight', justBefore('2026-11-27T05:00:00.000Z'), false],
      ['local midnight', at('2026-11-27T05:00:00.000Z'), false],
      ['00:59 local', at('2026-11-27T05:59:00.000Z'), false],
      ['one millisecond before closing', justBefore('2026-11-27T06:00:00.000Z'), false],
      ['the closing instant', at('2026-11-27T06:00:00.000Z'), true],
      ['one millisecond after closing', justAfter('2026-11-27T06:00:00.000Z'), true],
      ['the next afternoon', at('2026-11-27T20:00:00.000Z'), true],
      ['a week later', at('2026-12-04T06:00:00.000Z'), true],
    ])('%s: %s', (_label, now, expected) => {
      expect(hasGuestlistClosed('2026-11-26', '01:00', 'America/New_York', new Date(now))).toBe(expected);
    });
  });

  describe('a 23:30 closing in London for 2026-11-26 (GMT) closes at 2026-11-26T23:30Z', () => {
    test.each([
      ['the event afternoon', at('2026-11-26T15:00:00.000Z'), false],
      ['one millisecond before closing', justBefore('2026-11-26T23:30:00.000Z'), false],
      ['the closing instant', at('2026-11-26T23:30:00.000Z'), true],
      ['one millisecond after closing', justAfter('2026-11-26T23:30:00.000Z'), true],
      ['local midnight', at('2026-11-27T00:00:00.000Z'), true],
      ['the small hours after', at('2026-11-27T03:00:00.000Z'), true],
    ])('%s: %s', (_label, now, expected) => {
      expect(hasGuestlistClosed('2026-11-26', '23:30', 'Europe/London', new Date(now))).toBe(expected);
    });
  });

  describe('a 23:30 closing in London for 2026-07-16 (BST) closes at 2026-07-16T22:30Z', () => {
    test.each([
      ['one millisecond before closing', justBefore('2026-07-16T22:30:00.000Z'), false],
      ['the closing instant', at('2026-07-16T22:30:00.000Z'), true],
      ['23:30 UTC, an hour later', at('2026-07-16T23:30:00.000Z'), true],
    ])('%s: %s', (_label, now, expected) => {
      expect(hasGuestlistClosed('2026-07-16', '23:30', 'Europe/London', new Date(now))).toBe(expected);
    });
  });

  describe('boundary closing times for 2026-11-26 in New York', () => {
    test.each([
      // 00:00 is the midnight that ends the event date.
      ['00:00', justBefore('2026-11-27T05:00:00.000Z'), false],
      ['00:00', at('2026-11-27T05:00:00.000Z'), true],
      // 05:59 is still the night of the event.
      ['05:59', justBefore('2026-11-27T10:59:00.000Z'), false],
      ['05:59', at('2026-11-27T10:59:00.000Z'), true],
      // 06:00 is the morning of the event date itself: closed all evening.
      ['06:00', justBefore('2026-11-26T11:00:00.000Z'), false],
      ['06:00', at('2026-11-26T11:00:00.000Z'), true],
      ['06:00', at('2026-11-27T03:00:00.000Z'), true],
      // 23:59 is the last minute of the event date.
      ['23:59', justBefore('2026-11-27T04:59:00.000Z'), false],
      ['23:59', at('2026-11-27T04:59:00.000Z'), true],
    ])('closing %s at %s: %s', (closesAt, now, expected) => {
      expect(hasGuestlistClosed('2026-11-26', closesAt, 'America/New_York', new Date(now))).toBe(expected);
    });
  });

  describe('one instant, 2026-11-27T03:00Z, for a 02:00 closing on 2026-11-26 in different club zones', () => {
    const now = at('2026-11-27T03:00:00.000Z');
    test.each([
      ['UTC', true], // closed at 02:00Z
      ['Europe/London', true], // closed at 02:00Z
      ['Europe/Berlin', true], // closed at 01:00Z
      ['Asia/Tokyo', true], // closed at 2026-11-26T17:00Z
      ['Australia/Sydney', true], // closed at 2026-11-26T15:00Z
      ['America/New_York', false], // closes at 07:00Z
      ['America/Chicago', false], // closes at 08:00Z
      ['America/Los_Angeles', false], // closes at 10:00Z
    ])('%s: %s', (zone, expected) => {
      expect(hasGuestlistClosed('2026-11-26', '02:00', zone, new Date(now))).toBe(expected);
    });
  });

  describe('a 02:30 closing in New York on the night the clocks spring forward (2026-03-07)', () => {
    // 02:30 never happens on 2026-03-08: the clock jumps from 01:59:59 EST to 03:00 EDT at 07:00Z.
    test.each([
      ['01:59 EST', at('2026-03-08T06:59:00.000Z'), false],
      ['one millisecond before the jump', justBefore('2026-03-08T07:00:00.000Z'), false],
      ['03:00 EDT, the jump', at('2026-03-08T07:00:00.000Z'), true],
      ['03:10 EDT, past 02:30 on the wall clock', at('2026-03-08T07:10:00.000Z'), true],
    ])('%s: %s', (_label, now, expected) => {
      expect(hasGuestlistClosed('2026-03-07', '02:30', 'America/New_York', new Date(now))).toBe(expected);
    });
  });

  describe('a 01:30 closing in London on the night the clocks fall back (2026-10-24)', () => {
    // 01:30 happens twice on 2026-10-25: 00:30Z (BST) and 01:30Z (GMT); the first one closes it.
    test.each([
      ['01:29 BST', at('2026-10-25T00:29:00.000Z'), false],
      ['01:30 BST, the first 01:30', at('2026-10-25T00:30:00.000Z'), true],
      ['01:00 GMT, after the clocks went back', at('2026-10-25T01:00:00.000Z'), true],
    ])('%s: %s', (_label, now, expected) => {
      expect(hasGuestlistClosed('2026-10-24', '01:30', 'Europe/London', new Date(now))).toBe(expected);
    });
  });
});

describe('nightOf: the night going on at an instant, on the club’s wall clock', () => {
  test.each([
    ['2026-11-24T04:59:00Z', 'America/New_York', '2026-11-23'], // 23:59 Monday
    ['2026-11-24T05:30:00Z', 'America/New_York', '2026-11-23'], // 00:30 Tuesday: still Monday's night
    ['2026-11-24T10:59:00Z', 'America/New_York', '2026-11-23'], // 05:59
    ['2026-11-24T11:00:00Z', 'America/New_York', '2026-11-24'], // 06:00 Tuesday
    ['2026-11-27T11:30:00Z', 'Asia/Tokyo', '2026-11-27'], // 20:30 in Tokyo
    ['2026-11-27T20:30:00Z', 'Asia/Tokyo', '2026-11-27'], // 05:30 on the 28th in Tokyo
    // The morning the clocks go forward (New York, 8 Mar 2026, 02:00 → 03:00): 06:15 on the wall is
    // 10:15Z, only five hours after midnight's 05:00Z; subtracting six hours said Saturday.
    ['2026-03-08T10:15:00Z', 'America/New_York', '2026-03-08'],
    ['2026-03-08T09:59:00Z', 'America/New_York', '2026-03-07'], // 05:59 that morning
    // The morning they go back (1 Nov 2026): 06:00 EST is 11:00Z.
    ['2026-11-01T10:59:00Z', 'America/New_York', '2026-10-31'],
    ['2026-11-01T11:00:00Z', 'America/New_York', '2026-11-01'],
  ])('%s in %s is the night of %s', (instant, timeZone, night) => {
    expect(nightOf(new Date(instant), timeZone)).toBe(night);
  });

  test('agrees with closesNextDay: a list closing at 05:59 closes in its own night, one at 06:00 the next', () => {
    const closes = guestlistClosingInstant('2026-11-23', '05:59', 'America/New_York');
    expect(nightOf(new Date(closes.getTime() - 60_000), 'America/New_York')).toBe('2026-11-23');
    expect(closesNextDay('05:59')).toBe(true);
    expect(closesNextDay('06:00')).toBe(false);
  });
});
