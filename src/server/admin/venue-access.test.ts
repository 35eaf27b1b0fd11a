import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  checkIns,
  clubRoles,
  clubs,
  guestBans,
  guestlistDates,
  guestlistEntries,
  guestNotes,
  guestTags,
  reservations,
} from '../db/schema.ts';
import { insertEntryRow, insertReservationRow, nameMember } from '../testing/door.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { clubInput } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';

/**
 * Every admin, door and promoter route, called on club B's objects by everyone who has no business there:
 * anonymous, a member, and club A's promoter, door staff and manager. None may read or change
 * anything of B's; B's manager and a platform admin may. The table below must name every route
 * the server registers under /api/admin/, /api/door/ and /api/promoter/, so a new one cannot skip the matrix.
 */
const NIGHT = '2026-11-27';
let t: TestApp;
let b: {
  clubId: string;
  venueId: string;
  entryId: string;
  reservationId: string;
  checkInId: string;
  roleId: string;
  guestId: string;
};
let clubA: string;
let guestPhone: string;
const who: Record<string, Member | null> = {};

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  const a = await insertClub(db, { name: 'Aurum A' });
  const clubB = await insertClub(db, { name: 'Borealis B', reservationsEnabled: true });
  clubA = a.id;
  const venueA = await insertVenue(db, 'Venue Alpha', [a.id]);
  const venueB = await insertVenue(db, 'Venue Bravo', [clubB.id]);
  await openGuestlistDates(db, a.id, [NIGHT]);
  await openGuestlistDates(db, clubB.id, [NIGHT]);
  const guest = await createMember(db);
  guestPhone = await nameMember(db, guest, 'Greta', 'Guestb');
  const entry = await insertEntryRow(db, { userId: guest.id, clubId: clubB.id, date: NIGHT, ladies: 3 });
  const reservation = await insertReservationRow(db, { userId: guest.id, clubId: clubB.id, date: NIGHT });
  const [checkIn] = await db
    .insert(checkIns)
    .values({
      passKind: 'guestlist',
      entryId: entry.id,
      clubId: clubB.id,
      date: NIGHT,
      people: 1,
      checkedInAt: new Date(),
    })
    .returning();
  const promoterB = await createTeamMember(db, 'promoter', { clubId: clubB.id });
  who['promoter of B'] = promoterB;
  const [roleB] = await db.select().from(clubRoles).where(eq(clubRoles.phoneNumber, promoterB.phoneNumber));
  b = {
    clubId: clubB.id,
    venueId: venueB.id,
    entryId: entry.id,
    reservationId: reservation.id,
    checkInId: checkIn!.id,
    roleId: roleB!.id,
    guestId: guest.id,
  };
  who.anonymous = null;
  who.member = await createMember(db);
  who['promoter of A'] = await createTeamMember(db, 'promoter', { venueId: venueA.id });
  who['door of A'] = await createTeamMember(db, 'door', { clubId: a.id });
  who['manager of A'] = await createTeamMember(db, 'manager', { venueId: venueA.id });
  who['manager of B'] = await createTeamMember(db, 'manager', { venueId: venueB.id });
  who.admin = await createAdmin(db);
});
afterAll(() => t?.close());

type Call = {
  url: string;
  query?: Record<string, string>;
  payload?: unknown;
  /** For platform admins only. */
  platform?: true;
  /** Names no club: may answer anyone entitled, with nothing of B in it. */
  list?: true;
  /** A promoter's own route. */
  promoter?: true;
};

