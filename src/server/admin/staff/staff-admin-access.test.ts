import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, clubs, guestlistDates } from '../../db/schema.ts';
import { insertClub } from '../../testing/fixtures.ts';
import { createMember, type Member } from '../../testing/members.ts';
import { callAs, clubInput, createDoorStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let member: Member;
let door: Member;
let clubId: string;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T20:00:00Z') });
  member = await createMember(t.database.db);
  door = await createDoorStaff(t.database.db);
  clubId = (await insertClub(t.database.db, { name: 'Guarded Club' })).id;
});
afterAll(() => t?.close());

/** Every admin route of the clubs, dates, staff, audit and site notice sections, with a valid request. */
const routes = (): [string, string, unknown?][] => [
  ['GET', '/api/admin/clubs'],
  ['POST', '/api/admin/clubs', clubInput()],
  ['PUT', `/api/admin/clubs/${clubId}`, clubInput()],
  ['POST', '/api/admin/clubs/reorder', { ids: [clubId] }],
  ['GET', `/api/admin/clubs/${clubId}/dates?from=2026-11-26&to=2026-12-31`],
  ['POST', `/api/admin/clubs/${clubId}/dates`, { dates: ['2026-11-27'] }],
  ['PUT', `/api/admin/clubs/${clubId}/dates/2026-11-27`, { capacityFemale: 1, capacityMale: 1 }],
  ['DELETE', `/api/admin/clubs/${clubId}/dates/2026-11-27?confirm=true`],
  ['GET', '/api/admin/staff'],
  ['POST', '/api/admin/staff', { role: 'door', phoneNumber: '2125550199' }],
  ['DELETE', '/api/admin/staff/door/%2B12125550199'],
  ['GET', '/api/admin/audit'],
  ['PUT', '/api/admin/site-notice', { enabled: false, text: 'Closed' }],
];

describe('admin routes refuse everyone but admins', () => {
  test('401 signed out, 403 for a member and for door staff; nothing changes', async () => {
    for (const [who, status] of [
      [undefined, 401],
      [member, 403],
      [door, 403],
    ] as const) {
      for (const [method, url, body] of routes()) {
        const response = await callAs(t, who)(method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect(await t.database.db.select().from(guestlistDates)).toEqual([]);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
    expect(await t.database.db.select().from(clubs)).toHaveLength(1);
  });

  test('a malformed body from a non-admin is still a 403, not a description of the body', async () => {
    const response = await callAs(t, member)('POST', '/api/admin/clubs', { nonsense: true });
    expect(response.statusCode).toBe(403);
  });
});
