import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idempotencyKeys } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { BOOTH } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The outside probe's fuzz: 17 of 14,298 requests answered 500, each one text PostgreSQL refuses
// reaching it (U+0000, a lone surrogate) or a %00 path id written to the idempotency table.
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
  clubId = (await insertClub(t.database.db, { reservationsEnabled: true, tableTypes: [BOOTH] })).id;
  await openGuestlistDates(t.database.db, clubId, [FRIDAY]);
});
afterAll(() => t?.close());

function send(who: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) {
  return t.app.inject({ method, url, payload, headers: { cookie: who.cookie, ...headers } });
}

const profile = {
  mode: 'sign-up',
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  instagram: 'ana',
};

describe('text no field accepts is a 400 naming the field, never a 500', () => {
  test.each([
    [
      'a profile name',
      () => send(member, 'PUT', '/api/profile', { ...profile, firstName: 'A\u0000na' }),
      'firstName',
    ],
    [
      'a guest name',
      () =>
        send(member, 'POST', '/api/guestlist-entries', {
          clubId,
          date: FRIDAY,
          ladies: 2,
          men: 0,
          guestNames: ['Bea\u0000'],
        }),
      'guestNames.0',
    ],
    [
      'reservation notes',
      () =>
        send(member, 'POST', '/api/reservations', {
          clubId,
          date: FRIDAY,
          partySize: 4,
          arrivalTime: '23:00',
          tableTypeId: 'booth',
          notes: 'by the \u0000 window',
        }),
      'notes',
    ],
    [
      'the site notice',
      () => send(admin, 'PUT', '/api/admin/site-notice', { enabled: true, text: 'Open\u0000' }),
      'text',
    ],
    [
      'a lone surrogate in the site notice',
      () => send(admin, 'PUT', '/api/admin/site-notice', { enabled: true, text: 'Open \uD800 late' }),
      'text',
    ],
    ['the night search', () => send(admin, 'GET', `/api/admin/nights/${clubId}/${FRIDAY}?q=an%00a`), 'q'],
    [
      'the door search',
      () => send(admin, 'GET', `/api/door/search?clubId=${clubId}&date=${FRIDAY}&q=an%00a`),
      'q',
    ],
    [
      'a vertical tab (U+000B) in a last name',
      () => send(member, 'PUT', '/api/profile', { ...profile, lastName: 'Di\u000Baz' }),
      'lastName',
    ],
  ])('%s', async (_label, request, field) => {
    const response = await request();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', fields: [{ path: field }] });
    expect(response.json().message).toContain(`"${field}"`);
    expect(response.json().message).toContain('cannot be stored');
  });

  test('tabs, line breaks, accents and emoji are text like any other', async () => {
    const response = await send(admin, 'PUT', '/api/admin/site-notice', {
      enabled: true,
      text: 'Ouvert\ttard 🎉\nÀ bientôt',
    });
    expect(response.statusCode).toBe(200);
  });

  test('an object key carrying U+0000 is refused too', async () => {
    const response = await send(member, 'PUT', '/api/profile', { ...profile, 'x\u0000': 1 });
    expect(response.statusCode).toBe(400);
  });
});

describe('path ids are checked before anything is written', () => {
  test.each(['guestlist-entries', 'reservations'])(
    'POST /api/%s/%00/cancel with a key writes nothing',
    async (kind) => {
      const before = await t.database.db.select().from(idempotencyKeys);
      const response = await send(member, 'POST', `/api/${kind}/%00/cancel`, undefined, {
        'idempotency-key': `k-${kind}`,
      });
      expect(response.statusCode).toBe(400);
      expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(before.length);
    },
  );

  test('a malformed id that is printable is still the member’s own 404, and writes nothing', async () => {
    const response = await send(member, 'POST', '/api/reservations/not-an-id/cancel', undefined, {
      'idempotency-key': 'k-malformed',
    });
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});
