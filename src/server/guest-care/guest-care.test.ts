import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, checkIns, clubRoles, guestBans, users } from '../db/schema.ts';
import { doorApi, insertEntryRow, insertReservationRow, nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { BOOTH } from '../testing/reservations.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

// Decision 041: a venue's tags, notes and bans on a guest; the door and the night list read them.
const NIGHT = '2026-11-27';
let t: TestApp;
let a1: string;
let a2: string;
let b1: string;
let greta: Member;
let gretaPhone: string;
let tonightEntry: string;
let venueManager: Member;
let clubManager: Member;
let doorA: Member;
let promoter: Member;
let bravoManager: Member;
let admin: Member;

const careUrl = (clubId: string, userId: string, tail = '') =>
  `/api/admin/clubs/${clubId}/guests/${userId}/care${tail}`;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  const options = { activeDays: ['friday' as const], reservationsEnabled: true, tableTypes: [BOOTH] };
  a1 = (await insertClub(db, { name: 'Aurum One', ...options })).id;
  a2 = (await insertClub(db, { name: 'Aurum Two', ...options })).id;
  b1 = (await insertClub(db, { name: 'Bravo Club' })).id;
  const alpha = await insertVenue(db, 'Alpha Group', [a1, a2]);
  const bravo = await insertVenue(db, 'Bravo Group', [b1]);
  await openGuestlistDates(db, a1, [NIGHT]);
  await openGuestlistDates(db, a2, [NIGHT]);
  await openGuestlistDates(db, b1, [NIGHT]);
  greta = await createMember(db);
  gretaPhone = await nameMember(db, greta, 'Greta', 'Regular');
  // Three nights in at Alpha's clubs in the last 90 days, and one no-show: a regular, 4th visit tonight.
  for (const [clubId, date, arrived] of [
    [a1, '2026-10-02', true],
    [a2, '2026-10-30', true],
    [a1, '2026-11-13', true],
    [a1, '2026-11-20', false],
  ] as const) {
    const entry = await insertEntryRow(db, { userId: greta.id, clubId, date });
    if (arrived)
      await db.insert(checkIns).values({
        passKind: 'guestlist',
        entryId: entry.id,
        clubId,
        date,
        people: 1,
        checkedInAt: new Date(),
      });
  }
  tonightEntry = (await insertEntryRow(db, { userId: greta.id, clubId: a1, date: NIGHT })).id;
  venueManager = await createTeamMember(db, 'manager', { venueId: alpha.id });
  await nameMember(db, venueManager, 'Vera', 'Venue');
  clubManager = await createTeamMember(db, 'manager', { clubId: a1 });
  doorA = await createTeamMember(db, 'door', { clubId: a1 });
  promoter = await createTeamMember(db, 'promoter', { clubId: a2 });
  // The promoter may add a few guests a night.
  await db.update(clubRoles).set({ guestAllowance: 5 }).where(eq(clubRoles.role, 'promoter'));
  bravoManager = await createTeamMember(db, 'manager', { venueId: bravo.id });
  admin = await createAdmin(db);
});
afterAll(() => t?.close());

const joinAs = (member: Member, clubId: string) =>
  callAs(t, member)('POST', '/api/guestlist-entries', { clubId, date: NIGHT, ladies: 1, men: 0 });

