import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckInResult } from '../../shared/api/door-schema.ts';
import { checkIns } from '../db/schema.ts';
import { createDoorStaff, doorApi, insertEntryRow, nameMember, passToken } from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

// 23:14 on Friday in New York.
const NOW = new Date('2026-11-28T04:14:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let clubId: string;
let otherClubId: string;
let scanners: Member[];

beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  clubId = (await insertClub(t.database.db, { name: 'Door Club' })).id;
  otherClubId = (await insertClub(t.database.db, { name: 'Other Club' })).id;
  scanners = [];
  for (let i = 0; i < 6; i += 1) scanners.push(await createDoorStaff(t.database.db, 'Scanner', `${i + 1}`));
});
afterAll(() => t?.close());

const door = (staff: Member = scanners[0]!) => doorApi(t, staff, { clubId, date: FRIDAY });

/** A party of `ladies` whose leader sent `claimed` places, each claimed by a friend: their QR tokens. */
async function partyWithGuests(ladies: number, claimed: number) {
  const leader = await createMember(t.database.db);
  await nameMember(t.database.db, leader, 'Jess', 'Leader');
  const entry = await insertEntryRow(t.database.db, { userId: leader.id, clubId, date: FRIDAY, ladies });
  const guests: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < claimed; i += 1) {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/passes/${entry.id}/guest-passes`,
      headers: { cookie: leader.cookie },
      payload: { place: 'lady' },
    });
    const token = sent.json().path.replace('/claim/', '');
    const friend = await createMember(t.database.db);
    await nameMember(t.database.db, friend, `Friend${i + 1}`, 'Guest');
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/guest-pass-claims/${token}`,
      headers: { cookie: friend.cookie },
    });
    const { guestPassId } = claim.json();
    ids.push(guestPassId);
    const pass = await t.app.inject({
      url: `/api/guest-passes/${guestPassId}`,
      headers: { cookie: friend.cookie },
    });
    guests.push(pass.json().qrToken);
  }
  return { leader, entry, guests, ids, leaderToken: await passToken(t, leader, 'guestlist', entry.id) };
}

