import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { ClubView, ListClubsResponse } from '../../shared/api/clubs-schema.ts';
import { CLUBS_PAGE_SIZE } from '../../shared/clubs.ts';
import { clubs, guestlistDates } from '../db/schema.ts';
import {
  clubFixture,
  insertClub,
  openGuestlistDates,
  guestlistOptionFixture as option,
} from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait.ts';

// Thursday 2026-11-26, 10:00 in New York (the default time zone).
const NOW = new Date('2026-11-26T15:00:00Z');
// Only the sentinel club is open on this date; see syncCatalog.
const SENTINEL_DATE = '2031-01-02';

let t: TestApp;
let sentinelId: string;
let syncCount = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const sentinel = await insertClub(t.database.db, { name: 'sync-0' });
  sentinelId = sentinel.id;
  await openGuestlistDates(t.database.db, sentinel.id, [SENTINEL_DATE]);
});
afterAll(() => t?.close());

async function get(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/clubs${query}` });
}

async function list(query: string): Promise<ListClubsResponse> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (body: ListClubsResponse) => body.clubs.map((club) => club.name);

/**
 * Waits until the listing has seen every change made so far. The snapshot is only dropped by a
 * database notification (the test clock never ages it), so this renames a sentinel club and polls
 * until the new name shows: a snapshot holding it was read after every earlier write committed.
 */
async function syncCatalog(): Promise<void> {
  const name = `sync-${++syncCount}`;
  await t.database.db.update(clubs).set({ name }).where(eq(clubs.id, sentinelId));
  await waitFor(`the listing to show the sentinel renamed to ${name}`, async () => {
    const body = await list(`?date=${SENTINEL_DATE}`);
    return body.clubs[0]?.name === name;
  });
}

describe('GET /api/clubs listing rules (SPEC §5)', () => {
  test('lists only visible clubs active on the weekday, of the type, with the gender enabled and the date open', async () => {
    const date = '2026-12-03'; // a Thursday
    const db = t.database.db;
    const listed = await insertClub(db, { name: 'Listed Nightclub', eventType: 'nightclub' });
    const dinner = await insertClub(db, { name: 'Listed Dinner', eventType: 'dinner_party' });
    const hidden = await insertClub(db, { name: 'Hidden', visible: false });
    const weekend = await insertClub(db, { name: 'Weekend Only', activeDays: ['friday', 'saturday'] });
    const menOnly = await insertClub(db, {
      name: 'Men Only',
      guestlistOptions: { female: option({ enabled: false }), male: option() },
    });
    const notOpened = await insertClub(db, { name: 'Not Opened' });
    for (const club of [listed, dinner, hidden, weekend, menOnly])
      await openGuestlistDates(db, club.id, [date]);
    // Open on other days only: active on Thursday is not enough.
    await openGuestlistDates(db, notOpened.id, ['2026-12-02', '2026-12-04']);
    await openGuestlistDates(db, weekend.id, ['2026-12-04']);
    await syncCatalog();

    const byDefault = await list(`?date=${date}`);
    expect(byDefault).toMatchObject({ date, gender: 'female', type: 'all' });
    expect(names(byDefault)).toEqual(['Listed Dinner', 'Listed Nightclub']);

    expect(names(await list(`?date=${date}&type=all&gender=female`))).toEqual([
      'Listed Dinner',
      'Listed Nightclub',
    ]);
    expect(names(await list(`?date=${date}&type=nightclub`))).toEqual(['Listed Nightclub']);
    expect(names(await list(`?date=${date}&type=dinner_party`))).toEqual(['Listed Dinner']);

    const men = await list(`?date=${date}&gender=male`);
    expect(men).toMatchObject({ date, gender: 'male', type: 'all' });
    expect(names(men)).toEqual(['Listed Dinner', 'Listed Nightclub', 'Men Only']);
    expect(names(await list(`?date=${date}&gender=male&type=nightclub`))).toEqual([
      'Listed Nightclub',
      'Men Only',
    ]);

    // The weekend club is listed on a day it is active and open; the other one on its open days.
    expect(names(await list('?date=2026-12-04'))).toEqual(['Not Opened', 'Weekend Only']);
    expect(names(await list('?date=2026-12-02'))).toEqual(['Not Opened']);
    // Nothing is open the day after.
    expect(names(await list('?date=2026-12-05'))).toEqual([]);
  });

  test('sorts by sortOrder ascending with missing values last, then by name', async () => {
    const date = '2026-12-10';
    const db = t.database.db;
    // Inserted in an order that matches neither the expected order nor alphabetical order.
    const specs = [
      { name: 'Echo', sortOrder: null },
      { name: 'Charlie', sortOrder: 2 },
      { name: 'Zulu', sortOrder: 1 },
      { name: 'Delta', sortOrder: null },
      { name: 'Bravo', sortOrder: 2 },
      { name: 'Omega', sortOrder: 0 },
      { name: 'Yankee', sortOrder: 10 },
    ];
    for (const spec of specs) {
      const club = await insertClub(db, spec);
      await openGuestlistDates(db, club.id, [date]);
    }
    await syncCatalog();

    const body = await list(`?date=${date}`);
    expect(names(body)).toEqual(['Omega', 'Zulu', 'Bravo', 'Charlie', 'Yankee', 'Delta', 'Echo']);
    expect(body.clubs.map((club) => club.sortOrder)).toEqual([0, 1, 2, 2, 10, null, null]);
  });

  test('answers with the SPEC field names of a club', async () => {
    const date = '2026-12-17';
    const club = await insertClub(t.database.db, {
      name: 'Field Club',
      activeDays: ['thursday', 'saturday'],
      sortOrder: 3,
      address: '9 Mercer St, New York, NY 10013',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=9%20Mercer%20St',
      reservationsEnabled: true,
      reservationCashback: 12.5,
      conciergeCallNumber: '+12125550109',
      conciergeTextNumber: null,
      guestlistOptions: {
        female: option({ details: 'Ladies free before midnight', closesAt: '23:30' }),
        male: option({ enabled: false, details: 'No list for men', closesAt: '22:00' }),
      },
    });
    await openGuestlistDates(t.database.db, club.id, [date]);
    await syncCatalog();

    const [view] = (await list(`?date=${date}`)).clubs;
    expect(view).toEqual({
      id: club.id,
      name: 'Field Club',
      visible: true,
      activeDays: ['thursday', 'saturday'],
      eventType: 'nightclub',
      sortOrder: 3,
      address: '9 Mercer St, New York, NY 10013',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=9%20Mercer%20St',
      reservationsEnabled: true,
      reservationCashback: 12.5,
      conciergeCallNumber: '+12125550109',
      conciergeTextNumber: null,
      timeZone: 'America/New_York',
      maxPartySize: 8,
      guestlistOptions: {
        female: {
          enabled: true,
          details: 'Ladies free before midnight',
          closesAt: '23:30',
          closesAtInstant: '2026-12-18T04:30:00.000Z',
          state: 'open',
          isAvailable: true,
        },
        male: {
          enabled: false,
          details: 'No list for men',
          closesAt: '22:00',
          closesAtInstant: '2026-12-18T03:00:00.000Z',
          state: 'no_guestlist',
          isAvailable: false,
        },
      },
      // No photo uploaded: null, not a made-up placeholder.
      image: null,
    } satisfies ClubView);
  });
});

describe('GET /api/clubs guestlist state for the date (SPEC §4)', () => {
  const date = '2026-11-26'; // "today" on the test clock
  let states: (at: string) => Promise<Record<string, { female: string; male: string }>>;

  beforeAll(async () => {
    const db = t.database.db;
    const specs = [
      // New York is UTC-5 in November: 23:00 there is 04:00Z the next day.
      {
        name: 'NY 23:00 / 02:00',
        guestlistOptions: { female: option({ closesAt: '23:00' }), male: option({ closesAt: '02:00' }) },
      },
      // 05:59 still belongs to the night after the date; 06:00 is the morning of the date itself.
      {
        name: 'NY 05:59 / 06:00',
        guestlistOptions: { female: option({ closesAt: '05:59' }), male: option({ closesAt: '06:00' }) },
      },
      // 00:00 is the midnight at the end of the date, not the one at its start.
      {
        name: 'NY 00:00 / disabled',
        guestlistOptions: { female: option({ closesAt: '00:00' }), male: option({ enabled: false }) },
      },
      // London is on UTC in November: its 23:00 comes five hours before New York's.
      {
        name: 'London 23:00 / 01:30',
        timeZone: 'Europe/London',
        guestlistOptions: { female: option({ closesAt: '23:00' }), male: option({ closesAt: '01:30' }) },
      },
      // Tokyo is UTC+9: 21:00 there is 12:00Z on the date.
      {
        name: 'Tokyo 21:00 / 04:00',
        timeZone: 'Asia/Tokyo',
        guestlistOptions: { female: option({ closesAt: '21:00' }), male: option({ closesAt: '04:00' }) },
      },
    ];
    for (const spec of specs) {
      const club = await insertClub(db, spec);
      await openGuestlistDates(db, club.id, [date]);
    }
    await syncCatalog();

    states = async (at) => {
      t.setNow(new Date(at));
      const body = await list(`?date=${date}&gender=female`);
      // The male-disabled club is listed for female; read male states from the same rows.
      return Object.fromEntries(
        body.clubs.map((club) => {
          for (const o of Object.values(club.guestlistOptions))
            expect(o.isAvailable).toBe(o.state === 'open');
          return [
            club.name,
            { female: club.guestlistOptions.female.state, male: club.guestlistOptions.male.state },
          ];
        }),
      );
    };
  });
  afterAll(() => t.setNow(NOW));

  test('early on the date every enabled list is open except those already past their closing time', async () => {
    // 2026-11-26 02:00 in New York, 07:00 in London, 16:00 in Tokyo.
    expect(await states('2026-11-26T07:00:00Z')).toEqual({
      'NY 23:00 / 02:00': { female: 'open', male: 'open' },
      'NY 05:59 / 06:00': { female: 'open', male: 'open' },
      'NY 00:00 / disabled': { female: 'open', male: 'no_guestlist' },
      'London 23:00 / 01:30': { female: 'open', male: 'open' },
      'Tokyo 21:00 / 04:00': { female: 'open', male: 'open' },
    });
  });

  test('a closing time from 06:00 is on the date itself; up to 05:59 it is the next morning', async () => {
    // 10:00 in New York: the 06:00 list closed four hours ago, the 05:59 one closes tomorrow.
    expect(await states('2026-11-26T15:00:00Z')).toMatchObject({
      'NY 05:59 / 06:00': { female: 'open', male: 'closed_for_night' },
      'Tokyo 21:00 / 04:00': { female: 'closed_for_night', male: 'open' },
    });
    // 05:58 the next morning in New York: still open; at 05:59 it closes.
    expect((await states('2026-11-27T10:58:00Z'))['NY 05:59 / 06:00']).toEqual({
      female: 'open',
      male: 'closed_for_night',
    });
    expect((await states('2026-11-27T10:59:00Z'))['NY 05:59 / 06:00']).toEqual({
      female: 'closed_for_night',
      male: 'closed_for_night',
    });
  });

  test('the club time zone decides when its list closes', async () => {
    // 22:59Z: 22:59 in London, 17:59 in New York, 07:59 tomorrow in Tokyo.
    expect(await states('2026-11-26T22:59:00Z')).toEqual({
      'NY 23:00 / 02:00': { female: 'open', male: 'open' },
      'NY 05:59 / 06:00': { female: 'open', male: 'closed_for_night' },
      'NY 00:00 / disabled': { female: 'open', male: 'no_guestlist' },
      'London 23:00 / 01:30': { female: 'open', male: 'open' },
      'Tokyo 21:00 / 04:00': { female: 'closed_for_night', male: 'closed_for_night' },
    });
    // 23:00Z: London's 23:00 list closes at that very minute; New York's is five hours away.
    expect(await states('2026-11-26T23:00:00Z')).toMatchObject({
      'NY 23:00 / 02:00': { female: 'open', male: 'open' },
      'London 23:00 / 01:30': { female: 'closed_for_night', male: 'open' },
    });
    // 01:30 the next morning in London.
    expect(await states('2026-11-27T01:30:00Z')).toMatchObject({
      'London 23:00 / 01:30': { female: 'closed_for_night', male: 'closed_for_night' },
      'NY 23:00 / 02:00': { female: 'open', male: 'open' },
    });
  });

  test('late at night in New York: 23:00 has closed, 00:00 and 02:00 (next day) have not', async () => {
    // 23:30 on the date in New York.
    expect(await states('2026-11-27T04:30:00Z')).toMatchObject({
      'NY 23:00 / 02:00': { female: 'closed_for_night', male: 'open' },
      'NY 00:00 / disabled': { female: 'open', male: 'no_guestlist' },
    });
    // Midnight, then 02:00, in New York.
    expect((await states('2026-11-27T05:00:00Z'))['NY 00:00 / disabled']).toEqual({
      female: 'closed_for_night',
      male: 'no_guestlist',
    });
    expect((await states('2026-11-27T06:59:00Z'))['NY 23:00 / 02:00']).toEqual({
      female: 'closed_for_night',
      male: 'open',
    });
    expect((await states('2026-11-27T07:00:00Z'))['NY 23:00 / 02:00']).toEqual({
      female: 'closed_for_night',
      male: 'closed_for_night',
    });
  });

  test('closesAtInstant is the closing moment on the club wall clock', async () => {
    t.setNow(NOW);
    const body = await list(`?date=${date}&gender=female`);
    const instants = Object.fromEntries(
      body.clubs.map((club) => [
        club.name,
        [club.guestlistOptions.female.closesAtInstant, club.guestlistOptions.male.closesAtInstant],
      ]),
    );
    expect(instants['NY 23:00 / 02:00']).toEqual(['2026-11-27T04:00:00.000Z', '2026-11-27T07:00:00.000Z']);
    expect(instants['NY 05:59 / 06:00']).toEqual(['2026-11-27T10:59:00.000Z', '2026-11-26T11:00:00.000Z']);
    expect(instants['London 23:00 / 01:30']).toEqual([
      '2026-11-26T23:00:00.000Z',
      '2026-11-27T01:30:00.000Z',
    ]);
    expect(instants['Tokyo 21:00 / 04:00']).toEqual(['2026-11-26T12:00:00.000Z', '2026-11-26T19:00:00.000Z']);
  });
});

describe('GET /api/clubs without a date', () => {
  afterAll(() => t.setNow(NOW));

  test('defaults to the next Thursday in the default time zone (America/New_York)', async () => {
    const cases: [now: string, expected: string][] = [
      ['2026-11-23T15:00:00Z', '2026-11-26'], // Monday
      ['2026-11-26T15:00:00Z', '2026-11-26'], // Thursday: today
      ['2026-11-26T04:59:00Z', '2026-11-26'], // Wednesday 23:59 in New York
      // Friday in UTC but still Thursday 22:00 in New York.
      ['2026-11-27T03:00:00Z', '2026-11-26'],
      ['2026-11-27T05:00:00Z', '2026-12-03'], // Friday 00:00 in New York
      ['2026-11-29T23:00:00Z', '2026-12-03'], // Sunday
      ['2026-12-30T12:00:00Z', '2026-12-31'], // across a month end
      ['2026-12-31T23:30:00Z', '2026-12-31'], // New Year's Eve (Thursday) in New York, 2027 in UTC
    ];
    for (const [now, expected] of cases) {
      t.setNow(new Date(now));
      expect((await list('')).date, `at ${now}`).toBe(expected);
    }
  });

  test('lists the clubs of that default date', async () => {
    const club = await insertClub(t.database.db, { name: 'Default Date Club' });
    await openGuestlistDates(t.database.db, club.id, ['2027-01-07']);
    await syncCatalog();
    t.setNow(new Date('2027-01-04T17:00:00Z')); // Monday
    const body = await list('?gender=male&type=nightclub');
    expect(body).toMatchObject({ date: '2027-01-07', gender: 'male', type: 'nightclub' });
    expect(names(body)).toEqual(['Default Date Club']);
  });

  test('uses DEFAULT_TIME_ZONE when it is set', async () => {
    const tokyo = await createTestApp({
      now: new Date('2026-11-26T16:00:00Z'),
      env: { DEFAULT_TIME_ZONE: 'Asia/Tokyo' },
    });
    try {
      // Thursday 11:00 in New York, but already Friday 01:00 in Tokyo.
      const response = await tokyo.app.inject('/api/clubs');
      expect(response.statusCode).toBe(200);
      expect(response.json().date).toBe('2026-12-03');
    } finally {
      await tokyo.close();
    }
  });
});

describe('GET /api/clubs for past dates', () => {
  test('dates before the in-memory snapshot window are read from the database', async () => {
    t.setNow(NOW);
    const db = t.database.db;
    const club = await insertClub(db, {
      name: 'Past Club',
      guestlistOptions: { female: option({ closesAt: '23:00' }), male: option({ enabled: false }) },
    });
    const weekend = await insertClub(db, { name: 'Past Weekend', activeDays: ['saturday'] });
    await openGuestlistDates(db, club.id, ['2026-11-12', '2026-11-19', '2026-11-26']);
    await openGuestlistDates(db, weekend.id, ['2026-11-19', '2026-11-21']);
    await syncCatalog();

    const lastWeek = await list('?date=2026-11-19');
    expect(names(lastWeek)).toEqual(['Past Club']);
    expect(lastWeek.clubs[0]!.guestlistOptions).toMatchObject({
      female: { state: 'closed_for_night', isAvailable: false, closesAtInstant: '2026-11-20T04:00:00.000Z' },
      male: { state: 'no_guestlist', isAvailable: false },
    });
    expect(names(await list('?date=2026-11-21'))).toEqual(['Past Weekend']);
    expect(names(await list('?date=2026-11-05'))).toEqual([]);
    expect(names(await list('?date=2020-02-29'))).toEqual([]);

    // A past date opened while the snapshot is warm shows at once: it is not in the snapshot.
    await openGuestlistDates(db, club.id, ['2026-11-05']);
    expect(names(await list('?date=2026-11-05'))).toEqual(['Past Club']);
    // Visibility still comes from the club: hiding it hides its past dates too.
    await db.update(clubs).set({ visible: false }).where(eq(clubs.id, club.id));
    await waitFor(
      'the hidden club to leave the past date',
      async () => (await list('?date=2026-11-05')).clubs.length === 0,
    );
  });
});

describe('GET /api/clubs rejects bad input with 400', () => {
  const expectBadRequest = async (query: string, parameters: string[]) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'invalid_request', error: 'Bad Request' });
    for (const name of parameters) expect(body.message).toContain(`"${name}"`);
    for (const name of ['date', 'gender', 'type', 'offset'].filter((n) => !parameters.includes(n))) {
      expect(body.message).not.toContain(`"${name}"`);
    }
    return body.message as string;
  };

  test.each([
    ['?date=2026-1-5', 'date'],
    ['?date=26-11-2026', 'date'],
    ['?date=2026-11-26T00:00:00Z', 'date'],
    ['?date=', 'date'],
    ['?date=2026-02-30', 'date'],
    ['?date=2026-13-01', 'date'],
    ['?date=2027-02-29', 'date'],
    ['?gender=other', 'gender'],
    ['?gender=FEMALE', 'gender'],
    ['?type=bar', 'type'],
    ['?type=', 'type'],
    ['?offset=-1', 'offset'],
    ['?offset=1.5', 'offset'],
    ['?offset=many', 'offset'],
  ])('%s names the %s parameter', async (query, parameter) => {
    const message = await expectBadRequest(query, [parameter]);
    expect(message).toContain('query parameter');
  });

  test('an impossible date says it must be a real calendar date', async () => {
    expect(await expectBadRequest('?date=2026-02-30', ['date'])).toMatch(/real calendar date/);
  });

  test('several bad parameters are all named in one answer', async () => {
    await expectBadRequest('?date=2026-02-30&gender=x&type=y', ['date', 'gender', 'type']);
    await expectBadRequest('?gender=x&type=y&date=2026-11-26', ['gender', 'type']);
  });

  test('a leap day is a real date', async () => {
    expect((await list('?date=2028-02-29')).date).toBe('2028-02-29');
  });
});

describe('GET /api/clubs for a city of clubs: paged and compressed', () => {
  // A Wednesday no other test lists.
  const date = '2027-01-06';
  const count = CLUBS_PAGE_SIZE * 2 + 5;
  beforeAll(async () => {
    const db = t.database.db;
    await db.insert(clubs).values(
      Array.from({ length: count }, (_, i) => ({
        ...clubFixture({ name: `City ${String(i).padStart(3, '0')}`, activeDays: ['wednesday'] }),
      })),
    );
    const ids = (await db.select({ id: clubs.id }).from(clubs).where(sql`${clubs.name} like 'City %'`)).map(
      (row) => row.id,
    );
    await db.insert(guestlistDates).values(ids.map((clubId) => ({ clubId, date })));
    await syncCatalog();
  });

  test('pages of CLUBS_PAGE_SIZE in the listing order, each saying the total and where the next starts', async () => {
    const first = await list(`?date=${date}`);
    expect(first.clubs).toHaveLength(CLUBS_PAGE_SIZE);
    expect(first).toMatchObject({ total: count, nextOffset: CLUBS_PAGE_SIZE });
    const second = await list(`?date=${date}&offset=${first.nextOffset}`);
    expect(second).toMatchObject({ total: count, nextOffset: CLUBS_PAGE_SIZE * 2 });
    const last = await list(`?date=${date}&offset=${second.nextOffset}`);
    expect(last.clubs).toHaveLength(5);
    expect(last.nextOffset).toBeNull();
    const all = [first, second, last].flatMap(names);
    expect(all).toEqual(Array.from({ length: count }, (_, i) => `City ${String(i).padStart(3, '0')}`));
    const past = await list(`?date=${date}&offset=${count + 10}`);
    expect(past).toMatchObject({ clubs: [], total: count, nextOffset: null });
  });

  test.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'answers %s to a client that takes it, the same JSON as uncompressed',
    async (encoding, decode) => {
      const plain = await get(`?date=${date}`);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/clubs?date=${date}`,
        headers: { 'accept-encoding': `${encoding}, identity;q=0.5` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  test('brotli is preferred when both are offered; nothing is compressed for a client that takes neither', async () => {
    const both = await t.app.inject({
      method: 'GET',
      url: `/api/clubs?date=${date}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const neither = await t.app.inject({
      method: 'GET',
      url: `/api/clubs?date=${date}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.json<ListClubsResponse>().clubs).toHaveLength(CLUBS_PAGE_SIZE);
  });

  test('each page is compressed once, not once per request', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    try {
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/clubs?date=${date}&offset=${CLUBS_PAGE_SIZE}`,
          headers: { 'accept-encoding': 'br' },
        });
        expect(response.headers['content-encoding']).toBe('br');
      }
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
    }
  });
});

describe('the snapshot cache follows database changes', () => {
  test('changes to a club or its guestlist dates show once their notification arrives', async () => {
    t.setNow(NOW);
    const date = '2026-12-24';
    const db = t.database.db;
    const club = await insertClub(db, { name: 'Cache Club', sortOrder: 1 });
    const other = await insertClub(db, { name: 'Cache Other', sortOrder: 2 });
    await openGuestlistDates(db, club.id, [date]);
    await openGuestlistDates(db, other.id, [date]);
    await syncCatalog();
    expect(names(await list(`?date=${date}`))).toEqual(['Cache Club', 'Cache Other']);
    // The test clock stands still, so only a notification can drop the warm snapshot.

    const listing = async (query = `?date=${date}`) => names(await list(query)).join(',');
    const until = (description: string, query: string, expected: string) =>
      waitFor(description, async () => (await listing(query)) === expected);

    await db.execute(sql`update clubs set name = 'Cache Renamed' where id = ${club.id}`);
    await until('the rename', `?date=${date}`, 'Cache Renamed,Cache Other');

    await db.update(clubs).set({ sortOrder: 3 }).where(eq(clubs.id, club.id));
    await until('the new sort order', `?date=${date}`, 'Cache Other,Cache Renamed');

    await db.update(clubs).set({ visible: false }).where(eq(clubs.id, other.id));
    await until('the hidden club to go', `?date=${date}`, 'Cache Renamed');

    await db
      .update(clubs)
      .set({ guestlistOptions: { female: option({ enabled: false }), male: option() } })
      .where(eq(clubs.id, club.id));
    await until('the female list to be disabled', `?date=${date}`, '');
    expect(await listing(`?date=${date}&gender=male`)).toBe('Cache Renamed');

    await db.update(clubs).set({ visible: true }).where(eq(clubs.id, other.id));
    await until('the club to be visible again', `?date=${date}`, 'Cache Other');

    await db
      .delete(guestlistDates)
      .where(and(eq(guestlistDates.clubId, other.id), eq(guestlistDates.date, date)));
    await until('the closed date to go', `?date=${date}`, '');

    await openGuestlistDates(db, other.id, ['2026-12-31']);
    await until('the newly opened date', '?date=2026-12-31', 'Cache Other');

    await db.execute(sql`update guestlist_dates set date = '2027-01-14' where club_id = ${other.id}`);
    await until('the moved date', '?date=2027-01-14', 'Cache Other');
    expect(await listing('?date=2026-12-31')).toBe('');

    await db.delete(clubs).where(eq(clubs.id, other.id));
    await until('the deleted club to go', '?date=2027-01-14', '');
  });
});

describe('other API routes', () => {
  test('an unknown /api path is a 404 JSON error', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api/clubs/123/nope'],
      ['POST', '/api/clubs'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found', error: 'Not Found' });
      expect(response.json().message).toContain(url);
    }
  });

  test('GET /api/health reports the database', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(t.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  test('the clubs listing is not cacheable without revalidation', async () => {
    const response = await get(`?date=${SENTINEL_DATE}`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
