import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClubNightResponse } from '../../shared/api/clubs-schema.ts';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates, guestlistEntries } from '../db/schema.ts';
import { insertClub, openGuestlistDates, guestlistOptionFixture as option } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Thursday 2026-11-26, 10:00 in New York (the clubs' time zone).
const NOW = new Date('2026-11-26T15:00:00Z');
const TONIGHT = '2026-11-26';
const FRIDAY = '2026-11-27';

let t: TestApp;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    maxPartySize: 4,
    guestlistOptions: {
      female: option({ details: 'Ladies free before midnight', closesAt: '23:30' }),
      male: option({ enabled: false }),
    },
  });
  clubId = club.id;
  await openGuestlistDates(t.database.db, clubId, [TONIGHT, FRIDAY, '2026-11-25']);
});
afterAll(() => t?.close());

async function join(member: Member, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: member.cookie, ...headers },
    payload: { clubId, date: FRIDAY, ladies: 1, men: 0, ...body },
  });
}

async function entriesOf(member: Member) {
  return t.database.db.select().from(guestlistEntries).where(eq(guestlistEntries.userId, member.id));
}

describe('POST /api/guestlist-entries refusals', () => {
  const refusals: [string, Record<string, unknown>, number, string, string][] = [
    ['an empty party', { ladies: 0, men: 0 }, 400, 'empty_party', 'Add at least one person to your party.'],
    [
      'a party above the club maximum',
      { ladies: 5 },
      400,
      'party_too_large',
      'Your party is larger than Neon Room allows on its guestlist (4 people). Contact the concierge for bigger groups.',
    ],
    [
      'men where the male option is not enabled',
      { ladies: 1, men: 1 },
      409,
      'no_guestlist_for_gender',
      'Neon Room has no guestlist for men on this night.',
    ],
    [
      'a date the club has not opened',
      { date: '2026-11-28' },
      409,
      'guestlist_not_open',
      'Neon Room has not opened its guestlist for this date.',
    ],
    [
      'a night that has passed (club time zone)',
      { date: '2026-11-25' },
      409,
      'date_passed',
      'This night has already passed. Pick an upcoming date.',
    ],
    [
      'an unknown club',
      { clubId: '00000000-0000-4000-8000-000000000000' },
      404,
      'club_not_found',
      'This club is not on Nightlist.',
    ],
  ];
  for (const [what, body, status, code, message] of refusals) {
    test(`refuses ${what}`, async () => {
      const member = await createMember(t.database.db);
      const response = await join(member, body);
      expect(response.json()).toMatchObject({ statusCode: status, code, message });
      expect(response.statusCode).toBe(status);
      expect(await entriesOf(member)).toEqual([]);
    });
  }

  test('refuses a hidden club as unknown', async () => {
    const hidden = await insertClub(t.database.db, { name: 'Hidden', visible: false });
    await openGuestlistDates(t.database.db, hidden.id, [FRIDAY]);
    const response = await join(await createMember(t.database.db), { clubId: hidden.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('club_not_found');
  });

  test('refuses ladies where the female option is not enabled', async () => {
    const menOnly = await insertClub(t.database.db, {
      name: 'Men Only',
      guestlistOptions: { female: option({ enabled: false }), male: option() },
    });
    await openGuestlistDates(t.database.db, menOnly.id, [FRIDAY]);
    const member = await createMember(t.database.db);
    const refused = await join(member, { clubId: menOnly.id, ladies: 1, men: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Men Only has no guestlist for ladies on this night.');
    expect((await join(member, { clubId: menOnly.id, ladies: 0, men: 2 })).statusCode).toBe(201);
  });

  test('refuses once the list has closed for the night, and not a minute before (club time)', async () => {
    const member = await createMember(t.database.db);
    try {
      // 23:30 in New York on the 26th is 04:30Z on the 27th.
      t.setNow(new Date('2026-11-27T04:30:00Z'));
      const closed = await join(member, { date: TONIGHT });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        code: 'guestlist_closed',
        message: 'The guestlist for ladies at Neon Room has closed for the night.',
      });
      t.setNow(new Date('2026-11-27T04:29:00Z'));
      expect((await join(member, { date: TONIGHT })).statusCode).toBe(201);
    } finally {
      t.setNow(NOW);
    }
  });

  test('a list closing after midnight is still open for its night in the early hours', async () => {
    const late = await insertClub(t.database.db, {
      name: 'Late Club',
      guestlistOptions: { female: option({ closesAt: '01:00' }), male: option({ closesAt: '01:00' }) },
    });
    await openGuestlistDates(t.database.db, late.id, [TONIGHT]);
    try {
      // 00:30 on the 27th in New York: the night of the 26th is still going.
      t.setNow(new Date('2026-11-27T05:30:00Z'));
      const joined = await join(await createMember(t.database.db), { clubId: late.id, date: TONIGHT });
      expect(joined.statusCode, joined.body).toBe(201);
      expect(joined.json().entryTerms).toContain('Arrive before 01:00 (after midnight, club time)');
    } finally {
      t.setNow(NOW);
    }
  });

  test('a signed-out join is refused with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      payload: { clubId, date: FRIDAY, ladies: 1, men: 0 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('joining', () => {
  test('answers 201 with the entry and its terms, then 200 with the same entry on a second join', async () => {
    const member = await createMember(t.database.db);
    const first = await join(member, { ladies: 2, guestNames: ['Ana Diaz'] });
    expect(first.statusCode, first.body).toBe(201);
    const entry = first.json() as GuestlistEntry;
    expect(entry).toMatchObject({
      club: { id: clubId, name: 'Neon Room', timeZone: 'America/New_York' },
      date: FRIDAY,
      ladies: 2,
      men: 0,
      guestNames: ['Ana Diaz'],
      status: 'confirmed',
      waitlistPosition: null,
      closesAtInstant: '2026-11-28T04:30:00.000Z',
      cancellableUntil: '2026-11-28T04:30:00.000Z',
      cancelledAt: null,
    });
    expect(entry.entryTerms).toEqual([
      'Arrive before 23:30 (club time)',
      'Ladies free before midnight',
      'Party: 2 ladies',
      'Bring a valid photo ID (21+)',
    ]);

    const second = await join(member, { ladies: 3 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(entry);
    expect(await entriesOf(member)).toHaveLength(1);
  });

  test('a double submit with one Idempotency-Key creates one entry and replays the first response', async () => {
    const member = await createMember(t.database.db);
    const headers = { 'idempotency-key': 'join-7f3c' };
    const first = await join(member, {}, headers);
    const retry = await join(member, {}, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await entriesOf(member)).toHaveLength(1);

    // In flight together: still one entry, and neither answer is a server error.
    const other = await createMember(t.database.db);
    const both = await Promise.all([join(other, {}, headers), join(other, {}, headers)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    for (const response of both) expect([201, 409]).toContain(response.statusCode);
    expect(await entriesOf(other)).toHaveLength(1);
  });

  test('a refusal is replayed for its key too', async () => {
    const member = await createMember(t.database.db);
    const headers = { 'idempotency-key': 'refused-once' };
    const first = await join(member, { ladies: 0 }, headers);
    const retry = await join(member, { ladies: 0 }, headers);
    expect(first.statusCode).toBe(400);
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toEqual(first.json());
  });

  test('the same key with a different request is refused with 422', async () => {
    const member = await createMember(t.database.db);
    const headers = { 'idempotency-key': 'reused-key' };
    expect((await join(member, { ladies: 1 }, headers)).statusCode).toBe(201);
    const reused = await join(member, { ladies: 2 }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message:
        'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
    });
    const [entry] = await entriesOf(member);
    const onCancel = await t.app.inject({
      method: 'POST',
      url: `/api/guestlist-entries/${entry!.id}/cancel`,
      headers: { cookie: member.cookie, ...headers },
    });
    expect(onCancel.statusCode).toBe(422);
    expect((await entriesOf(member))[0]!.status).toBe('confirmed');
  });

  test('an Idempotency-Key that is not 1-255 visible characters is refused', async () => {
    const member = await createMember(t.database.db);
    const response = await join(member, {}, { 'idempotency-key': 'has space' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The header "idempotency-key" must be 1 to 255 visible characters.');
    expect(await entriesOf(member)).toEqual([]);
  });

  test('a full list waitlists the party with its position; spotsLeft counts people per gender', async () => {
    const db = t.database.db;
    const club = await insertClub(db, { name: 'Small Room', maxPartySize: 6 });
    await db
      .insert(guestlistDates)
      .values({ clubId: club.id, date: FRIDAY, capacityFemale: 3, capacityMale: null });
    const night = async () =>
      (await t.app.inject({ url: `/api/clubs/${club.id}?date=${FRIDAY}` })).json() as ClubNightResponse;
    expect((await night()).spotsLeft).toEqual({ female: 3, male: null });

    const [a, b, c, d] = [
      await createMember(db),
      await createMember(db),
      await createMember(db),
      await createMember(db),
    ];
    expect((await join(a, { clubId: club.id, ladies: 2, men: 3 })).json().status).toBe('confirmed');
    const second = (await join(b, { clubId: club.id, ladies: 2 })).json() as GuestlistEntry;
    expect(second).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(second.entryTerms[0]).toBe(
      'Waitlisted (#1): you are not on the list yet. We will notify you if a spot opens.',
    );
    expect((await join(c, { clubId: club.id, ladies: 3 })).json()).toMatchObject({ waitlistPosition: 2 });
    // Men are unlimited here: a party of men only still gets in.
    expect((await join(d, { clubId: club.id, ladies: 0, men: 6 })).json().status).toBe('confirmed');
    expect(await night()).toMatchObject({ guestlistOpen: true, spotsLeft: { female: 1, male: null } });

    const notifications = await t.app.inject({ url: '/api/notifications', headers: { cookie: c.cookie } });
    expect(notifications.json().notifications[0]).toMatchObject({
      kind: 'guestlist-waitlisted',
      title: "You're #2 on the waitlist at Small Room",
    });
  });

  test('GET /api/clubs/:clubId answers 404 for an unknown or hidden club and says when a date is not open', async () => {
    const hidden = await insertClub(t.database.db, { name: 'Hidden Night', visible: false });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await t.app.inject({ url: `/api/clubs/${id}?date=${FRIDAY}` });
      expect(response.statusCode, id).toBe(404);
    }
    const closedDate = await t.app.inject({ url: `/api/clubs/${clubId}?date=2026-12-31` });
    expect(closedDate.json()).toMatchObject({ guestlistOpen: false, club: { maxPartySize: 4 } });
  });

  test('joining sends a "You\'re on the list" notification linking to the pass', async () => {
    const member = await createMember(t.database.db);
    const entry = (await join(member, {})).json() as GuestlistEntry;
    const response = await t.app.inject({ url: '/api/notifications', headers: { cookie: member.cookie } });
    expect(response.json()).toEqual({
      unreadCount: 1,
      notifications: [
        {
          id: expect.any(String),
          kind: 'guestlist-joined',
          title: "You're on the list at Neon Room",
          body: 'Fri, Nov 27 · Arrive before 23:30 (club time). Party: 1 lady. Show your pass at the door.',
          link: `/passes/${entry.id}`,
          readAt: null,
          createdAt: NOW.toISOString(),
        },
      ],
    });
    const unread = () =>
      t.app.inject({ url: '/api/notifications/unread-count', headers: { cookie: member.cookie } });
    expect((await unread()).json()).toEqual({ unreadCount: 1 });
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(read.json()).toEqual({ unreadCount: 0 });
    expect((await unread()).json()).toEqual({ unreadCount: 0 });
    expect((await t.app.inject({ url: '/api/notifications/unread-count' })).statusCode).toBe(401);
  });

  test('a cancelled entry joined again is re-activated (same entry, new party)', async () => {
    const member = await createMember(t.database.db);
    const entry = (await join(member, {})).json() as GuestlistEntry;
    await t.app.inject({
      method: 'POST',
      url: `/api/guestlist-entries/${entry.id}/cancel`,
      headers: { cookie: member.cookie },
    });
    const again = await join(member, { ladies: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: entry.id, status: 'confirmed', ladies: 3, cancelledAt: null });
    const rows = await t.database.db
      .select()
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.userId, member.id), eq(guestlistEntries.clubId, clubId)));
    expect(rows).toHaveLength(1);
  });
});
