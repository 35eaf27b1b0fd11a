import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIGN_IN_MESSAGE } from '../auth/current-session.ts';
import { insertClub } from '../testing/fixtures.ts';
import { icsInstant, icsValue, parseIcs, wallClock } from '../testing/ical.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { BOOTH, reservationApi } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A table reservation gets a calendar file as a guestlist pass does: a member plans both nights alike.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let owner: Member;
let other: Member;
let admin: Member;
let newYork: ReturnType<typeof reservationApi>;
let berlin: ReturnType<typeof reservationApi>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  [owner, other, admin] = [
    await createMember(t.database.db),
    await createMember(t.database.db),
    await createAdmin(t.database.db),
  ];
  const club = (overrides: Parameters<typeof insertClub>[1]) =>
    insertClub(t.database.db, { reservationsEnabled: true, tableTypes: [BOOTH], ...overrides });
  const ny = await club({ name: 'Mercer Room', address: '9 Mercer St, New York, NY 10013' });
  const de = await club({ name: 'Tresor', address: 'Köpenicker Str. 70, Berlin', timeZone: 'Europe/Berlin' });
  newYork = reservationApi(t, { clubId: ny.id, date: FRIDAY });
  berlin = reservationApi(t, { clubId: de.id, date: FRIDAY });
});
afterAll(() => t?.close());

const calendarOf = (who: Member | null, id: string) =>
  t.app.inject({ url: `/api/reservations/${id}/calendar.ics`, headers: who ? { cookie: who.cookie } : {} });

async function eventOf(id: string) {
  const response = await calendarOf(owner, id);
  expect(response.statusCode, response.body).toBe(200);
  const calendar = parseIcs(response.body);
  expect(calendar.components.map((c) => c.name)).toEqual(['VEVENT']);
  icsValue(calendar, 'PRODID');
  expect(icsValue(calendar, 'VERSION')).toBe('2.0');
  return { response, event: calendar.components[0]! };
}

describe('GET /api/reservations/:id/calendar.ics', () => {
  test('the table, the party and the night at the club’s own time, with a stable UID', async () => {
    const { id } = (
      await newYork.create(owner, { partySize: 5, arrivalTime: '23:30', notes: 'Birthday; cake at 1' })
    ).json();
    const { response, event } = await eventOf(id);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="nightlist-table-${id}.ics"`);
    expect(response.headers['cache-control']).toBe('no-store');

    expect(icsValue(event, 'UID')).toBe(`reservation-${id}@nightlist`);
    const start = icsInstant(icsValue(event, 'DTSTART'));
    // 23:30 in New York on 27 November (EST) is 04:30Z on the 28th.
    expect(start.toISOString()).toBe('2026-11-28T04:30:00.000Z');
    expect(wallClock(start, 'America/New_York')).toBe('2026-11-27 23:30');
    expect(icsInstant(icsValue(event, 'DTEND')).getTime() - start.getTime()).toBe(4 * 3_600_000);
    expect(icsInstant(icsValue(event, 'DTSTAMP'))).toEqual(NOW);
    expect(icsValue(event, 'SUMMARY')).toBe('Table: Mercer Room');
    expect(icsValue(event, 'LOCATION')).toBe('9 Mercer St, New York, NY 10013');
    expect(icsValue(event, 'DESCRIPTION').split('\n')).toEqual([
      'Requested: the club has yet to confirm this table.',
      'Booth for 5 people',
      'Arrival: 23:30, club time',
      'Minimum spend: $500',
      'Notes: Birthday; cake at 1',
      expect.stringContaining('Free cancellation in the app until 24 hours before your arrival time'),
    ]);
    // Not yet confirmed: the calendar holds it as a plan.
    expect(icsValue(event, 'STATUS')).toBe('TENTATIVE');
    expect(icsValue(event, 'SEQUENCE')).toBe('0');

    // Confirmed: the same event (UID), a later version of it, now firm.
    expect((await newYork.setStatus(admin, id, { status: 'confirmed' })).statusCode).toBe(200);
    const confirmed = (await eventOf(id)).event;
    expect(icsValue(confirmed, 'UID')).toBe(`reservation-${id}@nightlist`);
    expect(icsValue(confirmed, 'STATUS')).toBe('CONFIRMED');
    expect(icsValue(confirmed, 'SEQUENCE')).toBe('1');
    expect(icsValue(confirmed, 'DESCRIPTION')).not.toContain('Requested');
    expect(icsValue(confirmed, 'DTSTART')).toBe(icsValue(event, 'DTSTART'));

    // Cancelled: importing again takes it off the calendar.
    expect((await newYork.cancel(owner, id, { 'idempotency-key': `cancel-${id}` })).statusCode).toBe(200);
    expect(icsValue((await eventOf(id)).event, 'STATUS')).toBe('CANCELLED');
  });

  test('an arrival after midnight is the next morning, in the club’s time zone (not the server’s)', async () => {
    const { id } = (await berlin.create(owner, { arrivalTime: '01:00', tableTypeId: null })).json();
    const { event } = await eventOf(id);
    const start = icsInstant(icsValue(event, 'DTSTART'));
    // 01:00 on the 28th in Berlin (CET, UTC+1) is 00:00Z.
    expect(start.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(wallClock(start, 'Europe/Berlin')).toBe('2026-11-28 01:00');
    expect(icsValue(event, 'LOCATION')).toBe('Köpenicker Str. 70, Berlin');
    expect(icsValue(event, 'DESCRIPTION')).toContain('A table for 4 people (no table preference)');
    expect(icsValue(event, 'DESCRIPTION')).toContain('Arrival: 01:00 (after midnight), club time');
  });

  test('only the owner gets it: another member 404, signed out 401', async () => {
    const { id } = (await newYork.create(owner)).json();
    expect((await calendarOf(owner, id)).statusCode).toBe(200);
    const stranger = await calendarOf(other, id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'reservation_not_found' });
    expect(stranger.body).not.toContain('BEGIN:VCALENDAR');
    const anonymous = await calendarOf(null, id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated', message: SIGN_IN_MESSAGE });
    expect((await calendarOf(owner, 'not-an-id')).statusCode).toBe(404);
    expect((await calendarOf(owner, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('the API documentation', () => {
  test.each(['/api/reservations/{id}/calendar.ics', '/api/passes/{passId}/calendar.ics'])(
    '%s answers 200 with a text/calendar file',
    (path) => {
      const operation = t.app.swagger().paths?.[path]?.get;
      expect(operation?.responses?.['200']).toMatchObject({
        description: expect.stringContaining('iCalendar'),
        content: { 'text/calendar': { schema: { type: 'string' } } },
      });
    },
  );
});