/** Each route, aimed at club B. `platform`: for platform admins only. `list`: names no club. */
function calls(): Record<string, Call> {
  const range = { from: NIGHT, to: NIGHT };
  return {
    'GET /api/admin/analytics': { url: '/api/admin/analytics', query: range, platform: true },
    'GET /api/admin/audit': { url: '/api/admin/audit', list: true },
    'GET /api/admin/clubs': { url: '/api/admin/clubs', list: true },
    'POST /api/admin/clubs': {
      url: '/api/admin/clubs',
      payload: clubInput({ name: 'New Club' }),
      platform: true,
    },
    'PUT /api/admin/clubs/:id': {
      url: `/api/admin/clubs/${b.clubId}`,
      payload: clubInput({ name: 'Hijacked' }),
    },
    'POST /api/admin/clubs/reorder': {
      url: '/api/admin/clubs/reorder',
      payload: { ids: [b.clubId, clubA] },
      platform: true,
    },
    'GET /api/admin/clubs/:clubId/dates': { url: `/api/admin/clubs/${b.clubId}/dates`, query: range },
    'GET /api/admin/clubs/:clubId/next-open-date': { url: `/api/admin/clubs/${b.clubId}/next-open-date` },
    'POST /api/admin/clubs/:clubId/dates': {
      url: `/api/admin/clubs/${b.clubId}/dates`,
      payload: { dates: ['2026-11-28'] },
    },
    'PUT /api/admin/clubs/:clubId/dates/:date': {
      url: `/api/admin/clubs/${b.clubId}/dates/${NIGHT}`,
      payload: { capacityFemale: 1, capacityMale: 1 },
    },
    'DELETE /api/admin/clubs/:clubId/dates/:date': {
      url: `/api/admin/clubs/${b.clubId}/dates/${NIGHT}`,
      query: { confirm: 'true' },
    },
    'GET /api/admin/clubs/:id/image': { url: `/api/admin/clubs/${b.clubId}/image` },
    'PUT /api/admin/clubs/:id/image': {
      url: `/api/admin/clubs/${b.clubId}/image`,
      payload: Buffer.from('not an image'),
    },
    'DELETE /api/admin/clubs/:id/image': { url: `/api/admin/clubs/${b.clubId}/image` },
    'GET /api/admin/export': {
      url: '/api/admin/export',
      query: { clubId: b.clubId, ...range, format: 'csv' },
    },
    'GET /api/admin/guest-book': { url: '/api/admin/guest-book', query: { clubId: b.clubId } },
    'GET /api/admin/guest-book/export': {
      url: '/api/admin/guest-book/export',
      query: { venueId: b.venueId },
    },
    'GET /api/admin/guest-book/:userId': {
      url: `/api/admin/guest-book/${b.guestId}`,
      query: { clubId: b.clubId },
    },
    'GET /api/admin/guest-book/:userId/nights': {
      url: `/api/admin/guest-book/${b.guestId}/nights`,
      query: { venueId: b.venueId },
    },
    'POST /api/admin/guestlist-entries/:id/status': {
      url: `/api/admin/guestlist-entries/${b.entryId}/status`,
      payload: { status: 'cancelled' },
    },
    'GET /api/admin/nights/:clubId/:date': { url: `/api/admin/nights/${b.clubId}/${NIGHT}` },
    'GET /api/admin/reports': { url: '/api/admin/reports', query: { ...range, clubId: b.clubId } },
    'GET /api/admin/turned-away': { url: '/api/admin/turned-away', query: { ...range, clubId: b.clubId } },
    'GET /api/admin/payments': { url: '/api/admin/payments', query: { ...range, clubId: b.clubId } },
    'GET /api/admin/payments/export': {
      url: '/api/admin/payments/export',
      query: { ...range, clubId: b.clubId },
    },
    'POST /api/admin/reservations/:id/status': {
      url: `/api/admin/reservations/${b.reservationId}/status`,
      payload: { status: 'declined' },
    },
    'POST /api/admin/reservations/:id/spend-correction': {
      url: `/api/admin/reservations/${b.reservationId}/spend-correction`,
      payload: { amountSpent: 99_999, reason: 'Hijacked' },
    },
    'PUT /api/admin/site-notice': {
      url: '/api/admin/site-notice',
      payload: { enabled: true, text: 'Hijacked' },
      platform: true,
    },
    'GET /api/admin/staff': { url: '/api/admin/staff', platform: true },
    'POST /api/admin/staff': {
      url: '/api/admin/staff',
      payload: { role: 'door', phoneNumber: '+12125550177' },
      platform: true,
    },
    'DELETE /api/admin/staff/:role/:phoneNumber': {
      url: '/api/admin/staff/door/+12125550177',
      platform: true,
    },
    'GET /api/admin/team': { url: '/api/admin/team', list: true },
    'POST /api/admin/team': {
      url: '/api/admin/team',
      payload: { phoneNumber: '+12125550178', role: 'door', clubId: b.clubId },
    },
    'DELETE /api/admin/team/:id': { url: `/api/admin/team/${b.roleId}` },
    'PUT /api/admin/team/:id': { url: `/api/admin/team/${b.roleId}`, payload: { guestAllowance: 500 } },
    'POST /api/admin/venues': {
      url: '/api/admin/venues',
      payload: { name: 'Taken Over', clubIds: [b.clubId] },
      platform: true,
    },
    'PUT /api/admin/venues/:id': {
      url: `/api/admin/venues/${b.venueId}`,
      payload: { name: 'Venue Bravo', clubIds: [] },
      platform: true,
    },
    'POST /api/door/check-ins': {
      url: '/api/door/check-ins',
      payload: { clubId: b.clubId, date: NIGHT, passKind: 'guestlist', passId: b.entryId, people: 1 },
    },
    'DELETE /api/door/check-ins/:id': { url: `/api/door/check-ins/${b.checkInId}` },
    'POST /api/door/releases': {
      url: '/api/door/releases',
      payload: { clubId: b.clubId, date: NIGHT, passKind: 'guestlist', passId: b.entryId, ladies: 1, men: 0 },
    },
    'GET /api/door/search': {
      url: '/api/door/search',
      query: { clubId: b.clubId, date: NIGHT, q: 'Guestb' },
    },
    'GET /api/door/nights/:clubId/:date': { url: `/api/door/nights/${b.clubId}/${NIGHT}` },
    'GET /api/door/clubs': { url: '/api/door/clubs', list: true },
    'GET /api/admin/promoters': { url: '/api/admin/promoters', query: { ...range, clubId: b.clubId } },
    'GET /api/admin/promoters/export': {
      url: '/api/admin/promoters/export',
      query: { ...range, clubId: b.clubId },
    },
    'PUT /api/admin/clubs/:id/promoter-rates': {
      url: `/api/admin/clubs/${b.clubId}/promoter-rates`,
      payload: { lady: 99, man: 99, bonusAfter: null, bonus: 0 },
    },
    'GET /api/promoter/clubs': { url: '/api/promoter/clubs', list: true, promoter: true },
    'POST /api/promoter/links': { url: '/api/promoter/links', payload: { clubId: b.clubId }, promoter: true },
    'GET /api/promoter/nights/:clubId/:date': {
      url: `/api/promoter/nights/${b.clubId}/${NIGHT}`,
      promoter: true,
    },
    'POST /api/promoter/guests': {
      url: '/api/promoter/guests',
      payload: {
        clubId: b.clubId,
        date: NIGHT,
        guests: [{ firstName: 'Sneaky', lastName: 'Add', phoneNumber: '+12125550179', gender: 'male' }],
      },
      promoter: true,
    },
    'GET /api/promoter/summary': { url: '/api/promoter/summary', query: range, list: true, promoter: true },
    ...guestCareCalls(),
  };
}

