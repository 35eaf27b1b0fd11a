import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { callAs, clubInput } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A name is one line of plain text. Tabs, line breaks (U+2028 and U+2029 too), hidden
// text-direction controls and non-characters used to be stored and then split one name into two in
// the exports, the calendar and the door's list; each is now a 400 naming the field.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
let t: TestApp;
let member: Member;
let admin: Member;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  member = await createMember(t.database.db);
  admin = await createAdmin(t.database.db);
  clubId = (await insertClub(t.database.db, { maxPartySize: 8 })).id;
  await openGuestlistDates(t.database.db, clubId, [FRIDAY]);
});
afterAll(() => t?.close());

const profile = {
  mode: 'edit',
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  instagram: 'ana',
};
const joinWith = (guestNames: string[]) =>
  callAs(t, member)('POST', '/api/guestlist-entries', {
    clubId,
    date: FRIDAY,
    ladies: 4,
    men: 0,
    guestNames,
  });

describe('a name with more than one line of plain text in it is a 400 that says what to fix', () => {
  test.each([
    [
      'a tab in a guest name',
      () => joinWith(['Bea', 'Cy\tDee']),
      'guestNames.1',
      'The field "guestNames.1" (guest 2’s name) contains a tab (U+0009): a name is one line, remove it.',
    ],
    [
      'a line break in a guest name',
      () => joinWith(['+15 guest\n-minus, comma']),
      'guestNames.0',
      'The field "guestNames.0" (guest 1’s name) contains a line break (U+000A): a name is one line, remove it.',
    ],
    [
      'a carriage return in a guest name',
      () => joinWith(['Bea', 'Cy', 'Dee\rEve']),
      'guestNames.2',
      'The field "guestNames.2" (guest 3’s name) contains a line break (U+000D): a name is one line, remove it.',
    ],
    [
      'a paragraph separator in a guest name',
      () => joinWith(['Bea\u2029Cy']),
      'guestNames.0',
      'The field "guestNames.0" (guest 1’s name) contains a line break (U+2029): a name is one line, remove it.',
    ],
    [
      'a right-to-left override in a guest name',
      () => joinWith(['Bea \u202Eeci']),
      'guestNames.0',
      'The field "guestNames.0" (guest 1’s name) contains a hidden text-direction control (U+202E): remove it.',
    ],
    [
      'a non-character in a guest name',
      () => joinWith(['Bea\uFFFF']),
      'guestNames.0',
      'The field "guestNames.0" (guest 1’s name) contains a character that is not text (U+FFFF): remove it.',
    ],
    [
      'a line separator in a first name',
      () => callAs(t, member)('PUT', '/api/profile', { ...profile, firstName: 'Ana\u2028Maria' }),
      'firstName',
      'The field "firstName" contains a line break (U+2028): a name is one line, remove it.',
    ],
    [
      'a line break in a last name',
      () => callAs(t, member)('PUT', '/api/profile', { ...profile, lastName: 'Diaz\nLopez' }),
      'lastName',
      'The field "lastName" contains a line break (U+000A): a name is one line, remove it.',
    ],
    [
      'an isolate in an Instagram handle',
      () => callAs(t, member)('PUT', '/api/profile', { ...profile, instagram: 'ana\u2066x' }),
      'instagram',
      'The field "instagram" contains a hidden text-direction control (U+2066): remove it.',
    ],
    [
      'a tab in a club name',
      () => callAs(t, admin)('POST', '/api/admin/clubs', clubInput({ name: 'Neon\tRoom' })),
      'name',
      'The field "name" contains a tab (U+0009): a name is one line, remove it.',
    ],
    [
      'a line break in a table name',
      () =>
        callAs(t, admin)(
          'POST',
          '/api/admin/clubs',
          clubInput({
            tableTypes: [{ id: 'vip', name: 'VIP\nbooth', minimumSpend: 0, maxGuests: 6, description: '' }],
          }),
        ),
      'tableTypes.0.name',
      'The field "tableTypes.0.name" contains a line break (U+000A): a name is one line, remove it.',
    ],
    [
      'a line break in a venue name',
      () => callAs(t, admin)('POST', '/api/admin/venues', { name: 'Neon\nGroup', clubIds: [] }),
      'name',
      'The field "name" contains a line break (U+000A): a name is one line, remove it.',
    ],
  ])('%s', async (_label, request, path, message) => {
    const response = await request();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, fields: [{ path }] });
  });

  test('a control character the database refuses anyway (U+000B) is a 400 naming the guest name too', async () => {
    const response = await joinWith(['Bea', 'Cy\u000BDee']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ path: 'guestNames.1' }] });
    expect(response.json().message).toContain('(U+000B)');
  });
});

describe('names in any script are names', () => {
  test('accents, quotes, commas, emoji, right-to-left text and its marks are accepted; spaces at the ends are trimmed', async () => {
    const names = ['Zoë “Zo” O’Neil, Jr.', '東京 🎉', '\u200Fمريم العلي', '  Bea\t'];
    const response = await joinWith(names);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().guestNames).toEqual([...names.slice(0, 3), 'Bea']);
    const saved = await callAs(t, member)('PUT', '/api/profile', {
      ...profile,
      firstName: 'Zoë-Ann',
      lastName: 'Nuñez de la Peña\n',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ firstName: 'Zoë-Ann', lastName: 'Nuñez de la Peña' });
  });
});
