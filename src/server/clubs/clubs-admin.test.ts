import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminClub } from '../../shared/api/admin/clubs-schema.ts';
import { auditLog } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { BOOTH, reservationApi } from '../testing/reservations.ts';
import { callAs, clubInput } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let admin: Member;
let asAdmin: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await createAdmin(t.database.db);
  asAdmin = callAs(t, admin);
});
afterAll(() => t?.close());

const auditFor = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

async function create(overrides = {}): Promise<AdminClub> {
  const response = await asAdmin('POST', '/api/admin/clubs', clubInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST /api/admin/clubs', () => {
  test('creates a club with every field, normalised, and logs it', async () => {
    const club = await create({ name: 'Created Club', activeDays: ['saturday', 'thursday'] });
    expect(club).toMatchObject({
      name: 'Created Club',
      visible: true,
      activeDays: ['thursday', 'saturday'],
      conciergeCallNumber: '+12125550150',
      conciergeTextNumber: null,
      cancellationTerms: null,
      reservationCashback: 5,
      tableTypes: [
        { id: 'vip-booth', name: 'VIP booth', minimumSpendCents: 150_000, minimumSpend: 1500, maxGuests: 8 },
      ],
      guestlistOptions: { male: { closesAt: '01:00', details: '$20 at the door' } },
      createdAt: NOW.toISOString(),
    });
    const [entry] = await auditFor(club.id);
    expect(entry).toMatchObject({
      action: 'club.create',
      targetType: 'club',
      summary: 'Created Created Club',
    });
  });

  test('every invalid field is named with what to fix, and nothing is created', async () => {
    const response = await asAdmin(
      'POST',
      '/api/admin/clubs',
      clubInput({
        name: ' ',
        timeZone: 'Mars/Olympus',
        mapsUrl: 'http://example.com',
        reservationCashback: 5.555,
        conciergeCallNumber: '555',
        guestlistOptions: {
          female: { enabled: true, details: '', closesAt: '25:00' },
          male: { enabled: false, details: '', closesAt: '23:00' },
        },
        tableTypes: [{ id: 'Booth!', name: 'A', minimumSpend: 0, maxGuests: 0, description: '' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (response.json().fields as { path: string; message: string }[]).map((f) => [f.path, f.message]),
    );
    expect(fields).toMatchObject({
      name: 'must not be empty',
      timeZone: 'must be an IANA time zone, e.g. America/New_York',
      mapsUrl: 'must be an https:// link (or empty)',
      reservationCashback: 'must have at most 2 decimals',
      conciergeCallNumber: 'Please enter a valid 10-digit US phone number',
      'guestlistOptions.female.closesAt': 'must be a time written as HH:MM, e.g. 23:30',
      'tableTypes.0.id': 'must be 1-40 lowercase letters, digits or dashes, e.g. vip-booth',
      'tableTypes.0.maxGuests': 'must be at least 1',
    });
    expect(response.json().message).toContain('The field "timeZone" must be an IANA time zone');
  });

  test('a table minimum is sent in cents, or in the deprecated whole dollars (both only if they agree), never part of a dollar', async () => {
    const table = { id: 'booth', name: 'Booth', maxGuests: 6, description: '' };
    const inDollars = await create({ name: 'Dollar Club', tableTypes: [{ ...table, minimumSpend: 750 }] });
    expect(inDollars.tableTypes).toEqual([{ ...table, minimumSpendCents: 75_000, minimumSpend: 750 }]);
    const refused = async (tableType: Record<string, unknown>) => {
      const body = { ...clubInput(), tableTypes: [tableType] };
      const response = await asAdmin('POST', '/api/admin/clubs', body);
      expect(response.statusCode).toBe(400);
      return (response.json().fields as { path: string; message: string }[]).map(
        (f) => `${f.path}: ${f.message}`,
      );
    };
    // A club read from the API and sent back carries both twins: accepted when they agree.
    const both = await create({
      name: 'Both Club',
      tableTypes: [{ ...table, minimumSpendCents: 75_000, minimumSpend: 750 }],
    });
    expect(both.tableTypes[0]).toMatchObject({ minimumSpendCents: 75_000, minimumSpend: 750 });
    expect(await refused({ ...table, minimumSpendCents: 75_000, minimumSpend: 700 })).toEqual([
      'tableTypes.0.minimumSpend: must be the same amount as minimumSpendCents (75000 cents), or be left out: send it once, in cents',
    ]);
    expect(await refused(table)).toEqual(['tableTypes.0.minimumSpendCents: give the minimum spend in cents']);
    expect(await refused({ ...table, minimumSpendCents: 75_050 })).toEqual([
      'tableTypes.0.minimumSpendCents: must be whole dollars: a multiple of 100 cents',
    ]);
    expect(await refused({ ...table, minimumSpendCents: 12.5 })).toContain(
      'tableTypes.0.minimumSpendCents: must be whole cents',
    );
  });

  test('an unknown field is refused (a typo must not be dropped silently)', async () => {
    const response = await asAdmin('POST', '/api/admin/clubs', { ...clubInput(), colour: 'pink' });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/clubs/:id', () => {
  test('hiding a club logs "Hid ..." with the field before and after, and the home page drops it', async () => {
    const club = await create({ name: 'Hidden Soon' });
    await openGuestlistDates(t.database.db, club.id, [FRIDAY]);
    const listed = async () =>
      ((await t.app.inject({ url: `/api/clubs?date=${FRIDAY}` })).json().clubs as { id: string }[]).map(
        (c) => c.id,
      );
    await waitFor('the club to be listed', async () => (await listed()).includes(club.id));

    const response = await asAdmin(
      'PUT',
      `/api/admin/clubs/${club.id}`,
      clubInput({ name: 'Hidden Soon', visible: false }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ visible: false, name: 'Hidden Soon' });
    const [, entry] = await auditFor(club.id);
    expect(entry).toMatchObject({
      action: 'club.update',
      summary: 'Hid Hidden Soon',
      details: { changes: { visible: { before: true, after: false } } },
    });
    await waitFor('the hidden club to leave the listing', async () => !(await listed()).includes(club.id));
  });

  test('renames and edits several fields in one summary; saving unchanged logs nothing', async () => {
    const club = await create({ name: 'Old Name' });
    const edited = clubInput({ name: 'New Name', address: '1 New St', maxPartySize: 10 });
    expect((await asAdmin('PUT', `/api/admin/clubs/${club.id}`, edited)).statusCode).toBe(200);
    expect((await asAdmin('PUT', `/api/admin/clubs/${club.id}`, edited)).statusCode).toBe(200);
    const entries = await auditFor(club.id);
    expect(entries.map((e) => e.summary)).toEqual([
      'Created Old Name',
      'Renamed Old Name to New Name; Changed address, party limit of New Name',
    ]);
  });

  test('an unknown or malformed id is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await asAdmin('PUT', `/api/admin/clubs/${id}`, clubInput());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'club_not_found',
        message: 'No such club. It may have been removed: reload the list.',
      });
    }
  });

  test('a reservation keeps the table it was booked with when the club reprices its tables', async () => {
    const club = await insertClub(t.database.db, {
      name: 'Table Club',
      reservationsEnabled: true,
      reservationCashback: 10,
      tableTypes: [BOOTH],
    });
    const member = await createMember(t.database.db);
    const api = reservationApi(t, { clubId: club.id, date: FRIDAY });
    const booked = await api.create(member);
    expect(booked.statusCode, booked.body).toBe(201);
    const repriced = clubInput({
      name: 'Table Club',
      reservationCashback: 2,
      tableTypes: [{ ...BOOTH, name: 'Booth (new)', minimumSpendCents: 90_000 }],
    });
    expect((await asAdmin('PUT', `/api/admin/clubs/${club.id}`, repriced)).statusCode).toBe(200);
    const after = (await api.get(member, `/api/reservations/${booked.json().id}`)).json();
    expect(after).toMatchObject({ tableType: BOOTH, cashbackPercent: 10 });
  });
});

describe('GET /api/admin/clubs and POST /api/admin/clubs/reorder', () => {
  test('lists every club, hidden too, in SPEC order; reorder sets 10, 20, 30 and logs it', async () => {
    const c = await create({ name: 'Zed', sortOrder: null, visible: false });
    const a = await create({ name: 'Alpha', sortOrder: 500 });
    const b = await create({ name: 'Bravo', sortOrder: 400 });
    const names = async () =>
      ((await asAdmin('GET', '/api/admin/clubs')).json().clubs as AdminClub[])
        .filter((club) => [a.id, b.id, c.id].includes(club.id))
        .map((club) => club.name);
    expect(await names()).toEqual(['Bravo', 'Alpha', 'Zed']);

    const response = await asAdmin('POST', '/api/admin/clubs/reorder', { ids: [c.id, a.id, b.id] });
    expect(response.statusCode, response.body).toBe(200);
    const mine = (response.json().clubs as AdminClub[]).filter((club) =>
      [a.id, b.id, c.id].includes(club.id),
    );
    expect(mine.map((club) => [club.name, club.sortOrder])).toEqual([
      ['Zed', 10],
      ['Alpha', 20],
      ['Bravo', 30],
    ]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'club.reorder'));
    expect(entry).toMatchObject({
      summary: 'Reordered 3 clubs: Zed, Alpha, Bravo',
      details: {
        order: [
          { id: c.id, before: null, after: 10 },
          { id: a.id, before: 500, after: 20 },
          { id: b.id, before: 400, after: 30 },
        ],
      },
    });
  });

  test('unknown ids are named and nothing changes; a repeated id is refused', async () => {
    const club = await create({ name: 'Stays', sortOrder: 7 });
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const response = await asAdmin('POST', '/api/admin/clubs/reorder', { ids: [club.id, unknown] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'unknown_clubs',
      message: `These ids are not clubs: ${unknown}. Reload the list and try again.`,
    });
    const repeated = await asAdmin('POST', '/api/admin/clubs/reorder', { ids: [club.id, club.id] });
    expect(repeated.json()).toMatchObject({ code: 'repeated_ids' });
    const listed = (await asAdmin('GET', '/api/admin/clubs')).json().clubs as AdminClub[];
    expect(listed.find((c) => c.id === club.id)?.sortOrder).toBe(7);
    const malformed = await asAdmin('POST', '/api/admin/clubs/reorder', { ids: ['x'] });
    expect(malformed.statusCode).toBe(400);
  });
});
