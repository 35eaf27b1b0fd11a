import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const NOW = new Date('2026-11-26T15:00:00Z');

let t: TestApp;
let owner: Member;
let intruder: Member;
let entry: GuestlistEntry;
let notificationId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const club = await insertClub(t.database.db, { name: 'Private Club' });
  await openGuestlistDates(t.database.db, club.id, ['2026-11-27']);
  [owner, intruder] = (await createMembers(t.database.db, 2)) as [Member, Member];
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: owner.cookie },
    payload: { clubId: club.id, date: '2026-11-27', ladies: 1, men: 0 },
  });
  entry = joined.json();
  const notifications = await t.app.inject({ url: '/api/notifications', headers: { cookie: owner.cookie } });
  notificationId = notifications.json().notifications[0].id;
});
afterAll(() => t?.close());

describe("another member's objects answer 404, exactly like missing ones", () => {
  const endpoints = (): [string, 'GET' | 'POST', string, unknown?][] => [
    ['an entry', 'GET', `/api/guestlist-entries/${entry.id}`],
    ['cancelling an entry', 'POST', `/api/guestlist-entries/${entry.id}/cancel`],
    ['a pass', 'GET', `/api/passes/${entry.id}`],
    ['a pass calendar', 'GET', `/api/passes/${entry.id}/calendar.ics`],
    ['marking a notification read', 'POST', '/api/notifications/read', { ids: [notificationId] }],
  ];

  test('every endpoint taking an object id', async () => {
    for (const [what, method, url, payload] of endpoints()) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: intruder.cookie },
        payload: payload as object,
      });
      expect(response.statusCode, what).toBe(404);
      // The owner gets it: the 404 is about ownership, not a broken route.
      if (method === 'GET') {
        const own = await t.app.inject({ method, url, headers: { cookie: owner.cookie } });
        expect(own.statusCode, what).toBe(200);
      }
    }
    // Nothing changed for the owner.
    const own = await t.app.inject({
      url: `/api/guestlist-entries/${entry.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(own.json().status).toBe('confirmed');
    const notifications = await t.app.inject({
      url: '/api/notifications',
      headers: { cookie: owner.cookie },
    });
    expect(notifications.json().unreadCount).toBe(1);
  });

  test('lists show only the member’s own objects', async () => {
    for (const url of ['/api/guestlist-entries', '/api/passes', '/api/notifications']) {
      const response = await t.app.inject({ url, headers: { cookie: intruder.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(entry.id);
    }
    const passes = await t.app.inject({ url: '/api/passes', headers: { cookie: owner.cookie } });
    expect(passes.json().upcoming.map((p: { id: string }) => p.id)).toEqual([entry.id]);
  });

  test('malformed ids answer 404 too', async () => {
    for (const url of ['/api/guestlist-entries/nope', '/api/passes/nope', '/api/passes/nope/calendar.ics']) {
      const response = await t.app.inject({ url, headers: { cookie: owner.cookie } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  test('signed out, every member endpoint answers 401', async () => {
    const urls: ['GET' | 'POST', string][] = [
      ['GET', '/api/guestlist-entries'],
      ['GET', `/api/guestlist-entries/${entry.id}`],
      ['POST', `/api/guestlist-entries/${entry.id}/cancel`],
      ['GET', '/api/passes'],
      ['GET', `/api/passes/${entry.id}`],
      ['GET', `/api/passes/${entry.id}/calendar.ics`],
      ['GET', '/api/notifications'],
    ];
    for (const [method, url] of urls) expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
  });
});
