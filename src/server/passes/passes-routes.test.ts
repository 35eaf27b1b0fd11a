import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry, Pass } from '../../shared/api/guestlist-schema.ts';
import { insertClub, openGuestlistDates, guestlistOptionFixture as option } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { describeNight, escapeText, passCalendar } from './calendar.ts';

const NOW = new Date('2026-11-26T15:00:00Z');

let t: TestApp;
let member: Member;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const club = await insertClub(t.database.db, {
    name: 'Calendar Club',
    address: '9 Mercer St, New York, NY 10013',
    guestlistOptions: {
      female: option({ closesAt: '23:30', details: 'Free entry; dress code: smart' }),
      male: option(),
    },
  });
  clubId = club.id;
  await openGuestlistDates(t.database.db, clubId, ['2026-11-26', '2026-11-27', '2026-11-28', '2026-12-03']);
  member = await createMember(t.database.db);
});
afterAll(() => t?.close());

async function join(date: string, guestNames: string[] = []): Promise<GuestlistEntry> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: member.cookie },
    payload: { clubId, date, ladies: 2, men: 1, guestNames },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('passes', () => {
  test('lists upcoming and past (ended or cancelled) passes, newest first, each with a QR token', async () => {
    const tonight = await join('2026-11-26');
    const friday = await join('2026-11-27');
    const saturday = await join('2026-11-28');
    await t.app.inject({
      method: 'POST',
      url: `/api/guestlist-entries/${saturday.id}/cancel`,
      headers: { cookie: member.cookie },
    });
    const ids = (passes: Pass[]) => passes.map((p) => p.id);

    let body = (await t.app.inject({ url: '/api/passes', headers: { cookie: member.cookie } })).json();
    expect(ids(body.upcoming)).toEqual([friday.id, tonight.id]);
    expect(ids(body.past)).toEqual([saturday.id]);
    expect(body.upcoming[0]).toMatchObject({
      kind: 'guestlist',
      entry: { id: friday.id },
      qrToken: expect.any(String),
    });

    try {
      // Tonight's pass is upcoming while its night goes on: until 06:00 the day after, club time.
      t.setNow(new Date('2026-11-27T10:59:00Z'));
      body = (await t.app.inject({ url: '/api/passes', headers: { cookie: member.cookie } })).json();
      expect(ids(body.upcoming)).toEqual([friday.id, tonight.id]);
      // 06:00 in New York (11:00Z): its night is over, the pass is past.
      t.setNow(new Date('2026-11-27T11:00:00Z'));
      body = (await t.app.inject({ url: '/api/passes', headers: { cookie: member.cookie } })).json();
      expect(ids(body.upcoming)).toEqual([friday.id]);
      expect(ids(body.past)).toEqual([saturday.id, tonight.id]);
    } finally {
      t.setNow(NOW);
    }

    const one = await t.app.inject({ url: `/api/passes/${friday.id}`, headers: { cookie: member.cookie } });
    expect(one.json()).toEqual(body.upcoming[0]);
  });

  test('the calendar file is one VEVENT with the club address, the entry terms and a stable UID', async () => {
    const entry = await join('2026-12-03');
    const response = await t.app.inject({
      url: `/api/passes/${entry.id}/calendar.ics`,
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="nightlist-${entry.id}.ics"`);
    const ics = response.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replaceAll('\r\n ', '');
    expect(unfolded).toContain(`UID:${entry.id}@nightlist\r\n`);
    // 22:00 in New York on 3 December is 03:00Z on the 4th; the party's earliest list (men, 23:00) closes after.
    expect(unfolded).toContain('DTSTART:20261204T030000Z\r\n');
    expect(unfolded).toContain('DTEND:20261204T070000Z\r\n');
    expect(unfolded).toContain('LOCATION:9 Mercer St\\, New York\\, NY 10013\r\n');
    expect(unfolded).toContain(
      'DESCRIPTION:Arrive before 23:00 (club time)\\nFree entry\\; dress code: smart\\nGuestlist entry\\nParty: 2 ladies\\, 1 man\\nBring a valid photo ID (21+)\r\n',
    );
    expect(unfolded).toContain('STATUS:CONFIRMED\r\n');
  });

  test('the guests are listed one per line after the terms, each escaped as RFC 5545 TEXT', async () => {
    const other = await createMember(t.database.db);
    const names = ['Cy, Jr.', 'semi;colon', 'back\\slash', 'Zoë 東京 🎉'];
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      headers: { cookie: other.cookie },
      payload: { clubId, date: '2026-12-03', ladies: 5, men: 0, guestNames: names },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entry = joined.json() as GuestlistEntry;
    const ics = (
      await t.app.inject({ url: `/api/passes/${entry.id}/calendar.ics`, headers: { cookie: other.cookie } })
    ).body;
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const description = /^DESCRIPTION:(.*)$/m.exec(ics.replaceAll('\r\n ', ''))![1]!.replace(/\r$/, '');
    expect(description).toBe(
      'Arrive before 23:30 (club time)\\nFree entry\\; dress code: smart\\nParty: 5 ladies\\nBring a valid photo ID (21+)' +
        '\\n\\nGuests:\\nCy\\, Jr.\\nsemi\\;colon\\nback\\\\slash\\nZoë 東京 🎉',
    );
    // Read back as a calendar reads TEXT: each escape undone, then one guest per line.
    const text = description.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
    expect(text.split('\n\nGuests:\n')[1]!.split('\n')).toEqual(names);
  });

  test('a name stored before line breaks were refused is one line in the calendar', () => {
    expect(
      describeNight({ entryTerms: ['Party: 3 ladies'], guestNames: ['Dee\nDee', 'Old\u0001Name'] }),
    ).toBe('Party: 3 ladies\n\nGuests:\nDee Dee\nOldName');
    expect(escapeText('a\rb\u0007c\td')).toBe('a\\nbc\td');
  });

  test('an early list starts the calendar event an hour before it closes', () => {
    const ics = passCalendar(
      {
        id: '5b0f9a1e-3c2d-4e5f-8a9b-0c1d2e3f4a5b',
        club: {
          id: clubId,
          name: 'Dinner',
          address: 'x',
          mapsUrl: 'https://maps.example',
          timeZone: 'America/New_York',
        },
        date: '2026-12-03',
        ladies: 1,
        men: 0,
        guestNames: [],
        status: 'waitlisted',
        waitlistPosition: 1,
        entryTerms: [],
        closesAtInstant: '2026-12-04T02:00:00.000Z',
        cameWith: null,
        turnedAwayAt: null,
        cancellableUntil: '2026-12-04T02:00:00.000Z',
        offer: null,
        arrived: 0,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        cancelledAt: null,
      },
      NOW,
    );
    expect(ics).toContain('DTSTART:20261204T010000Z\r\n');
    expect(ics).toContain('STATUS:TENTATIVE\r\n');
  });
});
