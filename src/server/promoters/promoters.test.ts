import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clubRoles, guestlistEntries } from '../db/schema.ts';
import { doorApi, nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

const NIGHT = '2026-11-27';
const SATURDAY = '2026-11-28';
let t: TestApp;
let club: string;
let otherClub: string;
let pia: Member & { phoneNumber: string };
let paul: Member & { phoneNumber: string };
let manager: Member;
let door: Member;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  club = (await insertClub(db, { name: 'Velvet', maxPartySize: 8 })).id;
  otherClub = (await insertClub(db, { name: 'Elsewhere' })).id;
  const venue = await insertVenue(db, 'Velvet Group', [club]);
  await openGuestlistDates(db, club, [NIGHT, SATURDAY]);
  await openGuestlistDates(db, otherClub, [NIGHT]);
  pia = await createTeamMember(db, 'promoter', { venueId: venue.id });
  paul = await createTeamMember(db, 'promoter', { clubId: club });
  await nameMember(db, pia, 'Pia', 'Promo');
  await nameMember(db, paul, 'Paul', 'Promo');
  manager = await createTeamMember(db, 'manager', { venueId: venue.id });
  door = await createTeamMember(db, 'door', { clubId: club });
});
afterAll(() => t?.close());

async function linkOf(promoter: Member, body: Record<string, unknown>): Promise<string> {
  const response = await callAs(t, promoter)('POST', '/api/promoter/links', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().code;
}

async function join(member: Member, body: Record<string, unknown>) {
  const response = await callAs(t, member)('POST', '/api/guestlist-entries', {
    clubId: club,
    date: NIGHT,
    ladies: 1,
    men: 0,
    ...body,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  const [entry] = await t.database.db
    .select()
    .from(guestlistEntries)
    .where(eq(guestlistEntries.id, response.json().id));
  return entry!;
}

describe('promoter links', () => {
  test('one link per promoter, club and night: asking again gives the same; only clubs they promote', async () => {
    const first = await callAs(t, pia)('POST', '/api/promoter/links', { clubId: club });
    expect(first.json()).toMatchObject({ clubId: club, date: null, path: `/p/${first.json().code}` });
    expect(first.json().code).toMatch(/^[a-z0-9]{10}$/);
    expect((await callAs(t, pia)('POST', '/api/promoter/links', { clubId: club })).json().code).toBe(
      first.json().code,
    );
    const friday = await linkOf(pia, { clubId: club, date: NIGHT });
    expect(friday).not.toBe(first.json().code);
    expect((await callAs(t, pia)('POST', '/api/promoter/links', { clubId: otherClub })).statusCode).toBe(404);
    // The shared link, opened by anyone: the club, the night, who invited.
    const target = await callAs(t, undefined)('GET', `/api/promoter-links/${friday}`);
    expect(target.json()).toEqual({
      clubId: club,
      date: NIGHT,
      openDate: NIGHT,
      invitedBy: 'Pia',
      yourEntry: null,
    });
    // An every-night link opens the club's next open night (tonight, 26 Nov, is not open).
    const everyNight = await callAs(t, undefined)('GET', `/api/promoter-links/${first.json().code}`);
    expect(everyNight.json()).toMatchObject({ date: null, openDate: NIGHT });
    expect((await callAs(t, undefined)('GET', '/api/promoter-links/zzzzzzzzzz')).statusCode).toBe(404);
    expect((await callAs(t, undefined)('GET', '/api/promoter-links/NOT-A-CODE')).statusCode).toBe(404);
    const clubs = (await callAs(t, pia)('GET', '/api/promoter/clubs')).json().clubs;
    expect(clubs.map((c: { name: string }) => c.name)).toEqual(['Velvet']);
    expect(clubs[0].links).toHaveLength(2);
    expect(clubs[0].guestAllowance).toBe(0);
  });
});

describe('attribution', () => {
  test('the link a member joined through credits its promoter; another promoter’s later link does not', async () => {
    const member = await createMember(t.database.db);
    const entry = await join(member, { promoterCode: await linkOf(pia, { clubId: club }) });
    expect(entry.promoterUserId).toBe(pia.id);
    // Joining again (already on the list) through Paul's link changes nothing.
    const again = await join(member, { promoterCode: await linkOf(paul, { clubId: club }) });
    expect(again.id).toBe(entry.id);
    expect(again.promoterUserId).toBe(pia.id);
  });

  test('cancelled and joined again through another link: the first promoter keeps the credit', async () => {
    const member = await createMember(t.database.db);
    const entry = await join(member, { promoterCode: await linkOf(paul, { clubId: club }) });
    const cancelled = await callAs(t, member)('POST', `/api/guestlist-entries/${entry.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const back = await join(member, { promoterCode: await linkOf(pia, { clubId: club }) });
    expect(back.id).toBe(entry.id);
    expect(back.promoterUserId).toBe(paul.id);
  });

  test('a code for another club or night, one’s own, an unknown or a dead one credits nobody and never stops a join', async () => {
    const night = await linkOf(pia, { clubId: club, date: SATURDAY });
    const member = await createMember(t.database.db);
    expect((await join(member, { promoterCode: night })).promoterUserId).toBeNull();
    expect(
      (await join(pia, { promoterCode: await linkOf(pia, { clubId: club }) })).promoterUserId,
    ).toBeNull();
    const stranger = await createMember(t.database.db);
    expect((await join(stranger, { promoterCode: 'zzzzzzzzzz' })).promoterUserId).toBeNull();

    const leaving = await createTeamMember(t.database.db, 'promoter', { clubId: club });
    const code = await linkOf(leaving, { clubId: club });
    await t.database.db.delete(clubRoles).where(eq(clubRoles.phoneNumber, leaving.phoneNumber));
    const late = await createMember(t.database.db);
    expect((await join(late, { promoterCode: code })).promoterUserId).toBeNull();
    expect((await callAs(t, undefined)('GET', `/api/promoter-links/${code}`)).statusCode).toBe(404);
    const bad = await callAs(t, late)('POST', '/api/guestlist-entries', {
      clubId: club,
      date: SATURDAY,
      ladies: 1,
      men: 0,
      promoterCode: 'NOT A CODE',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('promoter code');
  });
});

describe('credit by arrivals', () => {
  test('a party of 3 with 2 admitted counts 2; names that never came count nothing', async () => {
    const set = await callAs(t, manager)('PUT', `/api/admin/clubs/${club}/promoter-rates`, {
      ladyCents: 1_000,
      manCents: 600,
      bonusAfter: 2,
      bonusCents: 100,
    });
    expect(set.json()).toEqual({
      ladyCents: 1_000,
      manCents: 600,
      bonusAfter: 2,
      bonusCents: 100,
      lady: 10,
      man: 6,
      bonus: 1,
    });
    const promoter = await createTeamMember(t.database.db, 'promoter', { clubId: club });
    await nameMember(t.database.db, promoter, 'Rita', 'Ranked');
    const code = await linkOf(promoter, { clubId: club });
    const three = await join(await createMember(t.database.db), { ladies: 2, men: 1, promoterCode: code });
    const two = await join(await createMember(t.database.db), { ladies: 0, men: 2, promoterCode: code });

    const admitted = await doorApi(t, door, { clubId: club, date: NIGHT }).checkIn({
      passKind: 'guestlist',
      passId: three.id,
      people: 2,
    });
    expect(admitted.json().verdict).toBe('valid');

    const night = (await callAs(t, promoter)('GET', `/api/promoter/nights/${club}/${NIGHT}`)).json();
    // 2 of 2 ladies and 1 man: at least 1 lady proven; the other could be either (lower rate).
    expect(night.figures).toMatchObject({
      parties: 2,
      people: 5,
      arrived: 2,
      ladiesArrived: 1,
      menArrived: 0,
      unknownArrived: 1,
      conversion: 0.4,
      earningsCents: 1_000 + 600,
      earnings: 10 + 6,
    });
    // Both joined at the test clock's one instant: their order is the ids'.
    const arrivedOf = (id: string) => night.parties.find((p: { id: string }) => p.id === id)?.arrived;
    expect(night.parties).toHaveLength(2);
    expect(arrivedOf(three.id)).toBe(2);
    expect(arrivedOf(two.id)).toBe(0);

    const summary = (
      await callAs(t, promoter)('GET', `/api/promoter/summary?from=${NIGHT}&to=${NIGHT}`)
    ).json();
    expect(summary.totals).toMatchObject({ arrived: 2, earningsCents: 1_600, earnings: 16 });

    // The rest of the party arrives: past the bonus threshold of 2.
    await doorApi(t, door, { clubId: club, date: NIGHT }).checkIn({
      passKind: 'guestlist',
      passId: three.id,
    });
    const after = (await callAs(t, promoter)('GET', `/api/promoter/nights/${club}/${NIGHT}`)).json();
    expect(after.figures).toMatchObject({
      arrived: 3,
      ladiesArrived: 2,
      menArrived: 1,
      earningsCents: 2 * 1_000 + 600 + 100,
      earnings: 2 * 10 + 6 + 1,
    });

    const ranking = (
      await callAs(t, manager)('GET', `/api/admin/promoters?from=${NIGHT}&to=${NIGHT}`)
    ).json();
    expect(ranking.promoters[0]).toMatchObject({
      promoter: { name: 'Rita Ranked' },
      figures: { arrived: 3 },
    });
    // The venue tells a promoted party from one that joined on its own, in the list and the export.
    const list = (await callAs(t, manager)('GET', `/api/admin/nights/${club}/${NIGHT}`)).json();
    const labelled = list.entries.find((entry: { id: string }) => entry.id === three.id);
    expect(labelled.promoter).toEqual({ name: 'Rita Ranked', via: 'link', selfCheckedIn: 0 });
    expect(list.entries.some((entry: { promoter: unknown }) => entry.promoter === null)).toBe(true);
    const guestlist = await callAs(t, manager)(
      'GET',
      `/api/admin/export?clubId=${club}&from=${NIGHT}&to=${NIGHT}`,
    );
    // The promoter's column, then the party's one (empty) guest-name column.
    expect(guestlist.body).toContain(',Rita Ranked (link),\r\n');

    const csv = await callAs(t, manager)('GET', `/api/admin/promoters/export?from=${NIGHT}&to=${NIGHT}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Rita Ranked');
  });

  test('rates are validated and only a manager of the club sets them', async () => {
    const bad = await callAs(t, manager)('PUT', `/api/admin/clubs/${club}/promoter-rates`, {
      lady: -1,
      man: 0,
      bonusAfter: null,
      bonus: 0,
    });
    expect(bad.statusCode).toBe(400);
    const refused = async (body: Record<string, unknown>) => {
      const response = await callAs(t, manager)('PUT', `/api/admin/clubs/${club}/promoter-rates`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return (response.json().fields as { path: string; message: string }[]).map(
        (f) => `${f.path}: ${f.message}`,
      );
    };
    expect(
      await refused({ ladyCents: 1_000, lady: 10.01, manCents: 0, bonusAfter: null, bonusCents: 0 }),
    ).toEqual([
      'lady: must be the same amount as ladyCents (1000 cents), or be left out: send it once, in cents',
    ]);
    expect(await refused({ ladyCents: 1_000, bonusAfter: null, bonusCents: 0 })).toEqual([
      'manCents: give the rate in cents: 0 for none',
    ]);
    expect(await refused({ ladyCents: 12.5, manCents: 0, bonusAfter: null, bonusCents: 0 })).toEqual([
      'ladyCents: must be whole cents',
    ]);
    // The deprecated dollars still work, stored and answered as cents.
    const inDollars = await callAs(t, manager)('PUT', `/api/admin/clubs/${club}/promoter-rates`, {
      lady: 7.5,
      man: 0.29,
      bonusAfter: null,
      bonus: 0,
    });
    expect(inDollars.json()).toMatchObject({
      ladyCents: 750,
      manCents: 29,
      bonusCents: 0,
      lady: 7.5,
      man: 0.29,
    });
    // What was read, sent back as it is (both twins, agreeing), is accepted.
    const again = await callAs(t, manager)(
      'PUT',
      `/api/admin/clubs/${club}/promoter-rates`,
      inDollars.json(),
    );
    expect(again.statusCode, again.body).toBe(200);
    const admin = await createAdmin(t.database.db);
    const other = await callAs(t, manager)('PUT', `/api/admin/clubs/${otherClub}/promoter-rates`, {
      lady: 1,
      man: 1,
      bonusAfter: null,
      bonus: 0,
    });
    expect(other.statusCode).toBe(404);
    const byAdmin = await callAs(t, admin)('PUT', `/api/admin/clubs/${otherClub}/promoter-rates`, {
      lady: 1,
      man: 1,
      bonusAfter: null,
      bonus: 0,
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});