/** The venue's tags, notes and ban on B's guest (decision 041), named through club B. */
function guestCareCalls(): Record<string, Call> {
  const care = `/api/admin/clubs/${b.clubId}/guests/${b.guestId}/care`;
  const base = '/api/admin/clubs/:clubId/guests/:userId/care';
  return {
    [`GET ${base}`]: { url: care },
    [`GET ${base}/notes`]: { url: `${care}/notes` },
    [`PUT ${base}/tags`]: { url: `${care}/tags`, payload: { tags: [{ kind: 'vip' }] } },
    [`POST ${base}/notes`]: { url: `${care}/notes`, payload: { body: 'Hijacked' } },
    [`PUT ${base}/ban`]: { url: `${care}/ban`, payload: { reason: 'Hijacked' } },
    [`DELETE ${base}/ban`]: { url: `${care}/ban` },
  };
}

function call(key: string, spec: Call, as: Member | null) {
  const method = key.split(' ')[0] as InjectOptions['method'];
  const query = spec.query ? `?${new URLSearchParams(spec.query)}` : '';
  const raw = Buffer.isBuffer(spec.payload);
  return t.app.inject({
    method,
    url: spec.url + query,
    headers: { ...(as ? { cookie: as.cookie } : {}), ...(raw ? { 'content-type': 'image/jpeg' } : {}) },
    ...(spec.payload === undefined ? {} : { payload: spec.payload as InjectOptions['payload'] }),
  });
}

