import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

// Friday 27 November 2026 in New York (UTC-5): the window runs from 17:00Z that day to 17:00Z the next.
const NIGHT = '2026-11-27';
const BEFORE = new Date('2026-11-27T16:59:00Z');
const DURING = new Date('2026-11-28T04:30:00Z');
const AFTER = new Date('2026-11-28T17:00:00Z');
let t: TestApp;
let club: string;
let otherClub: string;
let guest: Member;
let passId: string;
let manager: Member;
let otherManager: Member;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  club = (await insertClub(db, { name: 'Strict Door' })).id;
  otherClub = (await insertClub(db, { name: 'Other Door' })).id;
  const venue = await insertVenue(db, 'Strict Group', [club]);
  const otherVenue = await insertVenue(db, 'Other Group', [otherClub]);
  await openGuestlistDates(db, club, [NIGHT]);
  manager = await createTeamMember(db, 'manager', { venueId: venue.id });
  otherManager = await createTeamMember(db, 'manager', { venueId: otherVenue.id });
  const promoter = await createTeamMember(db, 'promoter', { clubId: club });
  await nameMember(db, promoter, 'Pia', 'Promo');
  const code = (await callAs(t, promoter)('POST', '/api/promoter/links', { clubId: club })).json().code;
  guest = await createMember(db);
  await nameMember(db, guest, 'Tara', 'Turned');
  const joined = await callAs(t, guest)('POST', '/api/guestlist-entries', {
    clubId: club,
    date: NIGHT,
    ladies: 2,
    men: 1,
    promoterCode: code,
  });
  passId = joined.json().id;
  // Someone else got in that night, admitted by the door on duty.
  const door = await createTeamMember(db, 'door', { clubId: club });
  await nameMember(db, door, 'Dan', 'Door');
  const other = await createMember(db);
  const otherPass = (
    await callAs(t, other)('POST', '/api/guestlist-entries', { clubId: club, date: NIGHT, ladies: 1, men: 0 })
  ).json();
  const admitted = await callAs(t, door)('POST', '/api/door/check-ins', {
    clubId: club,
    date: NIGHT,
    passKind: 'guestlist',
    passId: otherPass.id,
  });
  expect(admitted.json().verdict).toBe('valid');
});
afterAll(() => t?.close());

const report = (who: Member, id = passId, note = 'Told we were not on the list') =>
  callAs(t, who)('POST', `/api/passes/${id}/turned-away`, { note });

describe('"I was turned away", from the pass', () => {
  test('only within the night: from noon on it to noon the day after', async () => {
    t.setNow(BEFORE);
    expect((await report(guest)).statusCode).toBe(409);
    t.setNow(AFTER);
    const late = await report(guest);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('The night is over');
  });

  test('once per party; the pass shows it; nobody else can report for them', async () => {
    t.setNow(DURING);
    const stranger = await createMember(t.database.db);
    expect((await report(stranger)).statusCode).toBe(404);
    const first = await report(guest);
    expect(first.statusCode).toBe(201);
    const again = await report(guest, passId, 'Again');
    expect(again.statusCode).toBe(200);
    expect(again.json().reportedAt).toBe(first.json().reportedAt);
    const pass = (await callAs(t, guest)('GET', `/api/passes/${passId}`)).json();
    expect(pass.entry.turnedAwayAt).toBe(first.json().reportedAt);
    const tooLong = await report(guest, passId, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
  });

  test('the venue sees it beside the promoter and the door staff on duty; another venue does not', async () => {
    const mine = (await callAs(t, manager)('GET', `/api/admin/turned-away?from=${NIGHT}&to=${NIGHT}`)).json();
    expect(mine.reports).toHaveLength(1);
    expect(mine.reports[0]).toMatchObject({
      club: { id: club, name: 'Strict Door' },
      date: NIGHT,
      guest: { name: 'Tara Turned' },
      ladies: 2,
      men: 1,
      arrived: 0,
      promoter: 'Pia Promo',
      doorOnDuty: ['Dan Door'],
      note: 'Told we were not on the list',
    });
    const theirs = (
      await callAs(t, otherManager)('GET', `/api/admin/turned-away?from=${NIGHT}&to=${NIGHT}`)
    ).json();
    expect(theirs.reports).toEqual([]);
    const asked = await callAs(t, otherManager)(
      'GET',
      `/api/admin/turned-away?from=${NIGHT}&to=${NIGHT}&clubId=${club}`,
    );
    expect(asked.statusCode).toBe(404);
  });
});
