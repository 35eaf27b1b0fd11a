import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppNotification, GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { auditLog, guestlistDates } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMembers, type Member } from '../testing/members.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Thursday afternoon in New York.
const NOW = new Date('2026-11-26T20:00:00Z');
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

let t: TestApp;
let asAdmin: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  asAdmin = callAs(t, await createAdmin(t.database.db));
});
afterAll(() => t?.close());

const newClub = (name: string) => insertClub(t.database.db, { name, waitlistMode: 'immediate' });

async function join(member: Member, clubId: string, ladies: number, men = 0): Promise<GuestlistEntry> {
  const response = await callAs(t, member)('POST', '/api/guestlist-entries', {
    clubId,
    date: FRIDAY,
    ladies,
    men,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const entry = async (member: Member, id: string): Promise<GuestlistEntry> =>
  (await callAs(t, member)('GET', `/api/guestlist-entries/${id}`)).json();

const notificationsOf = async (member: Member): Promise<AppNotification[]> =>
  (await callAs(t, member)('GET', '/api/notifications')).json().notifications;

const auditOf = (clubId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, clubId), eq(auditLog.action, action)));

describe('POST /api/admin/clubs/:clubId/dates', () => {
  test('opens many dates at once with a capacity, answers the new ones and logs it', async () => {
    const club = await newClub('Pattern Club');
    const dates = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-12-03'];
    const response = await asAdmin('POST', `/api/admin/clubs/${club.id}/dates`, {
      dates,
      capacityFemale: 50,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.opened).toEqual(dates);
    expect(body.dates).toHaveLength(4);
    expect(body.dates[0]).toEqual({
      date: THURSDAY,
      capacityFemale: 50,
      capacityMale: null,
      confirmed: { ladies: 0, men: 0 },
      waitlisted: { ladies: 0, men: 0 },
      activeEntries: 0,
    });
    const [logged] = await auditOf(club.id, 'guestlist-date.open');
    expect(logged).toMatchObject({ summary: 'Opened 4 dates at Pattern Club (ladies 50, men unlimited)' });
    expect(logged?.details).toMatchObject({ opened: dates });
  });

  test('already open dates keep their capacity unless one is given', async () => {
    const club = await newClub('Keep Club');
    await t.database.db.insert(guestlistDates).values({ clubId: club.id, date: FRIDAY, capacityFemale: 10 });
    const again = await asAdmin('POST', `/api/admin/clubs/${club.id}/dates`, {
      dates: [FRIDAY, '2026-11-28'],
    });
    expect(again.json().opened).toEqual(['2026-11-28']);
    expect(again.json().dates[0]).toMatchObject({ date: FRIDAY, capacityFemale: 10 });

    const withCapacity = await asAdmin('POST', `/api/admin/clubs/${club.id}/dates`, {
      dates: [FRIDAY],
      capacityMale: 30,
    });
    expect(withCapacity.json()).toMatchObject({
      opened: [],
      dates: [{ date: FRIDAY, capacityFemale: 10, capacityMale: 30 }],
    });
    const summaries = (await auditOf(club.id, 'guestlist-date.open')).map((row) => row.summary);
    expect(summaries).toContain('Changed the capacity of 1 date already open at Keep Club');
  });

  test('dates that have passed in the club’s time zone are refused by name; nothing opens', async () => {
    const club = await newClub('Past Club');
    const response = await asAdmin('POST', `/api/admin/clubs/${club.id}/dates`, {
      dates: ['2026-11-24', '2026-11-25', FRIDAY],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'date_passed',
      message:
        'These dates have already passed at Past Club: Tue, Nov 24; Wed, Nov 25. Pick tonight or a later date.',
    });
    const listed = await asAdmin('GET', `/api/admin/clubs/${club.id}/dates?from=2026-11-01&to=2026-12-31`);
    expect(listed.json().dates).toEqual([]);
  });

  test('invalid bodies say what to fix', async () => {
    const club = await newClub('Invalid Club');
    const empty = await asAdmin('POST', `/api/admin/clubs/${club.id}/dates`, { dates: [] });
    expect(empty.json().message).toBe('Pick at least one date.');
    const bad = await asAdmin('POST', `/api/admin/clubs/${club.id}/dates`, {
      dates: ['2026-02-30'],
      capacityFemale: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'dates.0', message: 'must be a real calendar date written as YYYY-MM-DD, e.g. 2026-11-26' },
        { path: 'capacityFemale', message: 'must be 0 or more' },
      ]),
    );
    const unknown = await asAdmin('POST', '/api/admin/clubs/00000000-0000-4000-8000-000000000000/dates', {
      dates: [FRIDAY],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/admin/clubs/:clubId/dates', () => {
  test('counts people on the list and waiting by gender, and active entries', async () => {
    const club = await newClub('Count Club');
    await t.database.db.insert(guestlistDates).values({ clubId: club.id, date: FRIDAY, capacityFemale: 3 });
    const [a, b, c] = await createMembers(t.database.db, 3);
    await join(a!, club.id, 2, 1);
    await join(b!, club.id, 2, 2);
    const cancelled = await join(c!, club.id, 1);
    await callAs(t, c)('POST', `/api/guestlist-entries/${cancelled.id}/cancel`);
    const response = await asAdmin('GET', `/api/admin/clubs/${club.id}/dates?from=${FRIDAY}&to=${FRIDAY}`);
    expect(response.json()).toEqual({
      clubId: club.id,
      dates: [
        {
          date: FRIDAY,
          capacityFemale: 3,
          capacityMale: null,
          confirmed: { ladies: 2, men: 1 },
          waitlisted: { ladies: 2, men: 2 },
          activeEntries: 2,
        },
      ],
    });
  });

  test('a reversed or too long range is refused with what to fix', async () => {
    const club = await newClub('Range Club');
    const reversed = await asAdmin('GET', `/api/admin/clubs/${club.id}/dates?from=2026-12-01&to=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(
      'The range must start on or before its end: "from" (2026-12-01) is after "to" (2026-11-01).',
    );
    const long = await asAdmin('GET', `/api/admin/clubs/${club.id}/dates?from=2026-01-01&to=2027-03-01`);
    expect(long.json()).toMatchObject({
      code: 'range_too_long',
      message: 'Ask for at most 400 days at a time; this range spans 424.',
    });
    const missing = await asAdmin('GET', `/api/admin/clubs/${club.id}/dates?from=2026-01-01`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0].path).toBe('to');
  });
});

describe('GET /api/admin/clubs/:clubId/next-open-date', () => {
  const nextOpen = async (clubId: string) => {
    const response = await asAdmin('GET', `/api/admin/clubs/${clubId}/next-open-date`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  test('a closed tonight gives the next open date; an open tonight gives tonight', async () => {
    const club = await newClub('Next Open Club');
    // Wednesday has passed; Thursday (tonight) is closed; Friday and Saturday are open.
    await openGuestlistDates(t.database.db, club.id, ['2026-11-25', FRIDAY, '2026-11-28']);
    expect(await nextOpen(club.id)).toEqual({ clubId: club.id, tonight: THURSDAY, date: FRIDAY });
    await openGuestlistDates(t.database.db, club.id, [THURSDAY]);
    expect(await nextOpen(club.id)).toEqual({ clubId: club.id, tonight: THURSDAY, date: THURSDAY });
  });

  test('nothing open from tonight on is null, past nights do not count; before 06:00 it is still last night', async () => {
    const club = await newClub('Past Only Club');
    await openGuestlistDates(t.database.db, club.id, ['2026-11-20', '2026-11-25']);
    expect(await nextOpen(club.id)).toEqual({ clubId: club.id, tonight: THURSDAY, date: null });
    await openGuestlistDates(t.database.db, club.id, [THURSDAY, '2026-12-24']);
    // 02:00 on Friday in New York: Thursday's night is still going.
    t.setNow(new Date('2026-11-27T07:00:00Z'));
    try {
      expect(await nextOpen(club.id)).toEqual({ clubId: club.id, tonight: THURSDAY, date: THURSDAY });
      t.setNow(new Date('2026-11-27T12:00:00Z'));
      expect(await nextOpen(club.id)).toEqual({ clubId: club.id, tonight: FRIDAY, date: '2026-12-24' });
    } finally {
      t.setNow(NOW);
    }
  });

  test('an unknown club is a 404', async () => {
    const unknown = await asAdmin(
      'GET',
      '/api/admin/clubs/00000000-0000-4000-8000-000000000000/next-open-date',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/clubs/:clubId/dates/:date', () => {
  test('raising the capacity promotes waitlisted parties in queue order and tells them', async () => {
    const club = await newClub('Raise Club');
    await t.database.db.insert(guestlistDates).values({ clubId: club.id, date: FRIDAY, capacityFemale: 2 });
    const [a, b, c, d] = await createMembers(t.database.db, 4);
    await join(a!, club.id, 2);
    const big = await join(b!, club.id, 3);
    const small = await join(c!, club.id, 1);
    const last = await join(d!, club.id, 2);

    // Two more spots: the party of 3 first in line does not fit, and nobody jumps it.
    const first = await asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/${FRIDAY}`, {
      capacityFemale: 4,
      capacityMale: null,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await entry(b!, big.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

    const raised = await asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/${FRIDAY}`, {
      capacityFemale: 6,
      capacityMale: null,
    });
    expect(raised.json()).toMatchObject({
      capacityFemale: 6,
      confirmed: { ladies: 6 },
      waitlisted: { ladies: 2 },
      activeEntries: 4,
    });
    expect(await entry(b!, big.id)).toMatchObject({ status: 'confirmed' });
    expect(await entry(c!, small.id)).toMatchObject({ status: 'confirmed' });
    expect(await entry(d!, last.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const promoted = async (member: Member) =>
      (await notificationsOf(member)).find((n) => n.kind === 'guestlist-promoted');
    expect(await promoted(c!)).toBeDefined();
    expect(await promoted(b!)).toMatchObject({
      title: "A spot opened: you're on the list at Raise Club",
    });
    expect((await notificationsOf(d!)).map((n) => n.kind)).toEqual(['guestlist-waitlisted']);

    // Unlimited lets everyone in.
    await asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/${FRIDAY}`, {
      capacityFemale: null,
      capacityMale: null,
    });
    expect(await entry(d!, last.id)).toMatchObject({ status: 'confirmed' });

    const logged = await auditOf(club.id, 'guestlist-date.capacity');
    expect(logged.map((row) => row.summary)).toEqual([
      'Set the capacity of Fri, Nov 27 at Raise Club: ladies 4, men unlimited',
      'Set the capacity of Fri, Nov 27 at Raise Club: ladies 6, men unlimited',
      'Set the capacity of Fri, Nov 27 at Raise Club: ladies unlimited, men unlimited',
    ]);
    expect(logged[1]?.details).toMatchObject({
      before: { capacityFemale: 4 },
      after: { capacityFemale: 6 },
      promoted: 2,
    });
  });

  test('lowering keeps everyone confirmed; a date not open is a 404; a past night is refused', async () => {
    const club = await newClub('Lower Club');
    await openGuestlistDates(t.database.db, club.id, [FRIDAY]);
    const [a] = await createMembers(t.database.db, 1);
    const joined = await join(a!, club.id, 3);
    const lowered = await asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/${FRIDAY}`, {
      capacityFemale: 1,
      capacityMale: 0,
    });
    expect(lowered.json()).toMatchObject({ capacityFemale: 1, capacityMale: 0, confirmed: { ladies: 3 } });
    expect(await entry(a!, joined.id)).toMatchObject({ status: 'confirmed' });

    const notOpen = await asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/2026-12-24`, {
      capacityFemale: 1,
      capacityMale: 1,
    });
    expect(notOpen.statusCode).toBe(404);
    expect(notOpen.json()).toMatchObject({
      code: 'date_not_open',
      message: 'The guestlist of Lower Club is not open on Thu, Dec 24. Open the date first.',
    });
    await openGuestlistDates(t.database.db, club.id, ['2026-11-20']);
    const past = await asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/2026-11-20`, {
      capacityFemale: 1,
      capacityMale: 1,
    });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(
      'Fri, Nov 20 has already passed: its list is kept as it was for the records.',
    );
    const badDate = await asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/2026-13-01`, {
      capacityFemale: 1,
      capacityMale: 1,
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields[0]).toMatchObject({ path: 'date' });
  });
});

describe('DELETE /api/admin/clubs/:clubId/dates/:date', () => {
  test('with entries it asks first and changes nothing; confirmed, it cancels and tells each member', async () => {
    const club = await newClub('Close Club');
    await t.database.db.insert(guestlistDates).values({ clubId: club.id, date: FRIDAY, capacityFemale: 3 });
    const [a, b, c] = await createMembers(t.database.db, 3);
    const one = await join(a!, club.id, 2, 1);
    const two = await join(b!, club.id, 2);
    const three = await join(c!, club.id, 1, 1);

    const asked = await asAdmin('DELETE', `/api/admin/clubs/${club.id}/dates/${FRIDAY}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'date_has_entries',
      message:
        '3 parties (7 people) are on this list. Closing the date cancels their entries and tells them.',
    });
    expect(await entry(a!, one.id)).toMatchObject({ status: 'confirmed' });
    expect(await auditOf(club.id, 'guestlist-date.close')).toEqual([]);

    const closed = await asAdmin('DELETE', `/api/admin/clubs/${club.id}/dates/${FRIDAY}?confirm=true`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ closed: true, cancelledEntries: 3 });
    for (const [member, id] of [
      [a!, one.id],
      [b!, two.id],
      [c!, three.id],
    ] as const) {
      expect(await entry(member, id)).toMatchObject({ status: 'cancelled' });
    }
    // Same test clock as the join: find the notice by kind rather than by position.
    const closedNotice = async (member: Member) =>
      (await notificationsOf(member)).find((n) => n.kind === 'guestlist-night-closed');
    expect(await closedNotice(a!)).toMatchObject({
      title: 'Close Club closed its guestlist for Fri, Nov 27',
      body: 'Your entry (2 ladies, 1 man) is cancelled. Pick another club for the night on the home page.',
      link: '/',
    });
    expect(await closedNotice(b!)).toBeDefined();
    expect(await closedNotice(c!)).toBeDefined();
    const listed = await asAdmin('GET', `/api/admin/clubs/${club.id}/dates?from=${FRIDAY}&to=${FRIDAY}`);
    expect(listed.json().dates).toEqual([]);
    const [logged] = await auditOf(club.id, 'guestlist-date.close');
    expect(logged).toMatchObject({ summary: 'Closed Fri, Nov 27 at Close Club and cancelled 3 entries' });

    // Joining the closed night is refused as for any date not open.
    const [d] = await createMembers(t.database.db, 1);
    const late = await callAs(t, d)('POST', '/api/guestlist-entries', {
      clubId: club.id,
      date: FRIDAY,
      ladies: 1,
      men: 0,
    });
    expect(late.statusCode).toBe(409);
  });

  test('a date without entries closes at once; one person reads in the singular; a closed date is a 404', async () => {
    const club = await newClub('Quiet Club');
    await openGuestlistDates(t.database.db, club.id, [FRIDAY, '2026-11-28']);
    const closed = await asAdmin('DELETE', `/api/admin/clubs/${club.id}/dates/2026-11-28`);
    expect(closed.json()).toEqual({ closed: true, cancelledEntries: 0 });
    const again = await asAdmin('DELETE', `/api/admin/clubs/${club.id}/dates/2026-11-28`);
    expect(again.statusCode).toBe(404);

    const [a] = await createMembers(t.database.db, 1);
    await join(a!, club.id, 1);
    const asked = await asAdmin('DELETE', `/api/admin/clubs/${club.id}/dates/${FRIDAY}?confirm=false`);
    expect(asked.json().message).toBe(
      '1 party (1 person) is on this list. Closing the date cancels their entries and tells them.',
    );
  });
});
