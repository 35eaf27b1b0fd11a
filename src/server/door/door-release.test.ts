import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReleaseResult } from '../../shared/api/door-release-schema.ts';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { auditLog, checkIns, guestlistEntries } from '../db/schema.ts';
import { createDoorStaff, doorApi } from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMember, createMembers, type Member } from '../testing/members.ts';
import { FRIDAY, MINUTE, NOW, offerHelpers } from '../testing/offers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember } from '../testing/venues.ts';

// A party that arrives smaller frees its places (issue 33, decision 037), through the API, on
// whichever engine the run uses (PGlite by default, PostgreSQL with DATABASE_URL).
let t: TestApp;
let h: ReturnType<typeof offerHelpers>;
let staff: Member;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  h = offerHelpers(t);
  staff = await createDoorStaff(t.database.db, 'Sam', 'Door');
});
afterAll(() => t?.close());

function release(who: Member | null, clubId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/door/releases',
    headers: who ? { cookie: who.cookie } : {},
    payload: { clubId, date: FRIDAY, passKind: 'guestlist', ...body },
  });
}

async function admit(clubId: string, passId: string, people: number) {
  const response = await doorApi(t, staff, { clubId, date: FRIDAY }).checkIn({
    passId,
    passKind: 'guestlist',
    people,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * A list for 4 ladies: a party of 3 and a single confirmed, then a single and a pair waiting.
 * One of the party of 3 is in.
 */
async function smallerParty(overrides: Parameters<typeof insertClub>[1] = {}) {
  const club = await h.night(4, overrides);
  const members = await createMembers(t.database.db, 4);
  const entries: GuestlistEntry[] = [];
  for (const [i, ladies] of [3, 1, 1, 2].entries()) entries.push(await h.join(members[i]!, club.id, ladies));
  expect(entries.map((e) => e.status)).toEqual(['confirmed', 'confirmed', 'waitlisted', 'waitlisted']);
  t.setNow(new Date(NOW.getTime() + MINUTE));
  await admit(club.id, entries[0]!.id, 1);
  return { club, members, entries, party: entries[0]! };
}

describe('POST /api/door/releases', () => {
  test('frees 2 places of a party of 3 that came as 1: the first waiting party that fits gets an offer', async () => {
    const { club, members, entries, party } = await smallerParty();
    const response = await release(staff, club.id, { passId: party.id, ladies: 2, men: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const result: ReleaseResult = response.json();
    expect(result).toMatchObject({
      verdict: 'valid',
      detail: '2 places freed · offered to the waitlist',
      pass: { id: party.id, ladies: 1, men: 0, partySize: 1, arrived: 1, remaining: 0 },
      admitted: null,
      released: { ladies: 2, men: 0, waitlistMode: 'offer', handedOn: 1 },
    });
    expect(result.checkIns).toHaveLength(1);
    // The single behind gets the offer; the pair does not fit in what is left (1 + 1 + 1 held = 3 of 4).
    expect((await h.read(members[2]!, entries[2]!.id)).offer?.state).toBe('open');
    expect((await h.read(members[3]!, entries[3]!.id)).offer).toBeNull();
    expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 2, offeredLadies: 1 });
    // The member's pass reads the smaller party.
    expect(await h.read(members[0]!, party.id)).toMatchObject({ ladies: 1, men: 0, status: 'confirmed' });
    const [offered] = await h.notificationsOf(members[2]!);
    expect(offered?.kind).toBe('guestlist-offered');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, party.id), eq(auditLog.action, 'guestlist-entry.release')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      clubId: club.id,
      actorName: 'Sam Door',
      targetType: 'guestlist-entry',
      summary: 'Freed 2 places of a party that arrived smaller at Offer Club (Fri, Nov 27)',
      details: { before: { ladies: 3, men: 0 }, released: { ladies: 2, men: 0 }, arrived: 1, handedOn: 1 },
    });
    // Nothing of the member in the log: no name, no phone.
    expect(JSON.stringify(audit[0]!.details)).not.toMatch(/\+1\d{10}/);

    // The pass is now whole: scanning it again says everyone is in.
    const again = await doorApi(t, staff, { clubId: club.id, date: FRIDAY }).checkIn({
      passId: party.id,
      passKind: 'guestlist',
    });
    expect(again.json().verdict).toBe('already_checked_in');
  });

  test('a club in immediate mode confirms the waiting parties that now fit', async () => {
    const { club, members, entries, party } = await smallerParty({ waitlistMode: 'immediate' });
    const response = await release(staff, club.id, { passId: party.id, ladies: 2, men: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      detail: '2 places freed · 1 party confirmed from the waitlist',
      released: { waitlistMode: 'immediate', handedOn: 1 },
    });
    expect((await h.read(members[2]!, entries[2]!.id)).status).toBe('confirmed');
    expect((await h.read(members[3]!, entries[3]!.id)).status).toBe('waitlisted');
    expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 3, offeredLadies: 0 });
  });

  test('places freed when nobody waiting fits: said so, counters still right', async () => {
    const club = await h.night(10);
    const [member] = await createMembers(t.database.db, 1);
    const entry = await h.join(member!, club.id, 4);
    await admit(club.id, entry.id, 2);
    const response = await release(staff, club.id, { passId: entry.id, ladies: 1, men: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      detail: '1 place freed · no party waiting fits',
      pass: { partySize: 3, arrived: 2, remaining: 1 },
      released: { handedOn: 0 },
    });
    expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 3, offeredLadies: 0 });
  });

  test('refuses what the party cannot give back, with a clear error, and changes nothing', async () => {
    const { club, party } = await smallerParty();
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ ladies: 3, men: 0 }, 409, 'release_too_many', /Only 2 of this party are still to come/],
      [{ ladies: 4, men: 0 }, 409, 'release_too_many', /only 3 ladies/],
      [{ ladies: 0, men: 1 }, 409, 'release_too_many', /no men/],
      [{ ladies: 0, men: 0 }, 400, 'invalid_request', /at least 1/],
      [{ ladies: -1, men: 2 }, 400, 'invalid_request', /0 or more/],
      [{ ladies: 1.5, men: 0 }, 400, 'invalid_request', /whole number/],
      [{ ladies: 1, men: 0, passKind: 'reservation' }, 400, 'invalid_request', /table/],
      [{ ladies: 1, men: 0, passId: 'nope' }, 400, 'invalid_request', /pass/],
      [{ ladies: 1, men: 0, date: '2026-11-28' }, 409, 'release_wrong_night', /not the night/],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await release(staff, club.id, { passId: party.id, ...body });
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(status);
      const error = response.json();
      expect(error.error?.code ?? error.code, JSON.stringify(body)).toBe(code);
      expect(error.message, JSON.stringify(body)).toMatch(message);
    }
    const [row] = await t.database.db
      .select()
      .from(guestlistEntries)
      .where(eq(guestlistEntries.id, party.id));
    expect(row).toMatchObject({ ladies: 3, men: 0 });
    expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 4, offeredLadies: 0 });
  });

  test('only a confirmed party that has begun to arrive: not before anyone came, not cancelled or waiting', async () => {
    const club = await h.night(2);
    const members = await createMembers(t.database.db, 3);
    const notYet = await h.join(members[0]!, club.id, 2);
    const waiting = await h.join(members[1]!, club.id, 2);
    const cancelled = await h.join(members[2]!, club.id, 1);
    expect((await h.post(members[2]!, cancelled.id, 'cancel')).statusCode).toBe(200);
    for (const [entry, code] of [
      [notYet, 'release_not_arrived'],
      [waiting, 'release_not_confirmed'],
      [cancelled, 'release_not_confirmed'],
    ] as const) {
      const response = await release(staff, club.id, { passId: entry.id, ladies: 1, men: 0 });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.body).toContain(code);
    }
    const unknown = await release(staff, club.id, { passId: crypto.randomUUID(), ladies: 1, men: 0 });
    expect(unknown.statusCode).toBe(404);
  });

  test('another club’s door staff get 404 whichever club they name, a member 403, signed out 401', async () => {
    const { club, party } = await smallerParty();
    const other = await insertClub(t.database.db, { name: 'Other Club' });
    const otherDoor = await createTeamMember(t.database.db, 'door', { clubId: other.id });
    // Naming their own club: the pass is not found (nothing of it is told).
    const own = await release(otherDoor, other.id, { passId: party.id, ladies: 1, men: 0 });
    expect(own.statusCode).toBe(404);
    expect(own.body).not.toContain('Offer Club');
    // Naming the pass's club: they do not work its door, and are not told it exists.
    expect((await release(otherDoor, club.id, { passId: party.id, ladies: 1, men: 0 })).statusCode).toBe(404);
    const member = await createMember(t.database.db);
    expect((await release(member, club.id, { passId: party.id, ladies: 1, men: 0 })).statusCode).toBe(403);
    expect((await release(null, club.id, { passId: party.id, ladies: 1, men: 0 })).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(guestlistEntries)
      .where(eq(guestlistEntries.id, party.id));
    expect(row).toMatchObject({ ladies: 3 });
    // The club's manager may.
    const manager = await createTeamMember(t.database.db, 'manager', { clubId: club.id });
    expect((await release(manager, club.id, { passId: party.id, ladies: 1, men: 0 })).statusCode).toBe(200);
  });

  test('a check-in and a release of the same rest at once: one wins, the other sees it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { club, party } = await smallerParty();
      const [checkedIn, released] = await Promise.all([
        doorApi(t, staff, { clubId: club.id, date: FRIDAY }).checkIn({
          passId: party.id,
          passKind: 'guestlist',
          people: 2,
        }),
        release(staff, club.id, { passId: party.id, ladies: 2, men: 0 }),
      ]);
      expect(checkedIn.statusCode, checkedIn.body).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(guestlistEntries)
        .where(eq(guestlistEntries.id, party.id));
      const arrived = (
        await t.database.db.select().from(checkIns).where(eq(checkIns.entryId, party.id))
      ).reduce((sum, c) => sum + c.people, 0);
      if (released.statusCode === 200) {
        // The release went first: the rest was gone when the scan came.
        expect(checkedIn.json().verdict).toBe('already_checked_in');
        expect({ ladies: row!.ladies, arrived }).toEqual({ ladies: 1, arrived: 1 });
        expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 2, offeredLadies: 1 });
      } else {
        // The scan went first: the whole party is in, nothing left to free.
        expect(released.statusCode, released.body).toBe(409);
        expect(released.body).toContain('release_too_many');
        expect({ ladies: row!.ladies, arrived }).toEqual({ ladies: 3, arrived: 3 });
        expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 4, offeredLadies: 0 });
      }
    }
  });
});

