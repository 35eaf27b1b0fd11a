import { afterAll, beforeAll, expect, test } from 'vitest';
import { nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember } from '../testing/venues.ts';

const NIGHT = '2026-11-27';
let t: TestApp;
let club: string;
let pia: Member;
let paul: Member;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  club = (await insertClub(db, { name: 'Velvet', maxPartySize: 8 })).id;
  await openGuestlistDates(db, club, [NIGHT]);
  pia = await createTeamMember(db, 'promoter', { clubId: club });
  paul = await createTeamMember(db, 'promoter', { clubId: club });
  await nameMember(db, pia, 'Pia', 'Promo');
  await nameMember(db, paul, 'Paul', 'Smith');
});
afterAll(() => t?.close());

async function linkOf(promoter: Member): Promise<string> {
  const response = await callAs(t, promoter)('POST', '/api/promoter/links', { clubId: club, date: NIGHT });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().code;
}

test('a member already on the night who opens a second promoter’s link is shown their entry and its promoter', async () => {
  const member = await createMember(t.database.db);
  const piaLink = await linkOf(pia);
  const paulLink = await linkOf(paul);
  // Not on the list yet: nothing to say.
  const before = await callAs(t, member)('GET', `/api/promoter-links/${paulLink}`);
  expect(before.json().yourEntry).toBeNull();

  const joined = await callAs(t, member)('POST', '/api/guestlist-entries', {
    clubId: club,
    date: NIGHT,
    ladies: 2,
    men: 1,
    promoterCode: piaLink,
  });
  expect(joined.statusCode, joined.body).toBe(201);

  const second = await callAs(t, member)('GET', `/api/promoter-links/${paulLink}`);
  expect(second.json()).toMatchObject({
    invitedBy: 'Paul',
    yourEntry: {
      entryId: joined.json().id,
      date: NIGHT,
      status: 'confirmed',
      ladies: 2,
      men: 1,
      promoter: 'Pia P.',
      sameLink: false,
    },
  });
  const same = await callAs(t, member)('GET', `/api/promoter-links/${piaLink}`);
  expect(same.json().yourEntry).toMatchObject({ promoter: 'Pia P.', sameLink: true });
  // Someone else, and anyone signed out, learns nothing of the member's entry.
  expect((await callAs(t, undefined)('GET', `/api/promoter-links/${paulLink}`)).json().yourEntry).toBeNull();
  const stranger = await createMember(t.database.db);
  expect((await callAs(t, stranger)('GET', `/api/promoter-links/${paulLink}`)).json().yourEntry).toBeNull();

  // Cancelled: a join would be a fresh one, so the form is what the page shows again.
  expect(
    (await callAs(t, member)('POST', `/api/guestlist-entries/${joined.json().id}/cancel`)).statusCode,
  ).toBe(200);
  expect((await callAs(t, member)('GET', `/api/promoter-links/${paulLink}`)).json().yourEntry).toBeNull();
});
