import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertEntryRow, nameMember, passToken } from '../../testing/door.ts';
import { insertClub, openGuestlistDates } from '../../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../../testing/members.ts';
import { SseClient } from '../../testing/sse-client.ts';
import { callAs } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../../testing/venues.ts';

const NIGHT = '2026-11-27';
let t: TestApp;
let admin: Member;
let clubA: string;
let clubA2: string;
let clubB: string;
let venueA: string;
let manager: Member & { phoneNumber: string };
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  admin = await createAdmin(db);
  clubA = (await insertClub(db, { name: 'Alpha One' })).id;
  clubA2 = (await insertClub(db, { name: 'Alpha Two' })).id;
  clubB = (await insertClub(db, { name: 'Bravo' })).id;
  await openGuestlistDates(db, clubA, [NIGHT]);
  await openGuestlistDates(db, clubB, [NIGHT]);
  await insertVenue(db, 'Bravo Group', [clubB]);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

describe('venues (platform admins)', () => {
  test('an admin creates a venue with its clubs and appoints its first manager by phone number', async () => {
    const created = await callAs(t, admin)('POST', '/api/admin/venues', {
      name: 'Alpha Group',
      clubIds: [clubA],
    });
    expect(created.statusCode).toBe(201);
    venueA = created.json().id;
    expect(created.json().clubs).toEqual([{ id: clubA, name: 'Alpha One' }]);

    const someone = await createMember(t.database.db);
    const phone = await nameMember(t.database.db, someone, 'Mona', 'Manager');
    const appointed = await callAs(t, admin)('POST', '/api/admin/team', {
      phoneNumber: phone.replace('+1', ''),
      role: 'manager',
      venueId: venueA,
    });
    expect(appointed.statusCode).toBe(201);
    expect(appointed.json()).toMatchObject({
      phoneNumber: phone,
      name: 'Mona Manager',
      role: 'manager',
      scope: { kind: 'venue', id: venueA, name: 'Alpha Group' },
    });
    manager = { ...someone, phoneNumber: phone };
    // Again: already there, 200, no second row.
    const again = await callAs(t, admin)('POST', '/api/admin/team', {
      phoneNumber: phone,
      role: 'manager',
      venueId: venueA,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(appointed.json().id);

    const session = await callAs(t, manager)('GET', '/api/auth/session');
    expect(session.json().roles).toMatchObject({ admin: false, manager: true, door: true, venues: [venueA] });
    expect(session.json().roles.clubs.manager).toEqual([clubA]);
  });

  test('a venue role reaches a club the venue takes on later; a club that leaves takes it away', async () => {
    const moved = await callAs(t, admin)('PUT', `/api/admin/venues/${venueA}`, {
      name: 'Alpha Group',
      clubIds: [clubA, clubA2],
    });
    expect(moved.statusCode).toBe(200);
    const clubs = await callAs(t, manager)('GET', '/api/admin/clubs');
    expect(
      clubs
        .json()
        .clubs.map((club: { id: string }) => club.id)
        .sort(),
    ).toEqual([clubA, clubA2].sort());
    await callAs(t, admin)('PUT', `/api/admin/venues/${venueA}`, { name: 'Alpha Group', clubIds: [clubA] });
    const after = await callAs(t, manager)('GET', '/api/admin/clubs');
    expect(after.json().clubs.map((club: { id: string }) => club.id)).toEqual([clubA]);
  });

  test('names are unique (any case), clean, and only admins make venues', async () => {
    const taken = await callAs(t, admin)('POST', '/api/admin/venues', { name: 'alpha group', clubIds: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('already exists');
    const tabbed = await callAs(t, admin)('POST', '/api/admin/venues', { name: 'Bad\tName', clubIds: [] });
    expect(tabbed.statusCode).toBe(400);
    const unknown = await callAs(t, admin)('POST', '/api/admin/venues', {
      name: 'Ghost',
      clubIds: [crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await callAs(t, manager)('POST', '/api/admin/venues', { name: 'Mine', clubIds: [] })).statusCode,
    ).toBe(403);
  });
});

describe('a manager runs their own team', () => {
  test('adds door staff and a promoter at their clubs, never at another venue’s', async () => {
    const door = await callAs(t, manager)('POST', '/api/admin/team', {
      phoneNumber: '+12125550301',
      role: 'door',
      clubId: clubA,
    });
    expect(door.statusCode).toBe(201);
    expect(door.json().name).toBeNull();
    const promoter = await callAs(t, manager)('POST', '/api/admin/team', {
      phoneNumber: '+12125550302',
      role: 'promoter',
      venueId: venueA,
    });
    expect(promoter.statusCode).toBe(201);

    const elsewhere = await callAs(t, manager)('POST', '/api/admin/team', {
      phoneNumber: '+12125550303',
      role: 'door',
      clubId: clubB,
    });
    expect(elsewhere.statusCode).toBe(404);
    const both = await callAs(t, manager)('POST', '/api/admin/team', {
      phoneNumber: '+12125550303',
      role: 'door',
      clubId: clubA,
      venueId: venueA,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('either venueId');

    const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
    expect(team.members.map((m: { phoneNumber: string }) => m.phoneNumber).sort()).toEqual(
      [manager.phoneNumber, '+12125550301', '+12125550302'].sort(),
    );
    expect(team.venues.map((v: { name: string }) => v.name)).toEqual(['Alpha Group']);
    expect(team.clubs).toEqual([]);
  });

  test('removes a role, but not their own manager role; the audit log shows them their venue only', async () => {
    const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
    const own = team.members.find((m: { phoneNumber: string }) => m.phoneNumber === manager.phoneNumber);
    const refused = await callAs(t, manager)('DELETE', `/api/admin/team/${own.id}`);
    expect(refused.statusCode).toBe(409);
    const door = team.members.find((m: { phoneNumber: string }) => m.phoneNumber === '+12125550301');
    expect((await callAs(t, manager)('DELETE', `/api/admin/team/${door.id}`)).statusCode).toBe(204);
    expect((await callAs(t, manager)('DELETE', `/api/admin/team/${door.id}`)).statusCode).toBe(404);

    const opened = await callAs(t, admin)('POST', `/api/admin/clubs/${clubB}/dates`, {
      dates: ['2026-11-29'],
    });
    expect(opened.statusCode).toBe(200);
    const audit = (await callAs(t, manager)('GET', '/api/admin/audit')).json();
    const actions = audit.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('team.remove');
    expect(actions).toContain('venue.create');
    const everything = (await callAs(t, admin)('GET', '/api/admin/audit')).json();
    expect(everything.entries.length).toBeGreaterThan(audit.entries.length);
    // Nothing about Bravo, which is not theirs.
    expect(JSON.stringify(everything)).toContain(clubB);
    expect(JSON.stringify(audit)).not.toContain(clubB);
  });

  test('a role ends with the next request', async () => {
    const doorMember = await createTeamMember(t.database.db, 'door', { clubId: clubA });
    expect((await callAs(t, doorMember)('GET', '/api/door/clubs')).statusCode).toBe(200);
    const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
    const role = team.members.find((m: { phoneNumber: string }) => m.phoneNumber === doorMember.phoneNumber);
    expect((await callAs(t, manager)('DELETE', `/api/admin/team/${role.id}`)).statusCode).toBe(204);
    expect((await callAs(t, doorMember)('GET', '/api/door/clubs')).statusCode).toBe(403);
  });
});

describe('a manager edits their clubs, not the city listing', () => {
  test('every field of their club but its place in the listing', async () => {
    const [club] = (await callAs(t, manager)('GET', '/api/admin/clubs')).json().clubs;
    const { id, createdAt: _c, updatedAt: _u, promoterRates: _p, imageUrl: _i, ...fields } = club;
    const renamed = await callAs(t, manager)('PUT', `/api/admin/clubs/${id}`, {
      ...fields,
      name: 'Alpha Uno',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Alpha Uno');
    const moved = await callAs(t, manager)('PUT', `/api/admin/clubs/${id}`, {
      ...fields,
      name: 'Alpha Uno',
      sortOrder: 0,
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toContain('listing');
    expect(
      (await callAs(t, admin)('PUT', `/api/admin/clubs/${id}`, { ...fields, sortOrder: 0 })).statusCode,
    ).toBe(200);
  });
});

describe('the door of one venue', () => {
  test('sees its own clubs only, and a pass for another venue says whose it is but not who holds it', async () => {
    const door = await createTeamMember(t.database.db, 'door', { clubId: clubA });
    const clubs = (await callAs(t, door)('GET', '/api/door/clubs')).json().clubs;
    expect(clubs.map((club: { id: string }) => club.id)).toEqual([clubA]);

    const guest = await createMember(t.database.db);
    await nameMember(t.database.db, guest, 'Bea', 'Bravoguest');
    const entry = await insertEntryRow(t.database.db, { userId: guest.id, clubId: clubB, date: NIGHT });
    const token = await passToken(t, guest, 'guestlist', entry.id);
    const scanned = await callAs(t, door)('POST', '/api/door/check-ins', {
      clubId: clubA,
      date: NIGHT,
      token,
    });
    expect(scanned.statusCode).toBe(200);
    expect(scanned.json()).toMatchObject({
      verdict: 'wrong_club',
      detail: 'This pass is for Bravo',
      pass: null,
    });
    expect(scanned.body).not.toContain('Bravoguest');
    // Picked by id (as from a search) it is simply unknown.
    const picked = await callAs(t, door)('POST', '/api/door/check-ins', {
      clubId: clubA,
      date: NIGHT,
      passKind: 'guestlist',
      passId: entry.id,
    });
    expect(picked.json()).toMatchObject({ verdict: 'unknown', pass: null });
  });

  test('night events reach the staff of that club only', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const doorA = await createTeamMember(t.database.db, 'door', { clubId: clubA });
    const doorB = await createTeamMember(t.database.db, 'door', { clubId: clubB });
    const streamA = await SseClient.connect(`${baseUrl}/api/live`, { cookie: doorA.cookie });
    const streamB = await SseClient.connect(`${baseUrl}/api/live`, { cookie: doorB.cookie });
    clients.push(streamA, streamB);
    const notify = (clubId: string) =>
      t.database.db.execute(
        sql`select pg_notify('live', ${JSON.stringify({ topic: 'night', clubId, date: NIGHT })})`,
      );
    await notify(clubB);
    await notify(clubA);
    // Events arrive in order: once A's stream has its own, B's event would have come before it.
    await streamA.waitForEvent('night', { clubId: clubA });
    await streamB.waitForEvent('night', { clubId: clubB });
    expect(streamA.messages.filter((m) => m.event === 'night').map((m) => JSON.parse(m.data).clubId)).toEqual(
      [clubA],
    );
    // Counted before the notice goes out: the event may arrive before the next line runs.
    const since = streamB.messages.length;
    await notify(clubB);
    await streamB.waitForEvent('night', { clubId: clubB }, { since });
    expect(
      streamB.messages.filter((m) => m.event === 'night').every((m) => JSON.parse(m.data).clubId === clubB),
    ).toBe(true);
  });
});
