import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember } from '../testing/members.ts';
import { arrivalOf, reservationApi } from '../testing/reservations.ts';
import { createTestApp } from '../testing/test-app.ts';
import { TEST_CLOCK_HEADER } from './test-clock.ts';

// Thursday afternoon in New York; Friday's table is due at 23:00, and only then can it be completed.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const ON_THE_NIGHT = { [TEST_CLOCK_HEADER]: arrivalOf(FRIDAY).toISOString() };

async function setUp(testClock: 'on' | 'off') {
  const t = await createTestApp({ now: NOW, env: { TEST_CLOCK: testClock } });
  const club = await insertClub(t.database.db, { reservationsEnabled: true, reservationCashback: 10 });
  const api = reservationApi(t, { clubId: club.id, date: FRIDAY, tableTypeId: null, partySize: 2 });
  const admin = await createAdmin(t.database.db);
  const confirmedTable = async () => {
    const { id } = (await api.create(await createMember(t.database.db))).json();
    await api.setStatus(admin, id, { status: 'confirmed' });
    return id as string;
  };
  const complete = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/status`,
      headers: { cookie: admin.cookie, ...headers },
      payload: { status: 'completed', amountSpent: 100 },
    });
  return { t, confirmedTable, complete };
}

describe('TEST_CLOCK=on', () => {
  let app: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    app = await setUp('on');
  });
  afterAll(() => app?.t.close());

  test('a request with X-Test-Clock is served at that instant; the requests beside it keep the clock', async () => {
    const [early, onTheNight] = [await app.confirmedTable(), await app.confirmedTable()];
    const [refused, done] = await Promise.all([app.complete(early), app.complete(onTheNight, ON_THE_NIGHT)]);
    expect(refused.statusCode).toBe(409);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().statusHistory.at(-1).at).toBe(ON_THE_NIGHT[TEST_CLOCK_HEADER]);
  });

  test('the clubs listing (which the assistant reads) is served at that instant too', async () => {
    const club = await insertClub(app.t.database.db, { name: 'Late Club' });
    await openGuestlistDates(app.t.database.db, club.id, [FRIDAY]);
    const state = async (headers: Record<string, string>) => {
      const response = await app.t.app.inject({ url: `/api/clubs?date=${FRIDAY}&gender=female`, headers });
      const listed = response.json().clubs.find((c: { id: string }) => c.id === club.id);
      return listed.guestlistOptions.female.state;
    };
    // Friday's list closes at 23:00, before the table's arrival: closed at that instant, open now.
    expect(await state(ON_THE_NIGHT)).toBe('closed_for_night');
    expect(await state({})).toBe('open');
  });

  test('a header that is not an instant is ignored', async () => {
    const id = await app.confirmedTable();
    expect((await app.complete(id, { [TEST_CLOCK_HEADER]: 'tomorrow' })).statusCode).toBe(409);
  });
});

describe('TEST_CLOCK=off (the default)', () => {
  let app: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    app = await setUp('off');
  });
  afterAll(() => app?.t.close());

  test('the header changes nothing', async () => {
    const id = await app.confirmedTable();
    expect((await app.complete(id, ON_THE_NIGHT)).statusCode).toBe(409);
  });
});