/** What of club B must stay hidden from everyone outside it. */
const secretsOfB = () => [
  b.clubId,
  b.entryId,
  b.reservationId,
  b.roleId,
  b.guestId,
  'Borealis B',
  'Venue Bravo',
  guestPhone,
];

describe('venue access matrix', () => {
  test('the table names every admin and door route the server registers', () => {
    const registered = t.app.registeredRoutes
      .filter(
        (route) =>
          /^\/api\/(admin|door|promoter)\//.test(route.url) && !['HEAD', 'OPTIONS'].includes(route.method),
      )
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(registered).toEqual(Object.keys(calls()).sort());
  });

  test('nobody outside club B reads or changes anything of it: 0 cells allow what they should not', async () => {
    const allowed: string[] = [];
    for (const name of ['anonymous', 'member', 'promoter of A', 'door of A', 'manager of A']) {
      for (const [key, spec] of Object.entries(calls())) {
        const response = await call(key, spec, who[name]!);
        const refused = [401, 403, 404].includes(response.statusCode);
        const leaked = secretsOfB().filter((secret) => response.body.includes(secret));
        // A list that names no club may answer, but with nothing of B in it.
        if (spec.list ? !refused && leaked.length > 0 : !refused)
          allowed.push(
            `${name}: ${key} → ${response.statusCode} ${leaked.join(', ')} ${response.body.slice(0, 120)}`,
          );
        if (name === 'anonymous') expect(response.statusCode, `${key} anonymous`).toBe(401);
      }
    }
    expect(allowed).toEqual([]);

    // And nothing of B changed.
    const db = t.database.db;
    const [club] = await db.select().from(clubs).where(eq(clubs.id, b.clubId));
    expect(club!.name).toBe('Borealis B');
    const [entry] = await db.select().from(guestlistEntries).where(eq(guestlistEntries.id, b.entryId));
    expect(entry!.status).toBe('confirmed');
    const [table] = await db.select().from(reservations).where(eq(reservations.id, b.reservationId));
    expect(table!.status).toBe('confirmed');
    expect(await db.select().from(checkIns).where(eq(checkIns.clubId, b.clubId))).toHaveLength(1);
    expect(await db.select().from(clubRoles).where(eq(clubRoles.clubId, b.clubId))).toHaveLength(1);
    expect(club!.promoterRates.ladyCents).toBe(0);
    const [roleOfB] = await db.select().from(clubRoles).where(eq(clubRoles.id, b.roleId));
    expect(roleOfB!.guestAllowance).toBe(0);
    expect(
      await db.select().from(guestlistEntries).where(eq(guestlistEntries.clubId, b.clubId)),
    ).toHaveLength(1);
    expect(await db.select().from(guestlistDates).where(eq(guestlistDates.clubId, b.clubId))).toHaveLength(1);
    expect(await db.select().from(guestTags)).toHaveLength(0);
    expect(await db.select().from(guestNotes)).toHaveLength(0);
    expect(await db.select().from(guestBans)).toHaveLength(0);
  });

  test('B’s manager reads every view of B (platform-only routes refused); an admin reads them all', async () => {
    for (const [key, spec] of Object.entries(calls())) {
      if (!key.startsWith('GET ')) continue;
      if (spec.promoter) {
        const own = await call(key, spec, who['promoter of B']!);
        expect(own.statusCode, `${key} promoter of B: ${own.body.slice(0, 200)}`).toBe(200);
        expect((await call(key, spec, who['manager of B']!)).statusCode, `${key} manager of B`).toBe(403);
        continue;
      }
      const manager = await call(key, spec, who['manager of B']!);
      if (spec.platform) expect(manager.statusCode, `${key} manager of B`).toBe(403);
      else expect(manager.statusCode, `${key} manager of B: ${manager.body.slice(0, 200)}`).toBe(200);
      expect((await call(key, spec, who.admin!)).statusCode, `${key} admin`).toBe(200);
    }
  });

  test('lists name B’s club to its own manager', async () => {
    for (const key of ['GET /api/admin/clubs', 'GET /api/admin/team', 'GET /api/door/clubs']) {
      const response = await call(key, calls()[key]!, who['manager of B']!);
      expect(response.body, key).toContain(b.clubId);
      expect(response.body, key).not.toContain(clubA);
    }
  });
});