const scan = async (token: string, staff?: Member, extra: Record<string, unknown> = {}) => {
  const response = await door(staff).checkIn({ token, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CheckInResult;
};

async function arrivals(entryId: string) {
  const rows = await t.database.db.select().from(checkIns).where(eq(checkIns.entryId, entryId));
  return rows.reduce((sum, row) => sum + row.people, 0);
}

describe('guest passes at the door', () => {
  test('each guest pass admits its guest once; the leader’s pass admits the places not held', async () => {
    const { entry, guests, leaderToken } = await partyWithGuests(4, 2);
    const first = await scan(guests[0]!);
    expect(first).toMatchObject({ verdict: 'valid', detail: 'Admitted 1 · guest pass' });
    expect(first.pass).toMatchObject({
      kind: 'guest',
      holderName: 'Friend1 Guest',
      arrived: 1,
      remaining: 0,
    });
    expect(first.pass!.terms[0]).toBe('Guest pass of Jess Leader’s party: 1 of 4 in');
    const again = await scan(guests[0]!);
    expect(again.verdict).toBe('already_checked_in');
    expect(again.detail).toMatch(/^Already in · checked in at 23:14 by Scanner 1$/);
    // The leader's pass: 4 places, 1 in, 1 held by Friend2's pass → admits 2.
    const leader = await scan(leaderToken);
    expect(leader.verdict).toBe('valid');
    expect(leader.admitted!.people).toBe(2);
    expect(leader.pass).toMatchObject({ arrived: 3, remaining: 0 });
    const leaderAgain = await scan(leaderToken);
    expect(leaderAgain.verdict).toBe('already_checked_in');
    expect(leaderAgain.detail).toBe('3 in · the other 1 comes with their own guest pass');
    expect((await scan(guests[1]!)).verdict).toBe('valid');
    expect(await arrivals(entry.id)).toBe(4);
    expect((await scan(guests[1]!)).verdict).toBe('already_checked_in');
    expect(await arrivals(entry.id)).toBe(4);
  });

  test('unclaimed places still work on the leader’s pass', async () => {
    const leader = await createMember(t.database.db);
    const entry = await insertEntryRow(t.database.db, { userId: leader.id, clubId, date: FRIDAY, ladies: 3 });
    await t.app.inject({
      method: 'POST',
      url: `/api/passes/${entry.id}/guest-passes`,
      headers: { cookie: leader.cookie },
      payload: { place: 'lady' },
    });
    const result = await scan(await passToken(t, leader, 'guestlist', entry.id));
    expect(result.admitted!.people).toBe(3);
  });

  test('scanned all at once, the leader’s pass and every guest pass never admit beyond the party', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { entry, guests, leaderToken } = await partyWithGuests(4, 3);
      const tokens = [leaderToken, leaderToken, ...guests, guests[0]!];
      const results = await Promise.all(tokens.map((token, i) => scan(token, scanners[i % scanners.length])));
      expect(await arrivals(entry.id)).toBe(4);
      // Each guest admitted exactly once, the leader's pass once with 1 person.
      const admittedGuests = results.filter((r) => r.verdict === 'valid' && r.pass?.kind === 'guest');
      expect(new Set(admittedGuests.map((r) => r.pass!.id)).size).toBe(3);
      expect(admittedGuests).toHaveLength(3);
      const rows = await t.database.db.select().from(checkIns).where(eq(checkIns.entryId, entry.id));
      expect(rows.filter((row) => row.guestPassId === null).map((row) => row.people)).toEqual([1]);
    }
  });

  test('a party full before a guest claims: the claim is refused, never an admission beyond the places', async () => {
    const leader = await createMember(t.database.db);
    const entry = await insertEntryRow(t.database.db, { userId: leader.id, clubId, date: FRIDAY, ladies: 2 });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/passes/${entry.id}/guest-passes`,
      headers: { cookie: leader.cookie },
      payload: { place: 'lady' },
    });
    await scan(await passToken(t, leader, 'guestlist', entry.id));
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/guest-pass-claims/${sent.json().path.replace('/claim/', '')}`,
      headers: { cookie: (await createMember(t.database.db)).cookie },
    });
    expect(claim.json().code).toBe('party_full');
  });

  test('a revoked guest pass or a cancelled party is refused; undoing a guest admission frees it', async () => {
    const { leader, entry, guests, ids } = await partyWithGuests(3, 2);
    await t.app.inject({
      method: 'POST',
      url: `/api/passes/${entry.id}/guest-passes/${ids[1]}/revoke`,
      headers: { cookie: leader.cookie },
    });
    expect((await scan(guests[1]!)).verdict).toBe('cancelled');
    const admitted = await scan(guests[0]!);
    expect((await door().undo(admitted.admitted!.id)).statusCode).toBe(200);
    expect((await scan(guests[0]!)).verdict).toBe('valid');
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/passes/${entry.id}/guest-passes/${ids[0]}/revoke`,
      headers: { cookie: leader.cookie },
    });
    expect(taken.json().code).toBe('guest_arrived');
  });

  test('staff of another venue see only which club the guest pass is for', async () => {
    const { guests } = await partyWithGuests(2, 1);
    await insertVenue(t.database.db, 'Other Venue', [otherClubId]);
    const otherDoor = await createTeamMember(t.database.db, 'door', { clubId: otherClubId });
    const response = await doorApi(t, otherDoor, { clubId: otherClubId, date: FRIDAY }).checkIn({
      token: guests[0],
    });
    expect(response.json()).toMatchObject({
      verdict: 'wrong_club',
      pass: null,
      detail: 'This pass is for Door Club',
    });
  });
});
