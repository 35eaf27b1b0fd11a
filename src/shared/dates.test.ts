import { describe, expect, test } from 'vitest';
import { addDays, daysBetween, defaultEventDate, isIsoDate, todayIn, WEEKDAYS, weekdayOf } from './dates.ts';

describe('WEEKDAYS', () => {
  test('lists the seven lowercase weekdays from Monday to Sunday (SPEC §9)', () => {
    expect(WEEKDAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });
});

describe('isIsoDate', () => {
  test.each([
    '2026-11-26',
    '2026-01-01',
    '2026-12-31',
    '2026-01-31',
    '2026-02-28',
    '2026-04-30',
    '2024-02-29', // leap year
    '2000-02-29', // divisible by 400: leap year
    '1970-01-01',
    '9999-12-31',
  ])('accepts the real calendar date %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  test.each([
    ['2026-02-29', 'February 29 in a common year'],
    ['2026-02-30', 'February 30'],
    ['2024-02-30', 'February 30 in a leap year'],
    ['1900-02-29', 'February 29 in a century year not divisible by 400'],
    ['2100-02-29', 'February 29 in 2100'],
    ['2026-04-31', 'April 31'],
    ['2026-06-31', 'June 31'],
    ['2026-09-31', 'September 31'],
    ['2026-11-31', 'November 31'],
    ['2026-01-32', 'day 32'],
    ['2026-01-00', 'day 0'],
    ['2026-00-10', 'month 0'],
    ['2026-13-01', 'month 13'],
    ['2026-99-99', 'month and day out of range'],
  ])('refuses %s (%s)', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  test.each([
    '',
    '2026-1-5',
    '2026-11-6',
    '26-11-26',
    '+02026-11-26',
    '2026/11/26',
    '2026.11.26',
    '20261126',
    '26/11/2026',
    '11/26/2026',
    '2026-11-26T00:00',
    '2026-11-26T00:00:00Z',
    '2026-11-26 ',
    ' 2026-11-26',
    '2026-11-26\n',
    '2026-11-2a',
    'yyyy-mm-dd',
    'Thursday',
  ])('refuses the malformed value %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('addDays', () => {
  test.each([
    ['2026-11-26', 0, '2026-11-26'],
    ['2026-11-26', 1, '2026-11-27'],
    ['2026-11-26', 7, '2026-12-03'],
    ['2026-11-26', -1, '2026-11-25'],
    // Month boundaries.
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-05-01', -1, '2026-04-30'],
    ['2026-11-30', 1, '2026-12-01'],
    // Year boundaries.
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-12-28', 7, '2027-01-04'],
    // February in common, leap and century years.
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2028-02-25', 6, '2028-03-02'],
    ['2000-02-28', 1, '2000-02-29'],
    ['1900-02-28', 1, '1900-03-01'],
    ['2100-02-28', 1, '2100-03-01'],
    // Whole years.
    ['2026-01-01', 365, '2027-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
    ['2024-02-29', 365, '2025-02-28'],
    ['2025-03-01', -366, '2024-02-29'],
    // Daylight-saving days in many zones change nothing: calendar arithmetic has no clock.
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', -1, '2026-10-24'],
    ['2026-11-01', -1, '2026-10-31'],
    ['2026-11-01', 1, '2026-11-02'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  test('walks every day of 2024 (a leap year) one step at a time into 2025', () => {
    let date = '2023-12-31';
    const seen: string[] = [];
    for (let i = 0; i < 366; i++) {
      date = addDays(date, 1);
      seen.push(date);
      expect(isIsoDate(date)).toBe(true);
    }
    expect(seen[0]).toBe('2024-01-01');
    expect(seen[59]).toBe('2024-02-29');
    expect(seen[60]).toBe('2024-03-01');
    expect(seen.at(-1)).toBe('2024-12-31');
    expect(new Set(seen).size).toBe(366);
    expect(addDays(date, 1)).toBe('2025-01-01');
  });
});

describe('daysBetween', () => {
  test.each([
    ['2026-11-26', '2026-11-26', 0],
    ['2026-11-26', '2026-11-27', 1],
    ['2026-11-27', '2026-11-26', -1],
    ['2026-11-26', '2026-12-03', 7],
    ['2026-12-03', '2026-11-26', -7],
    ['2026-02-28', '2026-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-12-31', '2027-01-01', 1],
    ['1999-12-31', '2000-01-01', 1],
    ['2026-01-01', '2026-12-31', 364],
    ['2026-01-01', '2027-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2025-01-01', '2024-01-01', -366],
    // Daylight-saving changes make no day 23 or 25 hours long here.
    ['2026-03-07', '2026-03-09', 2],
    ['2026-10-31', '2026-11-02', 2],
    ['2026-03-01', '2026-11-30', 274],
  ])('daysBetween(%s, %s) is %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  test.each([-400, -31, -1, 0, 1, 29, 59, 60, 365, 366, 1000])(
    'undoes addDays for %i days from 2024-01-15',
    (days) => {
      expect(daysBetween('2024-01-15', addDays('2024-01-15', days))).toBe(days);
    },
  );
});

describe('weekdayOf', () => {
  test.each([
    ['2026-11-23', 'monday'],
    ['2026-11-24', 'tuesday'],
    ['2026-11-25', 'wednesday'],
    ['2026-11-26', 'thursday'],
    ['2026-11-27', 'friday'],
    ['2026-11-28', 'saturday'],
    ['2026-11-29', 'sunday'],
    ['1970-01-01', 'thursday'],
    ['2000-01-01', 'saturday'],
    ['2024-02-29', 'thursday'],
    ['2026-01-01', 'thursday'],
    ['2026-12-31', 'thursday'],
    ['2027-01-01', 'friday'],
    ['2028-02-29', 'tuesday'],
    ['2026-03-08', 'sunday'],
    ['2100-03-01', 'monday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  test('cycles through the week in order over 28 consecutive days', () => {
    const days = Array.from({ length: 28 }, (_, i) => weekdayOf(addDays('2026-11-23', i)));
    expect(days).toEqual([...WEEKDAYS, ...WEEKDAYS, ...WEEKDAYS, ...WEEKDAYS]);
  });
});

describe('todayIn', () => {
  // 03:30 UTC on Friday 2026-11-27 is still Thursday evening in the Americas.
  const earlyFridayUtc = '2026-11-27T03:30:00.000Z';
  // 14:30 UTC on Thursday 2026-11-26 is already Friday across the western Pacific.
  const thursdayAfternoonUtc = '2026-11-26T14:30:00.000Z';

  test.each([
    [earlyFridayUtc, 'UTC', '2026-11-27'],
    [earlyFridayUtc, 'Europe/London', '2026-11-27'],
    [earlyFridayUtc, 'Asia/Tokyo', '2026-11-27'],
    [earlyFridayUtc, 'Australia/Sydney', '2026-11-27'],
    [earlyFridayUtc, 'America/New_York', '2026-11-26'],
    [earlyFridayUtc, 'America/Los_Angeles', '2026-11-26'],
    [thursdayAfternoonUtc, 'UTC', '2026-11-26'],
    [thursdayAfternoonUtc, 'America/New_York', '2026-11-26'],
    [thursdayAfternoonUtc, 'Pacific/Honolulu', '2026-11-26'],
    [thursdayAfternoonUtc, 'Pacific/Pago_Pago', '2026-11-26'],
    [thursdayAfternoonUtc, 'Asia/Tokyo', '2026-11-26'],
    [thursdayAfternoonUtc, 'Australia/Sydney', '2026-11-27'],
    [thursdayAfternoonUtc, 'Pacific/Auckland', '2026-11-27'],
    [thursdayAfternoonUtc, 'Pacific/Kiritimati', '2026-11-27'],
  ])('at %s in %s the date is %s', (iso, timeZone, expected) => {
    expect(todayIn(new Date(iso), timeZone)).toBe(expected);
  });

  test.each([
    ['2026-11-27T04:59:59.999Z', 'America/New_York', '2026-11-26'],
    ['2026-11-27T05:00:00.000Z', 'America/New_York', '2026-11-27'],
    ['2026-07-04T03:59:59.999Z', 'America/New_York', '2026-07-03'],
    ['2026-07-04T04:00:00.000Z', 'America/New_York', '2026-07-04'],
    ['2026-11-26T23:59:59.999Z', 'Europe/London', '2026-11-26'],
    ['2026-11-27T00:00:00.000Z', 'Europe/London', '2026-11-27'],
    ['2026-07-16T22:59:59.999Z', 'Europe/London', '2026-07-16'],
    ['2026-07-16T23:00:00.000Z', 'Europe/London', '2026-07-17'],
    ['2026-11-26T14:59:59.999Z', 'Asia/Tokyo', '2026-11-26'],
    ['2026-11-26T15:00:00.000Z', 'Asia/Tokyo', '2026-11-27'],
    ['2026-12-31T23:59:59.999Z', 'UTC', '2026-12-31'],
    ['2027-01-01T00:00:00.000Z', 'UTC', '2027-01-01'],
    ['2027-01-01T04:59:59.999Z', 'America/New_York', '2026-12-31'],
    ['2026-12-31T12:59:59.999Z', 'Australia/Sydney', '2026-12-31'],
    ['2026-12-31T13:00:00.000Z', 'Australia/Sydney', '2027-01-01'],
    ['2024-02-29T15:00:00.000Z', 'Asia/Tokyo', '2024-03-01'],
  ])('local midnight: at %s in %s the date is %s', (iso, timeZone, expected) => {
    expect(todayIn(new Date(iso), timeZone)).toBe(expected);
  });

  test('without a zone, uses the runtime default zone', () => {
    const runtimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of [earlyFridayUtc, thursdayAfternoonUtc, '2026-07-16T23:30:00.000Z']) {
      expect(todayIn(new Date(iso))).toBe(todayIn(new Date(iso), runtimeZone));
    }
  });

  test('refuses an unknown time zone', () => {
    expect(() => todayIn(new Date(earlyFridayUtc), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('defaultEventDate (SPEC §4: the next Thursday, today if Thursday)', () => {
  test.each([
    ['monday', '2026-11-23', '2026-11-26'],
    ['tuesday', '2026-11-24', '2026-11-26'],
    ['wednesday', '2026-11-25', '2026-11-26'],
    ['thursday', '2026-11-26', '2026-11-26'],
    ['friday', '2026-11-27', '2026-12-03'],
    ['saturday', '2026-11-28', '2026-12-03'],
    ['sunday', '2026-11-29', '2026-12-03'],
  ])('on a %s (%s) it is %s', (weekday, today, expected) => {
    expect(weekdayOf(today)).toBe(weekday);
    expect(defaultEventDate(today)).toBe(expected);
  });

  test.each([
    ['2026-12-28', '2026-12-31'], // Monday: Thursday is New Year's Eve
    ['2026-12-31', '2026-12-31'], // Thursday
    ['2027-01-01', '2027-01-07'], // Friday: into the next year's first full week
    ['2026-12-26', '2026-12-31'], // Saturday
    ['2027-01-03', '2027-01-07'], // Sunday
    ['2028-02-25', '2028-03-02'], // Friday, across February 29
    ['2028-02-29', '2028-03-02'], // Tuesday, on February 29
    ['2024-02-26', '2024-02-29'], // Monday: the Thursday is February 29
    ['2026-02-27', '2026-03-05'], // Friday, across a common-year February
    ['2026-03-08', '2026-03-12'], // Sunday: a daylight-saving day in New York
    ['2026-10-30', '2026-11-05'], // Friday: across the end of October
  ])('from %s it is %s', (today, expected) => {
    expect(defaultEventDate(today)).toBe(expected);
  });

  test('is always a Thursday within the next six days, for four whole weeks', () => {
    for (let i = 0; i < 28; i++) {
      const today = addDays('2026-11-23', i);
      const result = defaultEventDate(today);
      expect(weekdayOf(result)).toBe('thursday');
      const ahead = daysBetween(today, result);
      expect(ahead).toBeGreaterThanOrEqual(0);
      expect(ahead).toBeLessThanOrEqual(6);
      expect(ahead).toBe([3, 2, 1, 0, 6, 5, 4][i % 7]);
    }
  });
});
