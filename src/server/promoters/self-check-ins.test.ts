import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { IsoDate } from '../../shared/dates.ts';
import { doorApi, nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { callAs } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

// 21:00 on Friday 27 November in New York, already the 28th in UTC: "tonight" is the club's 27th.
const EVENING = new Date('2026-11-28T02:00:00Z');
// 00:30 on the 28th in New York: still the 27th's night at the door.
const AFTER_MIDNIGHT = new Date('2026-11-28T05:30:00Z');

let t: TestApp;
let club: string;
let tonight: IsoDate;
let manager: Member;
let door: Member;
let phone = 2125558000;

const RATES = { lady: 10, man: 6, bonusAfter: 1, bonus: 5 };

interface Night {
  figures: Record<string, number | null>;
  parties: { id: string; arrived: number; selfCheckedIn: number }[];
}

beforeAll(async () => {
  t = await createTestApp({ now: EVENING });
  const db = t.database.db;
  club = (await insertClub(db, { name: 'Velvet', timeZone: 'America/New_York' })).id;
  const venue = await insertVenue(db, 'Velvet Group', [club]);
  manager = await createTeamMember(db, 'manager', { venueId: venue.id });
  door = await createTeamMember(db, 'door', { clubId: club });
  await nameMember(db, door, 'Dana', 'Door');
  const clubs = (await callAs(t, door)('GET', '/api/door/clubs')).json().clubs;
  tonight = clubs.find((c: { id: string }) => c.id === club).tonight;
  expect(tonight).toBe('2026-11-27');
  await openGuestlistDates(db, club, [tonight]);
  const rates = await callAs(t, manager)('PUT', `/api/admin/clubs/${club}/promoter-rates`, RATES);
  expect(rates.statusCode, rates.body).toBe(200);
});
afterAll(() => t?.close());
// Each guest is added in the evening, before the list closes at 23:00; the door works past midnight.
beforeEach(() => t.setNow(EVENING));

/** A promoter of the club with an allowance of 5 guests a night, whom the manager also put on the door. */
async function promoterAtTheDoor(firstName: string): Promise<Member> {
  const promoter = await createTeamMember(t.database.db, 'promoter', { clubId: club });
  await nameMember(t.database.db, promoter, firstName, 'Promo');
  const added = await callAs(t, manager)('POST', '/api/admin/team', {
    phoneNumber: promoter.phoneNumber,
    role: 'door',
    clubId: club,
  });
  expect(added.statusCode, added.body).toBe(201);
  const team = (await callAs(t, manager)('GET', '/api/admin/team')).json();
  const role = team.members.find(
    (m: { phoneNumber: string; role: string }) =>
      m.phoneNumber === promoter.phoneNumber && m.role === 'promoter',
  );
  const allowance = await callAs(t, manager)('PUT', `/api/admin/team/${role.id}`, { guestAllowance: 5 });
  expect(allowance.statusCode, allowance.body).toBe(200);
  return promoter;
}

/** The promoter puts 2 ladies and a man on tonight's list by name; the entries' ids. */
async function addThreeGuests(promoter: Member): Promise<string[]> {
  const guest = (gender: string) => ({
    firstName: 'Ivy',
    lastName: `Invented${++phone}`,
    phoneNumber: `+1${phone}`,
    gender,
  });
  const response = await callAs(t, promoter)('POST', '/api/promoter/guests', {
    clubId: club,
    date: tonight,
    guests: [guest('female'), guest('female'), guest('male')],
  });
  expect(response.statusCode, response.body).toBe(200);
  const results = response.json().results as { outcome: string; entryId: string }[];
  expect(results.map((r) => r.outcome)).toEqual(['added', 'added', 'added']);
  return results.map((r) => r.entryId);
}

async function checkIn(staff: Member, entryId: string, people?: number) {
  const response = await doorApi(t, staff, { clubId: club, date: tonight }).checkIn({
    passKind: 'guestlist',
    passId: entryId,
    people,
  });
  expect(response.json().verdict, response.body).toBe('valid');
}

const promoterNight = async (promoter: Member): Promise<Night> =>
  (await callAs(t, promoter)('GET', `/api/promoter/nights/${club}/${tonight}`)).json();

async function ranked(promoterId: string) {
  const report = await callAs(t, manager)('GET', `/api/admin/promoters?from=${tonight}&to=${tonight}`);
  expect(report.statusCode, report.body).toBe(200);
  return report.json().promoters.find((p: { promoter: { id: string } }) => p.promoter.id === promoterId);
}

async function nightList() {
  const list = await callAs(t, manager)('GET', `/api/admin/nights/${club}/${tonight}`);
  expect(list.statusCode, list.body).toBe(200);
  return list.json().entries as {
    id: string;
    checkIn: { arrived: number };
    promoter: { name: string; via: string; selfCheckedIn: number } | null;
  }[];
}

describe('a promoter who also works the door', () => {
  test('checks in the 3 guests they added: 3 arrivals on their page, none paid, all 3 flagged to the manager', async () => {
    const pia = await promoterAtTheDoor('Pia');
    const entries = await addThreeGuests(pia);
    t.setNow(AFTER_MIDNIGHT);
    for (const id of entries) await checkIn(pia, id);

    const night = await promoterNight(pia);
    expect(night.figures).toMatchObject({ people: 3, arrived: 0, selfCheckedIn: 3, earnings: 0 });
    expect(night.figures.conversion).toBe(0);
    // They still see each guest in, marked as checked in by themselves.
    expect(night.parties.map((p) => [p.arrived, p.selfCheckedIn])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    const summary = (
      await callAs(t, pia)('GET', `/api/promoter/summary?from=${tonight}&to=${tonight}`)
    ).json();
    expect(summary.totals).toMatchObject({ arrived: 0, selfCheckedIn: 3, earnings: 0 });

    expect((await ranked(pia.id)).figures).toMatchObject({
      people: 3,
      arrived: 0,
      ladiesArrived: 0,
      menArrived: 0,
      selfCheckedIn: 3,
      earnings: 0,
    });
    const flagged = (await nightList()).filter((entry) => entries.includes(entry.id));
    expect(flagged).toHaveLength(3);
    for (const entry of flagged) {
      expect(entry.checkIn.arrived).toBe(1);
      expect(entry.promoter).toEqual({ name: 'Pia Promo', via: 'added', selfCheckedIn: 1 });
    }

    const csv = await callAs(t, manager)('GET', `/api/admin/promoters/export?from=${tonight}&to=${tonight}`);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toContain(',Arrived,');
    expect(header).toContain(',Self check-ins (not paid),Earnings (USD)');
    // Parties, people, arrived, conversion, ladies, men, unknown, self check-ins, earnings.
    expect(rows.find((row) => row.startsWith('Pia Promo,'))).toMatch(/,3,3,0,0,0,0,0,3,0$/);
  });

  test('another door staffer checking their guests in counts them as before, flagging nothing', async () => {
    const paul = await promoterAtTheDoor('Paul');
    const entries = await addThreeGuests(paul);
    t.setNow(AFTER_MIDNIGHT);
    for (const id of entries) await checkIn(door, id);

    // 2 ladies and a man at $10 / $6, and $5 for each arrival past the first.
    const paid = 2 * 10 + 6 + 2 * 5;
    const night = await promoterNight(paul);
    expect(night.figures).toMatchObject({ arrived: 3, ladiesArrived: 2, menArrived: 1, selfCheckedIn: 0 });
    expect(night.figures.earnings).toBe(paid);
    expect(night.parties.every((p) => p.arrived === 1 && p.selfCheckedIn === 0)).toBe(true);
    expect((await ranked(paul.id)).figures).toMatchObject({ arrived: 3, selfCheckedIn: 0, earnings: paid });
    const list = (await nightList()).filter((entry) => entries.includes(entry.id));
    expect(list.map((entry) => entry.promoter?.selfCheckedIn)).toEqual([0, 0, 0]);
  });

  test('a party let in in parts: only the people someone else checked in pay, and only they pass the bonus threshold', async () => {
    const rex = await promoterAtTheDoor('Rex');
    const link = await callAs(t, rex)('POST', '/api/promoter/links', { clubId: club });
    const member = await createMember(t.database.db);
    const joined = await callAs(t, member)('POST', '/api/guestlist-entries', {
      clubId: club,
      date: tonight,
      ladies: 2,
      men: 1,
      promoterCode: link.json().code,
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    const entryId = joined.json().id;
    t.setNow(AFTER_MIDNIGHT);
    await checkIn(door, entryId, 1);
    await checkIn(rex, entryId);

    const night = await promoterNight(rex);
    // 1 of 2 ladies and a man paid, gender unproven (the lower rate); past the bonus threshold of 1
    // only if the 2 the promoter let in counted, which they do not.
    expect(night.figures).toMatchObject({ arrived: 1, unknownArrived: 1, selfCheckedIn: 2, earnings: 6 });
    expect(night.parties).toEqual([expect.objectContaining({ id: entryId, arrived: 3, selfCheckedIn: 2 })]);
    expect((await ranked(rex.id)).figures).toMatchObject({ arrived: 1, selfCheckedIn: 2, earnings: 6 });
    const [entry] = (await nightList()).filter((e) => e.id === entryId);
    expect(entry).toMatchObject({
      checkIn: { arrived: 3 },
      promoter: { name: 'Rex Promo', via: 'link', selfCheckedIn: 2 },
    });
  });
});
