import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates, guestlistOptionFixture as option } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

/** What a guest's pass promises (list, arrive-before, party, who they came with) is what the door reads. */
const NIGHT = '2026-11-27';
let t: TestApp;
let club: string;
let door: Member;
let code: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  club = (
    await insertClub(db, {
      name: 'Promise Club',
      guestlistOptions: {
        female: option({ details: 'Free before midnight', closesAt: '23:30' }),
        male: option({ details: 'Reduced cover', closesAt: '23:00' }),
      },
    })
  ).id;
  const venue = await insertVenue(db, 'Promise Group', [club]);
  await openGuestlistDates(db, club, [NIGHT]);
  await db.execute(`update guestlist_dates set capacity_male = 1 where club_id = '${club}'`);
  door = await createTeamMember(db, 'door', { clubId: club });
  const promoter = await createTeamMember(db, 'promoter', { venueId: venue.id });
  await nameMember(db, promoter, 'Pia', 'Promo');
  code = (await callAs(t, promoter)('POST', '/api/promoter/links', { clubId: club })).json().code;
});
afterAll(() => t?.close());

async function passAndDoor(member: Member, body: Record<string, unknown>) {
  const joined = await callAs(t, member)('POST', '/api/guestlist-entries', {
    clubId: club,
    date: NIGHT,
    ...body,
  });
  expect(joined.statusCode, joined.body).toBeLessThan(300);
  const pass = (await callAs(t, member)('GET', `/api/passes/${joined.json().id}`)).json();
  const scanned = await callAs(t, door)('POST', '/api/door/check-ins', {
    clubId: club,
    date: NIGHT,
    token: pass.qrToken,
  });
  return { entry: pass.entry, doorPass: scanned.json().pass };
}

describe('the door promise', () => {
  test.each<[string, Record<string, unknown>, boolean]>([
    ['on their own', { ladies: 2, men: 0, guestNames: ['Ann Lee'] }, false],
    ['through a promoter’s link', { ladies: 1, men: 1 }, true],
    ['waitlisted (the men’s list is full)', { ladies: 0, men: 2 }, false],
  ])('a party %s: the scanner shows what the pass says', async (_, body, promoted) => {
    const member = await createMember(t.database.db);
    const { entry, doorPass } = await passAndDoor(member, promoted ? { ...body, promoterCode: code } : body);
    expect(doorPass).not.toBeNull();
    expect(doorPass.terms).toEqual(entry.entryTerms);
    expect([doorPass.ladies, doorPass.men, doorPass.guestNames]).toEqual([
      entry.ladies,
      entry.men,
      entry.guestNames,
    ]);
    expect(doorPass.status).toBe(entry.status);
    expect(doorPass.cameWith).toBe(entry.cameWith);
    expect(entry.cameWith).toBe(promoted ? 'Pia Promo' : null);
  });
});
