import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashToken } from '../auth/session-service.ts';
import { sessions, users } from '../db/schema.ts';
import { nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

const NIGHT = '2026-11-27';
let t: TestApp;
let club: string;
let promoter: Member & { phoneNumber: string };

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  club = (await insertClub(db, { name: 'Velvet' })).id;
  const venue = await insertVenue(db, 'Velvet Group', [club]);
  await openGuestlistDates(db, club, [NIGHT]);
  promoter = await createTeamMember(db, 'promoter', { clubId: club });
  await nameMember(db, promoter, 'Pia', 'Promo');
  const manager = await createTeamMember(db, 'manager', { venueId: venue.id });
  const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
  const role = team.members.find((m: { phoneNumber: string }) => m.phoneNumber === promoter.phoneNumber);
  expect(
    (await callAs(t, manager)('PUT', `/api/admin/team/${role.id}`, { guestAllowance: 2 })).statusCode,
  ).toBe(200);
});
afterAll(() => t?.close());

/** The guest signs in with the number the promoter gave (a session, as a verified code makes). */
async function signedInAs(phoneNumber: string): Promise<Member> {
  const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  const token = crypto.randomBytes(32).toString('base64url');
  await t.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user!.id,
    persistent: true,
    createdAt: new Date('2026-11-26T15:00:00Z'),
    expiresAt: new Date('2099-01-01T00:00:00Z'),
  });
  return { id: user!.id, cookie: `session=${token}` };
}

const guests = async () =>
  (await callAs(t, promoter)('GET', `/api/promoter/nights/${club}/${NIGHT}`)).json().parties as {
    id: string;
    name: string;
    claimed: boolean | null;
  }[];

test('an added guest has claimed their pass once they open it signed in; a member who joined is neither', async () => {
  const phoneNumber = '+12125557801';
  const added = await callAs(t, promoter)('POST', '/api/promoter/guests', {
    clubId: club,
    date: NIGHT,
    guests: [{ firstName: 'Gina', lastName: 'Claims', phoneNumber, gender: 'female' }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const linkCode = (await callAs(t, promoter)('POST', '/api/promoter/links', { clubId: club })).json().code;
  const member = await createMember(t.database.db);
  const joined = await callAs(t, member)('POST', '/api/guestlist-entries', {
    clubId: club,
    date: NIGHT,
    ladies: 1,
    men: 0,
    promoterCode: linkCode,
  });
  expect(joined.statusCode, joined.body).toBe(201);

  const before = await guests();
  const gina = before.find((party) => party.name === 'Gina Claims')!;
  expect(gina.claimed).toBe(false);
  expect(before.find((party) => party.id === joined.json().id)!.claimed).toBeNull();

  // Someone else opening the pass claims nothing (and is not shown it).
  expect((await callAs(t, member)('GET', `/api/passes/${gina.id}`)).statusCode).toBe(404);
  expect((await guests()).find((party) => party.id === gina.id)!.claimed).toBe(false);

  const guest = await signedInAs(phoneNumber);
  expect((await callAs(t, guest)('GET', `/api/passes/${gina.id}`)).statusCode).toBe(200);
  expect((await guests()).find((party) => party.id === gina.id)!.claimed).toBe(true);
  // The member opening their own pass changes nothing: they joined themselves.
  expect((await callAs(t, member)('GET', `/api/passes/${joined.json().id}`)).statusCode).toBe(200);
  expect((await guests()).find((party) => party.id === joined.json().id)!.claimed).toBeNull();
});