// Issue 35, item 5: the member's pass says how many are in and how many are to come, as the scanner does.
describe("the member's pass after a partial arrival", () => {
  const passOf = async (who: Member, id: string) => {
    const response = await t.app.inject({ url: `/api/passes/${id}`, headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().entry as GuestlistEntry;
  };

  test('counts the door’s admissions; a release leaves only the arrived on the pass', async () => {
    const { club, members, entries, party } = await smallerParty();
    expect(await passOf(members[0]!, party.id)).toMatchObject({ ladies: 3, men: 0, arrived: 1 });
    // Another party on the same night is untouched; so is the list of passes.
    expect((await passOf(members[1]!, entries[1]!.id)).arrived).toBe(0);
    const list = await t.app.inject({ url: '/api/passes', headers: { cookie: members[0]!.cookie } });
    const listed = [...list.json().upcoming, ...list.json().past].find((p) => p.id === party.id);
    expect(listed.entry.arrived).toBe(1);

    await admit(club.id, party.id, 1);
    expect(await passOf(members[0]!, party.id)).toMatchObject({ ladies: 3, arrived: 2 });
    const released = await release(staff, club.id, { passId: party.id, ladies: 1, men: 0 });
    expect(released.statusCode, released.body).toBe(200);
    expect(await passOf(members[0]!, party.id)).toMatchObject({ ladies: 2, arrived: 2 });
  });
});
