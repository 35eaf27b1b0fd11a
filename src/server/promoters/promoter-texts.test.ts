import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '../../shared/dates.ts';
import { guestlistEntries } from '../db/schema.ts';
import { nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import type { Member } from '../testing/members.ts';
import { recordingSms } from '../testing/recording-sms.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniquePhone } from '../testing/unique.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

// The outside probe: a promoter's guests were texted at any number that parsed (UK, a US +1-900
// premium line, Jamaica, Nigeria, Uzbekistan), and one promoter with an allowance of 5 had 35 guests
// texted over 7 nights in 5.8 s, outside every SMS limit.
const NOW = new Date('2026-11-26T15:00:00Z');
const FIRST_NIGHT = '2026-11-27';
const NIGHTS = Array.from({ length: 7 }, (_, i) => addDays(FIRST_NIGHT, i));
const HOUR = 3_600_000;

interface Setup {
  t: TestApp;
  sms: ReturnType<typeof recordingSms>;
  club: string;
  promoter: Member & { phoneNumber: string };
}

async function setUp(allowance: number, promoterName: [string, string] = ['Pia', 'Promo']): Promise<Setup> {
  const sms = recordingSms();
  const t = await createTestApp({ now: NOW, sms: sms.sender });
  const db = t.database.db;
  const club = (await insertClub(db, { name: 'Velvet' })).id;
  const venue = await insertVenue(db, 'Velvet Group', [club]);
  await openGuestlistDates(db, club, NIGHTS);
  const promoter = await createTeamMember(db, 'promoter', { clubId: club });
  await nameMember(db, promoter, ...promoterName);
  const manager = await createTeamMember(db, 'manager', { venueId: venue.id });
  const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
  const role = team.members.find((m: { phoneNumber: string }) => m.phoneNumber === promoter.phoneNumber);
  const set = await callAs(t, manager)('PUT', `/api/admin/team/${role.id}`, { guestAllowance: allowance });
  expect(set.statusCode, set.body).toBe(200);
  return { t, sms, club, promoter };
}

const guest = (phoneNumber: string, firstName = 'Gina') => ({
  firstName,
  lastName: 'Guest',
  phoneNumber,
  gender: 'female',
});

interface Result {
  phoneNumber: string;
  outcome: string;
  text?: { status: 'queued'; sendsAt: string } | { status: 'not-texted'; message: string };
}

async function add(s: Setup, date: string, guests: unknown[]): Promise<Result[]> {
  const response = await callAs(s.t, s.promoter)('POST', '/api/promoter/guests', {
    clubId: s.club,
    date,
    guests,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

describe("a promoter's guests are texted only where a text may go", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(6);
  });
  afterAll(() => s?.t.close());

  test('numbers abroad and premium lines are added, not texted, and the promoter is told per guest', async () => {
    const local = uniquePhone();
    const refused = [
      ['the United Kingdom', '+447911123456'],
      ['a US +1-900 premium line', '+19005550100'],
      ['Jamaica (+1-876)', '+18762345678'],
      ['Nigeria', '+2348031234567'],
      ['Uzbekistan', '+998901234567'],
    ];
    const results = await add(s, FIRST_NIGHT, [
      ...refused.map(([, phone], i) => guest(phone!, `Guest${'ABCDE'[i]}`)),
      guest(local, 'Local'),
    ]);
    for (const [i, [where, phone]] of refused.entries()) {
      const result = results[i]!;
      expect(result, where).toMatchObject({ phoneNumber: phone, outcome: 'added' });
      expect(result.text, where).toEqual({
        status: 'not-texted',
        message: expect.stringMatching(/^This number can’t be texted: .*the door finds them by name\.$/),
      });
    }
    expect(results[5]).toMatchObject({
      outcome: 'added',
      text: { status: 'queued', sendsAt: NOW.toISOString() },
    });

    // Each is on the list under the name given, for the door.
    const entries = await s.t.database.db
      .select({ id: guestlistEntries.id })
      .from(guestlistEntries)
      .where(eq(guestlistEntries.addedByUserId, s.promoter.id));
    expect(entries).toHaveLength(6);

    await s.t.app.deliveryWorker.runOnce();
    expect(s.sms.texts.map((text) => text.to)).toEqual([local]);
  });
});

describe("a promoter's texts keep to their hourly rate (PROMOTER_TEXTS_PER_HOUR, 20)", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(5);
  });
  afterAll(() => s?.t.close());

  test('35 guests over 7 nights: 20 are texted now, the rest an hour later, and the promoter sees when', async () => {
    const results: Result[] = [];
    for (const night of NIGHTS)
      results.push(
        ...(await add(
          s,
          night,
          Array.from({ length: 5 }, () => guest(uniquePhone())),
        )),
      );
    expect(results).toHaveLength(35);
    expect(results.every((result) => result.outcome === 'added')).toBe(true);
    const sendsAt = results.map((result) => (result.text?.status === 'queued' ? result.text.sendsAt : null));
    expect(sendsAt.slice(0, 20)).toEqual(Array(20).fill(NOW.toISOString()));
    expect(sendsAt.slice(20)).toEqual(Array(15).fill(new Date(NOW.getTime() + HOUR).toISOString()));

    await s.t.app.deliveryWorker.runOnce();
    expect(s.sms.texts).toHaveLength(20);
    s.t.setNow(new Date(NOW.getTime() + HOUR - 1000));
    await s.t.app.deliveryWorker.runOnce();
    expect(s.sms.texts).toHaveLength(20);
    s.t.setNow(new Date(NOW.getTime() + HOUR));
    await s.t.app.deliveryWorker.runOnce();
    expect(s.sms.texts).toHaveLength(35);
    expect(new Set(s.sms.texts.map((text) => text.to)).size).toBe(35);
  });
});

describe('one number is texted at most TEXTS_PER_NUMBER_PER_DAY (5) times a day', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(1);
  });
  afterAll(() => s?.t.close());

  test('the same guest on 7 nights: 5 invitations go, the other 2 are not texted and the promoter is told', async () => {
    const phone = uniquePhone();
    const texts: Result['text'][] = [];
    for (const night of NIGHTS) texts.push((await add(s, night, [guest(phone)]))[0]!.text);
    expect(texts.slice(0, 5).every((text) => text?.status === 'queued')).toBe(true);
    for (const text of texts.slice(5))
      expect(text).toEqual({
        status: 'not-texted',
        message: expect.stringContaining('has had its 5 texts from Nightlist in the last 24 hours'),
      });
    await s.t.app.deliveryWorker.runOnce();
    expect(s.sms.to(phone)).toHaveLength(5);
  });
});

describe('the invitation carries no free text of the promoter’s beyond a short name', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(1, ['Jay www.free-drinks.example 900-555-0100', 'https://bit.ly/x Smith']);
  });
  afterAll(() => s?.t.close());

  test('a profile name with a link and a number reaches the guest as letters and an initial', async () => {
    const phone = uniquePhone();
    await add(s, FIRST_NIGHT, [guest(phone)]);
    await s.t.app.deliveryWorker.runOnce();
    const [text] = s.sms.to(phone);
    expect(text?.body).toMatch(/^Nightlist: Jay wwwfree-drinksex H\. put you on the list at Velvet\./);
    expect(text?.body).not.toMatch(/www\.|https?:|bit\.ly|900|\.example/);
  });
});