describe('tags and notes', () => {
  test('a manager tags a regular VIP with a birthday tonight and writes a note: audited, read at the door and on the night list', async () => {
    const tags = await callAs(t, venueManager)('PUT', careUrl(a1, greta.id, '/tags'), {
      tags: [
        { kind: 'vip' },
        { kind: 'birthday', birthday: '11-27' },
        { kind: 'custom', label: ' Champagne ' },
        { kind: 'vip' },
      ],
    });
    expect(tags.statusCode, tags.body).toBe(200);
    expect(tags.json().tags).toEqual([
      { kind: 'vip', label: '', birthday: null },
      { kind: 'birthday', label: '', birthday: '11-27' },
      { kind: 'custom', label: 'Champagne', birthday: null },
    ]);
    const note = await callAs(t, clubManager)('POST', careUrl(a1, greta.id, '/notes'), {
      body: 'Prefers the corner booth; always tips the door. Ask about her sister’s birthday next month.',
    });
    expect(note.statusCode, note.body).toBe(200);
    const care = note.json();
    expect(care.notes.notes[0]).toMatchObject({ author: expect.stringContaining('Test Member') });
    expect(care).toMatchObject({ visits: 3, mayBan: false, ban: null, venue: { name: 'Alpha Group' } });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, greta.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['guest.note', 'guest.tags']);
    // The note's words stay out of the log.
    expect(JSON.stringify(audit)).not.toContain('corner booth');

    const scan = await doorApi(t, doorA, { clubId: a1, date: NIGHT }).checkIn({
      passKind: 'guestlist',
      passId: tonightEntry,
      people: 1,
    });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json().verdict).toBe('valid');
    expect(scan.json().pass.care).toEqual({
      tags: care.tags,
      note: expect.stringMatching(/^Prefers the corner booth.*…$/),
      visit: 4,
      firstTime: false,
      regular: true,
      birthdayTonight: true,
    });
    const search = await doorApi(t, doorA, { clubId: a1, date: NIGHT }).search('Regular');
    expect(search.json().results[0].care).toMatchObject({ visit: 4, birthdayTonight: true });
    // Never spend, never the whole notes.
    expect(search.body).not.toContain('next month');

    const night = await callAs(t, venueManager)('GET', `/api/admin/nights/${a1}/${NIGHT}`);
    expect(night.json().recognition[greta.id]).toMatchObject({ regular: true, birthdayTonight: true });
  });

  test('only the venue’s managers and admins reach it; door staff read it only at the scan', async () => {
    const get = (who: Member | undefined, clubId = a1) => callAs(t, who)('GET', careUrl(clubId, greta.id));
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(doorA)).statusCode).toBe(403);
    expect((await get(promoter)).statusCode).toBe(403);
    // Another venue's manager: not their club, and not their guest through their own club.
    expect((await get(bravoManager)).statusCode).toBe(404);
    expect((await get(bravoManager, b1)).statusCode).toBe(404);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(venueManager, a2)).statusCode).toBe(200);
    const bravoTags = await callAs(t, bravoManager)('PUT', careUrl(b1, greta.id, '/tags'), { tags: [] });
    expect(bravoTags.statusCode).toBe(404);
    // A one-club manager does not ban: a ban closes every club of the venue.
    const ban = await callAs(t, clubManager)('PUT', careUrl(a1, greta.id, '/ban'), { reason: 'x' });
    expect(ban.statusCode).toBe(403);
    expect(ban.json().code).toBe('ban_venue_only');
  });

  test('refuses what does not fit, with a clear message', async () => {
    const put = (body: unknown) => callAs(t, venueManager)('PUT', careUrl(a1, greta.id, '/tags'), body);
    for (const tags of [
      [{ kind: 'custom' }],
      [{ kind: 'birthday', birthday: '02-30' }],
      [{ kind: 'custom', label: 'x'.repeat(25) }],
      Array.from({ length: 13 }, (_, i) => ({ kind: 'custom', label: `t${i}` })),
    ]) {
      const response = await put({ tags });
      expect(response.statusCode, JSON.stringify(tags)).toBe(400);
    }
    const long = await callAs(t, venueManager)('POST', careUrl(a1, greta.id, '/notes'), {
      body: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    const past = await callAs(t, venueManager)('PUT', careUrl(a1, greta.id, '/ban'), {
      reason: 'Fight',
      lastNight: '2026-11-01',
    });
    expect(past.statusCode).toBe(400);
    expect((await callAs(t, venueManager)('GET', careUrl(a1, 'not-a-uuid'))).statusCode).toBe(404);
  });
});

