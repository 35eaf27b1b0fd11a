import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DoorPass } from '../../shared/api/door-schema.ts';
import { guestlistDates } from '../db/schema.ts';
import {
  createDoorStaff,
  doorApi,
  insertEntryRow,
  insertReservationRow,
  nameMember,
} from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Friday 23:14 in New York.
const NOW = new Date('2026-11-28T04:14:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let clubId: string;
let staff: Member;
let door: ReturnType<typeof doorApi>;
let jessicaPhone: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const db = t.database.db;
  clubId = (await insertClub(db, { name: 'Neon Room', sortOrder: 20 })).id;
  await db.insert(guestlistDates).values({ clubId, date: FRIDAY, capacityFemale: 50, capacityMale: 30 });
  staff = await createDoorStaff(db);
  door = doorApi(t, staff, { clubId, date: FRIDAY });

  const jessica = await createMember(db);
  jessicaPhone = await nameMember(db, jessica, 'Jessica', 'Smith');
  await insertEntryRow(db, {
    userId: jessica.id,
    clubId,
    date: FRIDAY,
    ladies: 2,
    men: 1,
    guestNames: ['Tom Hardy'],
  });
  const jessie = await createMember(db);
  await nameMember(db, jessie, 'Jessie', 'Brown');
  await insertEntryRow(db, {
    userId: jessie.id,
    clubId,
    date: FRIDAY,
    ladies: 1,
    men: 0,
    status: 'waitlisted',
  });
  const carl = await createMember(db);
  await nameMember(db, carl, 'Carl', 'Jessup');
  await insertReservationRow(db, { userId: carl.id, clubId, date: FRIDAY, partySize: 5 });
  // Requested tables are not expected; cancelled entries are not either.
  const dana = await createMember(db);
  await nameMember(db, dana, 'Dana', 'White');
  await insertReservationRow(db, {
    userId: dana.id,
    clubId,
    date: FRIDAY,
    partySize: 8,
    status: 'requested',
  });
  await insertEntryRow(db, { userId: dana.id, clubId, date: FRIDAY, ladies: 4, status: 'cancelled' });
  // Another night and another club never show.
  await insertEntryRow(db, { userId: carl.id, clubId, date: '2026-11-28', ladies: 1 });
  const other = await insertClub(db, { name: 'Velvet', sortOrder: 10 });
  await insertEntryRow(db, { userId: jessie.id, clubId: other.id, date: FRIDAY, ladies: 1 });
});
afterAll(() => t?.close());

const names = (results: DoorPass[]) => results.map((r) => r.holderName);

describe('GET /api/door/search', () => {
  test('by name: that club and night only, admissible passes first', async () => {
    const response = await door.search('jess');
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: DoorPass[] };
    expect(names(results)).toEqual(['Carl Jessup', 'Jessica Smith', 'Jessie Brown']);
    expect(results.map((r) => r.kind)).toEqual(['reservation', 'guestlist', 'guestlist']);
    expect(results.every((r) => r.clubId === clubId && r.date === FRIDAY)).toBe(true);
  });

  test('by a guest’s name, by several words, and by phone digits', async () => {
    expect(names((await door.search('hardy')).json().results)).toEqual(['Jessica Smith']);
    expect(names((await door.search('jessica smi')).json().results)).toEqual(['Jessica Smith']);
    const lastDigits = jessicaPhone.slice(-6);
    const byPhone = (await door.search(`${lastDigits.slice(0, 3)}-${lastDigits.slice(3)}`)).json().results;
    expect(names(byPhone)).toEqual(['Jessica Smith']);
    expect(byPhone[0].phoneLast4).toBe(jessicaPhone.slice(-4));
  });

  test('finds cancelled passes too (the door must be able to say why), and wildcards are literal', async () => {
    const dana = (await door.search('dana')).json().results as DoorPass[];
    expect(dana.map((r) => r.status).sort()).toEqual(['cancelled', 'requested']);
    expect((await door.search('%%')).json().results).toEqual([]);
  });

  test('a short query says what to type', async () => {
    const response = await door.search('j');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Type at least 2 letters or digits\.$/);
  });
});

describe('GET /api/door/nights/:clubId/:date', () => {
  test('capacity, people expected and arrivals, live', async () => {
    const before = (await door.night()).json();
    expect(before).toEqual({
      club: { id: clubId, name: 'Neon Room', timeZone: 'America/New_York' },
      date: FRIDAY,
      capacity: { female: 50, male: 30 },
      expected: { ladies: 2, men: 1, reservations: 5 },
      arrived: { guestlist: 0, reservations: 0, total: 0 },
    });
    const [jessica] = (await door.search('jessica')).json().results as DoorPass[];
    const [carl] = (await door.search('carl')).json().results as DoorPass[];
    await door.checkIn({ passId: jessica!.id, passKind: 'guestlist', people: 2 });
    await door.checkIn({ passId: carl!.id, passKind: 'reservation', people: 3 });
    expect((await door.night()).json().arrived).toEqual({ guestlist: 2, reservations: 3, total: 5 });
  });

  test('an unknown club is a 404', async () => {
    const response = await doorApi(t, staff, { clubId: crypto.randomUUID(), date: FRIDAY }).night();
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/door/clubs', () => {
  const tonightAt = async (now: Date) => {
    t.setNow(now);
    const response = await t.app.inject({ url: '/api/door/clubs', headers: { cookie: staff.cookie } });
    t.setNow(NOW);
    return response.json().clubs as { name: string; tonight: string }[];
  };

  test('visible clubs in listing order, each with tonight on its own clock', async () => {
    const clubs = await tonightAt(NOW);
    expect(clubs.map((c) => c.name)).toEqual(['Velvet', 'Neon Room']);
    expect(clubs[0]).toMatchObject({ timeZone: 'America/New_York', tonight: FRIDAY });
  });

  test('before 06:00 it is still the previous date’s night; from 06:00 the new date', async () => {
    // 05:59 and 06:00 on Saturday in New York.
    expect((await tonightAt(new Date('2026-11-28T10:59:00Z')))[0]!.tonight).toBe(FRIDAY);
    expect((await tonightAt(new Date('2026-11-28T11:00:00Z')))[0]!.tonight).toBe('2026-11-28');
  });
});

describe('who may use the door', () => {
  test('signed out is 401, a member 403; door staff and admins get in', async () => {
    const member = await createMember(t.database.db);
    const admin = await createAdmin(t.database.db);
    const requests = (who: Member | null) => {
      const api = doorApi(t, who, { clubId, date: FRIDAY });
      return [
        api.checkIn({ token: 'x' }),
        api.undo(crypto.randomUUID()),
        api.search('jess'),
        api.night(),
        t.app.inject({ url: '/api/door/clubs', headers: who ? { cookie: who.cookie } : {} }),
      ];
    };
    expect((await Promise.all(requests(null))).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const refused = await Promise.all(requests(member));
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0]!.json().message).toMatch(/Only door staff can do this/);
    for (const who of [staff, admin]) {
      expect((await Promise.all(requests(who))).map((r) => r.statusCode)).toEqual([200, 404, 200, 200, 200]);
    }
  });
});
