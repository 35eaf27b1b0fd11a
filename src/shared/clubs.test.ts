import { describe, expect, test } from 'vitest';
import {
  type ClubRules,
  compareClubs,
  DEFAULT_GENDER,
  EVENT_TYPE_FILTERS,
  EVENT_TYPES,
  type EventType,
  type EventTypeFilter,
  GENDERS,
  type GuestlistOption,
  guestlistState,
  isClubListed,
  type ListingFilter,
} from './clubs.ts';
import { WEEKDAYS } from './dates.ts';

function club(overrides: Partial<ClubRules> = {}): ClubRules {
  return {
    name: 'Neon Room',
    visible: true,
    activeDays: ['thursday', 'friday', 'saturday'],
    eventType: 'nightclub',
    sortOrder: 1,
    timeZone: 'America/New_York',
    guestlistOptions: {
      female: { enabled: true, details: 'Free before midnight', closesAt: '01:00' },
      male: { enabled: true, details: '$20 before midnight', closesAt: '23:30' },
    },
    ...overrides,
  };
}

// Thursday.
const filter: ListingFilter = { date: '2026-11-26', gender: 'female', type: 'all' };

describe('constants', () => {
  test('genders, default gender and event types (SPEC §4, §9)', () => {
    expect(GENDERS).toEqual(['female', 'male']);
    expect(DEFAULT_GENDER).toBe('female');
    expect(EVENT_TYPES).toEqual(['nightclub', 'dinner_party']);
    expect(EVENT_TYPE_FILTERS).toEqual(['all', 'nightclub', 'dinner_party']);
  });
});

describe('isClubListed (SPEC §5)', () => {
  test('lists a club that meets all five conditions', () => {
    expect(isClubListed(club(), true, filter)).toBe(true);
  });

  test.each<[string, ClubRules, boolean, ListingFilter]>([
    ['not visible', club({ visible: false }), true, filter],
    ['not active on a Thursday', club({ activeDays: ['friday', 'saturday'] }), true, filter],
    ['active on no day at all', club({ activeDays: [] }), true, filter],
    ['a nightclub when dinner parties are chosen', club(), true, { ...filter, type: 'dinner_party' }],
    [
      'a dinner party when nightclubs are chosen',
      club({ eventType: 'dinner_party' }),
      true,
      { ...filter, type: 'nightclub' },
    ],
    [
      "the chosen gender's guestlist is not enabled",
      club({
        guestlistOptions: {
          female: { enabled: false, details: '', closesAt: '01:00' },
          male: { enabled: true, details: '', closesAt: '01:00' },
        },
      }),
      true,
      filter,
    ],
    ['the guestlist is not available on the date', club(), false, filter],
  ])('does not list a club that is %s', (_label, rules, openOnDate, listingFilter) => {
    expect(isClubListed(rules, openOnDate, listingFilter)).toBe(false);
  });

  test('does not list a club that fails every condition', () => {
    const closed = club({
      visible: false,
      activeDays: [],
      eventType: 'dinner_party',
      guestlistOptions: {
        female: { enabled: false, details: '', closesAt: '01:00' },
        male: { enabled: false, details: '', closesAt: '01:00' },
      },
    });
    expect(isClubListed(closed, false, { ...filter, type: 'nightclub' })).toBe(false);
  });

  test.each<[EventType, EventTypeFilter, boolean]>([
    ['nightclub', 'all', true],
    ['dinner_party', 'all', true],
    ['nightclub', 'nightclub', true],
    ['dinner_party', 'dinner_party', true],
    ['nightclub', 'dinner_party', false],
    ['dinner_party', 'nightclub', false],
  ])('a %s club with the %s filter is listed: %s', (eventType, type, expected) => {
    expect(isClubListed(club({ eventType }), true, { ...filter, type })).toBe(expected);
  });

  describe('gender', () => {
    const femaleOnly = club({
      guestlistOptions: {
        female: { enabled: true, details: '', closesAt: '01:00' },
        male: { enabled: false, details: '', closesAt: '01:00' },
      },
    });
    const maleOnly = club({
      guestlistOptions: {
        female: { enabled: false, details: '', closesAt: '01:00' },
        male: { enabled: true, details: '', closesAt: '01:00' },
      },
    });

    test.each([
      ['female-only', femaleOnly, 'female', true],
      ['female-only', femaleOnly, 'male', false],
      ['male-only', maleOnly, 'female', false],
      ['male-only', maleOnly, 'male', true],
    ] as const)('a %s club for %s guests is listed: %s', (_label, rules, gender, expected) => {
      expect(isClubListed(rules, true, { ...filter, gender })).toBe(expected);
    });
  });

  describe('weekday: a club active only on one day, for each date of the week of 2026-11-23', () => {
    const week = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ];
    test.each(WEEKDAYS.map((day, index) => [day, index] as const))('active on %s', (day, index) => {
      const listedOn = week.filter((date) =>
        isClubListed(club({ activeDays: [day] }), true, { ...filter, date }),
      );
      expect(listedOn).toEqual([week[index]]);
    });
  });

  test('an every-day club is listed on every date of a week', () => {
    const everyDay = club({ activeDays: [...WEEKDAYS] });
    for (let day = 23; day <= 29; day++) {
      expect(isClubListed(everyDay, true, { ...filter, date: `2026-11-${day}` })).toBe(true);
    }
  });

  test.each([
    ['2026-11-25', false], // Wednesday
    ['2026-11-26', true], // Thursday
    ['2026-11-27', true], // Friday
    ['2026-11-28', true], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-12-31', true], // Thursday
    ['2027-01-01', true], // Friday
    ['2024-02-29', true], // Thursday
    ['2028-02-29', false], // Tuesday
  ])('a Thursday-to-Saturday club on %s is listed: %s', (date, expected) => {
    expect(isClubListed(club(), true, { ...filter, date })).toBe(expected);
  });
});

