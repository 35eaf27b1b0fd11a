import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_ACTIVE_RELEASE_ALERTS } from '../../shared/api/alerts-schema.ts';
import { addDays } from '../../shared/dates.ts';
import { ClubsCatalog } from '../clubs/clubs-catalog.ts';
import { clubs, notifications } from '../db/schema.ts';
import { sendReleaseNotices } from '../reminders/scheduled-notifications.ts';
import { guestlistOptionFixture, insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMember, createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait.ts';
import { ALERT_MESSAGES } from './release-alerts-routes.ts';

// Monday 23 November 2026, noon in New York.
const NOW = new Date('2026-11-23T17:00:00Z');
const SATURDAY = '2026-11-28';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

const put = (member: Member | null, date: string, gender = 'female') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/release-alerts/${date}/${gender}`,
    headers: member ? { cookie: member.cookie } : {},
  });
const remove = (member: Member | null, date: string, gender = 'female') =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/release-alerts/${date}/${gender}`,
    headers: member ? { cookie: member.cookie } : {},
  });
const list = async (member: Member) =>
  (await t.app.inject({ url: '/api/release-alerts', headers: { cookie: member.cookie } })).json().alerts;

const released = async (member: Member) =>
  t.database.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, member.id));

/** One process's run of the release job, reading the clubs as they are now. */
const runReleases = () => sendReleaseNotices(t.database.db, new ClubsCatalog(t.database.db, () => NOW), NOW);

describe('/api/release-alerts', () => {
  test('signed-out visitors are refused', async () => {
    for (const response of [
      await t.app.inject({ url: '/api/release-alerts' }),
      await put(null, SATURDAY),
      await remove(null, SATURDAY),
    ])
      expect(response.statusCode).toBe(401);
  });

  test('a member signs up for a night, sees it, signs up again harmlessly and turns it off', async () => {
    const member = await createMember(t.database.db);
    const created = await put(member, SATURDAY);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      date: SATURDAY,
      gender: 'female',
      createdAt: NOW.toISOString(),
      notifiedAt: null,
    });
    expect((await put(member, SATURDAY)).statusCode).toBe(200);
    expect(await list(member)).toHaveLength(1);

    expect((await remove(member, SATURDAY)).statusCode).toBe(204);
    expect(await list(member)).toEqual([]);
    const again = await remove(member, SATURDAY);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ALERT_MESSAGES.notFound);
  });

  test('members see and turn off only their own alerts', async () => {
    const [owner, other] = await createMembers(t.database.db, 2);
    expect((await put(owner!, '2026-11-29', 'male')).statusCode).toBe(201);
    expect(await list(other!)).toEqual([]);
    expect((await remove(other!, '2026-11-29', 'male')).statusCode).toBe(404);
    expect(await list(owner!)).toHaveLength(1);
  });

  test('refuses a malformed, past or far-off night and an unknown gender, saying what to fix', async () => {
    const member = await createMember(t.database.db);
    const cases: [string, string, number, string][] = [
      ['2026-02-30', 'female', 400, 'must be a real calendar date written as YYYY-MM-DD, e.g. 2026-11-26'],
      [SATURDAY, 'other', 400, 'must be one of: female, male'],
      ['2026-11-21', 'female', 400, ALERT_MESSAGES.datePassed],
      [addDays('2026-11-23', 91), 'female', 400, ALERT_MESSAGES.tooFarAhead],
    ];
    for (const [date, gender, status, message] of cases) {
      const response = await put(member, date, gender);
      expect(response.statusCode, `${date} ${gender}`).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect(await list(member)).toEqual([]);
  });

  test(`a member may wait on ${MAX_ACTIVE_RELEASE_ALERTS} nights at once`, async () => {
    const member = await createMember(t.database.db);
    for (let day = 0; day < MAX_ACTIVE_RELEASE_ALERTS; day += 1)
      expect((await put(member, addDays('2027-01-10', day))).statusCode).toBe(201);
    const refused = await put(member, addDays('2027-01-10', MAX_ACTIVE_RELEASE_ALERTS));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'too_many_alerts', message: ALERT_MESSAGES.tooMany });
    // One already waiting is still answered.
    expect((await put(member, '2027-01-10')).statusCode).toBe(200);
  });
});

