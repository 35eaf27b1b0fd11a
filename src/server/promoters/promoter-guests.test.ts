import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestlistEntries, notifications, users } from '../db/schema.ts';
import { doorApi, nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

const NIGHT = '2026-11-27';
let t: TestApp;
let club: string;
let promoter: Member & { phoneNumber: string };
let manager: Member;
let door: Member;
let phone = 2125557000;

const guest = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Gina',
  lastName: `Guest${phone}`,
  phoneNumber: `+1${++phone}`,
  gender: 'female',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  club = (await insertClub(db, { name: 'Velvet' })).id;
  const venue = await insertVenue(db, 'Velvet Group', [club]);
  await openGuestlistDates(db, club, [NIGHT]);
  promoter = await createTeamMember(db, 'promoter', { clubId: club });
  await nameMember(db, promoter, 'Pia', 'Promo');
  manager = await createTeamMember(db, 'manager', { venueId: venue.id });
  door = await createTeamMember(db, 'door', { clubId: club });
});
afterAll(() => t?.close());

const add = (guests: unknown[]) =>
  callAs(t, promoter)('POST', '/api/promoter/guests', { clubId: club, date: NIGHT, guests });

async function setAllowance(guestAllowance: number) {
  const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
  const role = team.members.find((m: { phoneNumber: string }) => m.phoneNumber === promoter.phoneNumber);
  const response = await callAs(t, manager)('PUT', `/api/admin/team/${role.id}`, { guestAllowance });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().guestAllowance).toBe(guestAllowance);
}

describe('a promoter adds guests by name and phone', () => {
  test('none without an allowance; within it, every guest is on the list, credited, and told who added them', async () => {
    const refused = await add([guest()]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('added your 0 guests');

    await setAllowance(3);
    const gina = guest();
    const response = await add([gina, guest({ gender: 'male', firstName: 'Gus' })]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ allowance: 3, used: 2 });
    expect(response.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['added', 'added']);

    const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, gina.phoneNumber));
    expect(user).toMatchObject({ firstName: 'Gina', lastName: gina.lastName });
    const [entry] = await t.database.db
      .select()
      .from(guestlistEntries)
      .where(eq(guestlistEntries.userId, user!.id));
    expect(entry).toMatchObject({
      promoterUserId: promoter.id,
      addedByUserId: promoter.id,
      ladies: 1,
      men: 0,
    });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user!.id));
    expect(notice!.title).toBe('Pia P. put you on the list at Velvet');
    expect(notice!.body).toContain('give your name at the door');

    // Before they ever sign in, the door finds them by name and admits them.
    const doorApiAt = doorApi(t, door, { clubId: club, date: NIGHT });
    const found = (await doorApiAt.search(gina.lastName)).json().results;
    expect(found).toHaveLength(1);
    const admitted = await doorApiAt.checkIn({ passKind: 'guestlist', passId: found[0].id });
    expect(admitted.json().verdict).toBe('valid');
  });

  test('all or none past the allowance, with how many are left', async () => {
    const over = await add([guest(), guest()]);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('You can add 1 more guest this night (your allowance is 3)');
    const entries = await t.database.db
      .select()
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, club), eq(guestlistEntries.addedByUserId, promoter.id)));
    expect(entries).toHaveLength(2);
  });

  test('two requests at once cannot pass the allowance together', async () => {
    // 2 added: room for one more.
    await setAllowance(3);
    const [a, b] = await Promise.all([add([guest()]), add([guest()])]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  test('a member already on the list keeps their own entry and credit; bad rows say what to fix', async () => {
    await setAllowance(10);
    const member = await createMember(t.database.db);
    const own = await callAs(t, member)('POST', '/api/guestlist-entries', {
      clubId: club,
      date: NIGHT,
      ladies: 1,
      men: 0,
    });
    expect(own.statusCode).toBeLessThan(300);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    const response = await add([guest({ phoneNumber: row!.phoneNumber })]);
    expect(response.json().results[0].outcome).toBe('already-on');
    const [entry] = await t.database.db
      .select()
      .from(guestlistEntries)
      .where(eq(guestlistEntries.userId, member.id));
    expect(entry!.promoterUserId).toBeNull();

    const tabs = await add([guest({ firstName: 'Bad\tName' })]);
    expect(tabs.statusCode).toBe(400);
    expect(tabs.json().message).toContain('contains a tab (U+0009): a name is one line, remove it');
    const twice = guest();
    const duplicate = await add([twice, { ...twice }]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toContain('twice');
    const notAPhone = await add([guest({ phoneNumber: '12' })]);
    expect(notAPhone.statusCode).toBe(400);
  });

  test('an allowance is a promoter’s: other roles answer 409', async () => {
    const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
    const doorRole = team.members.find((m: { role: string }) => m.role === 'door');
    const response = await callAs(t, manager)('PUT', `/api/admin/team/${doorRole.id}`, { guestAllowance: 5 });
    expect(response.statusCode).toBe(409);
  });
});