describe('compareClubs (SPEC §5: sortOrder ascending, missing last, then name)', () => {
  const sign = (a: Pick<ClubRules, 'sortOrder' | 'name'>, b: Pick<ClubRules, 'sortOrder' | 'name'>) =>
    Math.sign(compareClubs(a, b));

  test.each<[number | null, string, number | null, string, number]>([
    [1, 'Zeta', 2, 'Alpha', -1],
    [2, 'Alpha', 1, 'Zeta', 1],
    [-5, 'B', 0, 'A', -1],
    [0, 'B', null, 'A', -1],
    [null, 'A', 0, 'B', 1],
    [1000, 'Z', null, 'A', -1],
    [null, 'A', null, 'B', -1],
    [null, 'B', null, 'A', 1],
    [3, 'Same', 3, 'Same', 0],
    [null, 'Same', null, 'Same', 0],
    // Ties on sortOrder are broken by name, ignoring case and accents.
    [1, 'alpha', 1, 'Bravo', -1],
    [1, 'Bravo', 1, 'alpha', 1],
    [1, 'club', 1, 'CLUB', 0],
    [1, 'Café', 1, 'Cafe', 0],
    // Numbers inside names compare by value.
    [1, 'Club 2', 1, 'Club 10', -1],
    [1, 'Club 10', 1, 'Club 9', 1],
    [null, 'Room 100', null, 'room 20', 1],
  ])('(%s, %j) vs (%s, %j) → %i', (sortA, nameA, sortB, nameB, expected) => {
    expect(sign({ sortOrder: sortA, name: nameA }, { sortOrder: sortB, name: nameB })).toBe(expected);
    // The comparison is antisymmetric.
    expect(sign({ sortOrder: sortB, name: nameB }, { sortOrder: sortA, name: nameA })).toBe(-expected || 0);
  });

  test('sorts a mixed list', () => {
    const clubs = [
      { name: 'unranked zoo', sortOrder: null },
      { name: 'Velvet', sortOrder: 2 },
      { name: 'Club 10', sortOrder: 5 },
      { name: 'apollo', sortOrder: 2 },
      { name: 'Unranked Alpha', sortOrder: null },
      { name: 'Club 9', sortOrder: 5 },
      { name: 'First', sortOrder: 0 },
      { name: 'Minus', sortOrder: -1 },
      { name: 'Bravo', sortOrder: 2 },
      { name: 'unranked 10', sortOrder: null },
      { name: 'unranked 9', sortOrder: null },
    ];
    expect(clubs.sort(compareClubs).map((c) => c.name)).toEqual([
      'Minus',
      'First',
      'apollo',
      'Bravo',
      'Velvet',
      'Club 9',
      'Club 10',
      'unranked 9',
      'unranked 10',
      'Unranked Alpha',
      'unranked zoo',
    ]);
  });
});

describe('guestlistState (SPEC §4: join button states)', () => {
  const open: GuestlistOption = { enabled: true, details: '', closesAt: '02:00' };
  const disabled: GuestlistOption = { enabled: false, details: '', closesAt: '02:00' };
  // 02:00 New York (EST) on 2026-11-27 is 07:00Z; in London (GMT) it is 02:00Z.
  const closing = '2026-11-27T07:00:00.000Z';

  test.each([
    ['open', open, 'America/New_York', '2026-11-26T23:00:00.000Z', 'open'],
    ['open', open, 'America/New_York', new Date(Date.parse(closing) - 1).toISOString(), 'open'],
    ['open', open, 'America/New_York', closing, 'closed_for_night'],
    ['open', open, 'America/New_York', '2026-11-27T12:00:00.000Z', 'closed_for_night'],
    ['open', open, 'Europe/London', '2026-11-27T01:59:59.999Z', 'open'],
    ['open', open, 'Europe/London', '2026-11-27T02:00:00.000Z', 'closed_for_night'],
    ['open', open, 'Asia/Tokyo', '2026-11-26T16:59:59.999Z', 'open'],
    ['open', open, 'Asia/Tokyo', '2026-11-26T17:00:00.000Z', 'closed_for_night'],
    // A disabled option shows "no guestlist" whether or not the closing time has passed.
    ['disabled', disabled, 'America/New_York', '2026-11-26T23:00:00.000Z', 'no_guestlist'],
    ['disabled', disabled, 'America/New_York', closing, 'no_guestlist'],
    ['disabled', disabled, 'America/New_York', '2026-11-27T12:00:00.000Z', 'no_guestlist'],
    ['disabled', disabled, 'Europe/London', '2026-11-27T02:00:00.000Z', 'no_guestlist'],
  ] as const)('%s option in %s at %s: %s', (_label, option, zone, now, expected) => {
    expect(guestlistState(option, '2026-11-26', zone, new Date(now))).toBe(expected);
  });

  test('a 23:30 closing in London on a summer date closes at 22:30Z', () => {
    const option: GuestlistOption = { enabled: true, details: '', closesAt: '23:30' };
    expect(guestlistState(option, '2026-07-16', 'Europe/London', new Date('2026-07-16T22:29:59.999Z'))).toBe(
      'open',
    );
    expect(guestlistState(option, '2026-07-16', 'Europe/London', new Date('2026-07-16T22:30:00.000Z'))).toBe(
      'closed_for_night',
    );
  });
});