describe('"guestlist released" notices', () => {
  test('members waiting on a night hear once when a list they can join opens; others do not', async () => {
    const date = '2026-12-04';
    const [lady, man, early] = await createMembers(t.database.db, 3);
    expect((await put(lady!, date, 'female')).statusCode).toBe(201);
    expect((await put(man!, date, 'male')).statusCode).toBe(201);
    expect((await put(early!, date, 'female')).statusCode).toBe(201);

    expect(await runReleases()).toBe(0);

    // A ladies-only list, a hidden club and a list that never opens that night tell nobody.
    const hidden = await insertClub(t.database.db, { name: 'Backroom', visible: false });
    await openGuestlistDates(t.database.db, hidden.id, [date]);
    const ladiesOnly = await insertClub(t.database.db, {
      name: 'Lotus',
      guestlistOptions: {
        female: guestlistOptionFixture(),
        male: guestlistOptionFixture({ enabled: false }),
      },
    });
    expect(await runReleases()).toBe(0);
    await openGuestlistDates(t.database.db, ladiesOnly.id, [date]);

    expect(await runReleases()).toBe(2);
    const notice = {
      title: 'Guestlists are out for Fri, Dec 4',
      body: 'Lotus opened its list for ladies. Join before it fills up.',
      link: `/?date=${date}&gender=female`,
    };
    expect(await released(lady!)).toEqual([notice]);
    expect(await released(early!)).toEqual([notice]);
    expect(await released(man!)).toEqual([]);
    expect((await list(lady!))[0].notifiedAt).toBe(NOW.toISOString());

    // Told once: more clubs opening do not tell them again...
    const second = await insertClub(t.database.db, { name: 'Apex' });
    await openGuestlistDates(t.database.db, second.id, [date]);
    expect(await runReleases()).toBe(1);
    expect(await released(lady!)).toHaveLength(1);
    expect(await released(man!)).toEqual([
      {
        title: 'Guestlists are out for Fri, Dec 4',
        body: 'Apex opened its list for men. Join before it fills up.',
        link: `/?date=${date}&gender=male`,
      },
    ]);
    // ...unless they sign up again.
    expect((await put(lady!, date, 'female')).statusCode).toBe(201);
    expect(await runReleases()).toBe(1);
    expect((await released(lady!)).map((n) => n.body)).toContain(
      'Apex and Lotus opened their lists for ladies. Join before they fill up.',
    );
    await t.database.db.update(clubs).set({ visible: false }).where(eq(clubs.id, second.id));
  });

  test('processes running at once tell each member exactly once', async () => {
    const date = '2026-12-05';
    const members = await createMembers(t.database.db, 12);
    for (const member of members) expect((await put(member, date)).statusCode).toBe(201);
    const club = await insertClub(t.database.db, { name: 'Prism' });
    await openGuestlistDates(t.database.db, club.id, [date]);
    const counts = await Promise.all([runReleases(), runReleases(), runReleases()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    for (const member of members) expect(await released(member)).toHaveLength(1);
  });

  test('a list already closed for the night tells nobody', async () => {
    const member = await createMember(t.database.db);
    // Monday 23 November: the list closes at 11:00 New York time, before NOW (12:00).
    expect((await put(member, '2026-11-23')).statusCode).toBe(201);
    const club = await insertClub(t.database.db, {
      name: 'Brunch Club',
      guestlistOptions: {
        female: guestlistOptionFixture({ closesAt: '11:00' }),
        male: guestlistOptionFixture({ closesAt: '11:00' }),
      },
    });
    await openGuestlistDates(t.database.db, club.id, ['2026-11-23']);
    expect(await runReleases()).toBe(0);
    expect(await released(member)).toEqual([]);
  });
});

describe('in a running server', () => {
  test('opening a date wakes the job at once: the member is told without waiting for the poll', async () => {
    const live = await createTestApp({ now: NOW, deliveries: 'auto' });
    try {
      const member = await createMember(live.database.db);
      const response = await live.app.inject({
        method: 'PUT',
        url: '/api/release-alerts/2026-12-11/female',
        headers: { cookie: member.cookie },
      });
      expect(response.statusCode).toBe(201);
      const club = await insertClub(live.database.db, { name: 'Nova' });
      await openGuestlistDates(live.database.db, club.id, ['2026-12-11']);
      const told = await waitFor('the release notice', async () => {
        const rows = await live.database.db
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(eq(notifications.userId, member.id));
        return rows.length > 0 && rows;
      });
      expect(told).toEqual([{ kind: 'guestlist-released' }]);
    } finally {
      await live.close();
    }
  });
});