describe('bans', () => {
  test('refuse joins, table requests and promoter adds without saying why; the door says BANNED; lifting works', async () => {
    const banned = await callAs(t, venueManager)('PUT', careUrl(a1, greta.id, '/ban'), {
      reason: 'Fight at the bar',
    });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json().ban).toMatchObject({
      reason: 'Fight at the bar',
      lastNight: null,
      by: 'Vera Venue',
    });
    const [row] = await t.database.db.select().from(guestBans);
    expect(row!.phoneHash).not.toContain(gretaPhone.slice(2));

    // At every club of the venue, and nothing says "ban".
    const join = await joinAs(greta, a2);
    expect(join.statusCode).toBe(409);
    expect(join.json()).toMatchObject({
      code: 'request_not_accepted',
      message: 'Aurum Two can’t take this request online: please contact the venue.',
    });
    const table = await callAs(t, greta)('POST', '/api/reservations', {
      clubId: a1,
      date: NIGHT,
      partySize: 2,
      arrivalTime: '23:00',
      tableTypeId: BOOTH.id,
    });
    expect(table.statusCode, table.body).toBe(409);
    expect(table.json().code).toBe('request_not_accepted');
    const added = await callAs(t, promoter)('POST', '/api/promoter/guests', {
      clubId: a2,
      date: NIGHT,
      guests: [{ firstName: 'Greta', lastName: 'Regular', phoneNumber: gretaPhone, gender: 'female' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().results[0]).toMatchObject({
      outcome: 'refused',
      message: 'Aurum Two can’t take this request online: please contact the venue.',
    });
    for (const body of [join.body, table.body, added.body]) expect(body.toLowerCase()).not.toContain('ban');
    // Another venue's list still takes her.
    expect((await joinAs(greta, b1)).statusCode).toBe(201);

    const scan = await doorApi(t, doorA, { clubId: a1, date: NIGHT }).checkIn({
      passKind: 'guestlist',
      passId: tonightEntry,
    });
    expect(scan.json()).toMatchObject({ verdict: 'banned', title: 'BANNED', admitted: null });
    expect(scan.json().detail).toContain('Fight at the bar');

    const lifted = await callAs(t, venueManager)('DELETE', careUrl(a1, greta.id, '/ban'));
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().ban).toBeNull();
    expect((await joinAs(greta, a2)).statusCode).toBe(201);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, greta.id)));
    expect(actions.map(({ action }) => action)).toEqual(
      expect.arrayContaining(['guest.ban', 'guest.ban-lift']),
    );
    expect((await callAs(t, venueManager)('DELETE', careUrl(a1, greta.id, '/ban'))).statusCode).toBe(404);
  });

  test('hold on the number: a new account with the same number is still banned; a ban may end', async () => {
    const db = t.database.db;
    const bo = await createMember(db);
    const phone = await nameMember(db, bo, 'Bo', 'Banned');
    await insertReservationRow(db, { userId: bo.id, clubId: a2, date: '2026-11-20' });
    const ban = await callAs(t, admin)('PUT', careUrl(a2, bo.id, '/ban'), {
      reason: 'Fake ID',
      lastNight: NIGHT,
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json().ban.lastNight).toBe(NIGHT);
    // Bo deletes the account and signs up again with the same number.
    await db.delete(users).where(eq(users.id, bo.id));
    const again = await createMember(db);
    await db.update(users).set({ phoneNumber: phone }).where(eq(users.id, again.id));
    expect((await joinAs(again, a1)).json().code).toBe('request_not_accepted');
    // The ban's last night was tonight: the night after, the list takes them.
    await openGuestlistDates(db, a1, ['2026-11-28']);
    const later = await callAs(t, again)('POST', '/api/guestlist-entries', {
      clubId: a1,
      date: '2026-11-28',
      ladies: 1,
      men: 0,
    });
    expect(later.statusCode, later.body).toBe(201);
  });
});
