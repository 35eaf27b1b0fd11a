import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NO_ROLES } from '../../../shared/roles.ts';
import { ROLE_MESSAGES } from '../../auth/require-role.ts';
import { adminPhoneNumbers, auditLog, doorStaffPhoneNumbers, users } from '../../db/schema.ts';
import { createAdmin, createMember, type Member } from '../../testing/members.ts';
import { callAs, createDoorStaff, phoneOf } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { removeStaff } from './staff-service.ts';

const NOW = new Date('2026-11-26T20:00:00Z');

let t: TestApp;
let admin: Member;
let asAdmin: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await createAdmin(t.database.db);
  asAdmin = callAs(t, admin);
});
afterAll(() => t?.close());

const staffAudit = () => t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'staff'));

describe('GET and POST /api/admin/staff', () => {
  test('adds a number to the door list (201), again is a 200 and logs nothing more', async () => {
    const added = await asAdmin('POST', '/api/admin/staff', { role: 'door', phoneNumber: '(212) 555-0177' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      phoneNumber: '+12125550177',
      name: null,
      addedAt: NOW.toISOString(),
    });
    const again = await asAdmin('POST', '/api/admin/staff', { role: 'door', phoneNumber: '+1 212 555 0177' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(added.json());
    const logged = (await staffAudit()).filter((row) => row.targetId === '+12125550177');
    expect(logged.map((row) => [row.action, row.summary])).toEqual([
      ['staff.add', 'Added +1 212 555 0177 to the door staff'],
    ]);
  });

  test('names each number after its profile, found under the +1 variant too', async () => {
    const member = await createMember(t.database.db);
    const phone = await phoneOf(t.database.db, member);
    await t.database.db
      .update(users)
      .set({ firstName: 'Dana', lastName: 'Door' })
      .where(eq(users.id, member.id));
    // Listed without +1 (as an older list may hold it): the same person.
    await t.database.db.insert(doorStaffPhoneNumbers).values({ phoneNumber: phone.slice(2) });
    const listed = (await asAdmin('GET', '/api/admin/staff')).json();
    expect(listed.door).toContainEqual(
      expect.objectContaining({ phoneNumber: phone.slice(2), name: 'Dana Door' }),
    );
    expect(listed.admins).toContainEqual(
      expect.objectContaining({ phoneNumber: await phoneOf(t.database.db, admin), name: expect.any(String) }),
    );
  });

  test('an invalid number or role says what to fix', async () => {
    const bad = await asAdmin('POST', '/api/admin/staff', { role: 'bouncer', phoneNumber: '555' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'role', message: 'must be admin or door' },
        { path: 'phoneNumber', message: 'Please enter a valid 10-digit US phone number' },
      ]),
    );
  });
});

describe('DELETE /api/admin/staff/:role/:phoneNumber', () => {
  test('a removed door staffer loses the role on their next request', async () => {
    const door = await createDoorStaff(t.database.db);
    const phone = await phoneOf(t.database.db, door);
    const session = async () => (await callAs(t, door)('GET', '/api/auth/session')).json().roles;
    expect(await session()).toEqual({ ...NO_ROLES, door: true, doorEverywhere: true });
    const removed = await asAdmin('DELETE', `/api/admin/staff/door/${encodeURIComponent(phone)}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await session()).toEqual(NO_ROLES);
    expect(
      (await staffAudit()).find((row) => row.action === 'staff.remove' && row.targetId === phone),
    ).toBeDefined();
  });

  test('a removed admin gets 403 from the admin API at once; the +1 variant goes too', async () => {
    const other = await createAdmin(t.database.db);
    const phone = await phoneOf(t.database.db, other);
    await t.database.db.insert(adminPhoneNumbers).values({ phoneNumber: phone.slice(2) });
    expect((await callAs(t, other)('GET', '/api/admin/staff')).statusCode).toBe(200);
    // Typed as people type it.
    const removed = await asAdmin('DELETE', `/api/admin/staff/admin/${encodeURIComponent(phone.slice(2))}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await callAs(t, other)('GET', '/api/admin/staff');
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(ROLE_MESSAGES.panelOnly);
  });

  test('a number not listed is a 404 naming the list; a malformed one a 400', async () => {
    const missing = await asAdmin('DELETE', '/api/admin/staff/door/%2B12125550999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('+1 212 555 0999 is not on the door staff list.');
    const malformed = await asAdmin('DELETE', '/api/admin/staff/door/12');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Please enter a valid 10-digit US phone number: "12".');
    const role = await asAdmin('DELETE', '/api/admin/staff/owner/%2B12125550999');
    expect(role.statusCode).toBe(400);
  });

  test('an admin cannot remove their own number, nor the last admin', async () => {
    const own = await phoneOf(t.database.db, admin);
    const self = await asAdmin('DELETE', `/api/admin/staff/admin/${encodeURIComponent(own)}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'cannot_remove_self',
      message: 'You cannot remove your own number from the admins. Ask another admin to do it.',
    });

    // Two admins removing each other at the same moment: the lists are changed one at a time,
    // so the second removal finds it would leave nobody and is refused.
    const lone = await createTestApp({ now: NOW });
    try {
      const a = await createAdmin(lone.database.db);
      const b = await createAdmin(lone.database.db);
      const [userA, userB] = await Promise.all(
        [a, b].map(async (m) => (await lone.database.db.select().from(users).where(eq(users.id, m.id)))[0]!),
      );
      const deps = { db: lone.database.db, clock: () => NOW };
      const results = await Promise.allSettled([
        removeStaff(deps, userA!, 'admin', userB!.phoneNumber),
        removeStaff(deps, userB!, 'admin', userA!.phoneNumber),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({
        statusCode: 409,
        code: 'last_admin',
        message:
          'This is the last admin number: add another admin before removing it, or nobody can manage the site.',
      });
      expect(await lone.database.db.select().from(adminPhoneNumbers)).toHaveLength(1);
    } finally {
      await lone.close();
    }
  });
});

describe('GET /api/admin/audit', () => {
  test('newest first, paged with nextBefore; rows of the same instant never split across pages', async () => {
    const app = await createTestApp({ now: NOW });
    try {
      const boss = await createAdmin(app.database.db);
      const as = callAs(app, boss);
      // Five additions at three instants: 2 at T1, 2 at T2, 1 at T3.
      const times = [
        '2026-11-26T20:00:01Z',
        '2026-11-26T20:00:01Z',
        '2026-11-26T20:00:02Z',
        '2026-11-26T20:00:02Z',
        '2026-11-26T20:00:03Z',
      ];
      for (const [i, at] of times.entries()) {
        app.setNow(new Date(at));
        expect(
          (await as('POST', '/api/admin/staff', { role: 'door', phoneNumber: `+1212555030${i}` })).statusCode,
        ).toBe(201);
      }
      const first = (await as('GET', '/api/admin/audit?limit=2')).json();
      // The page's last row shares its instant with the next one: both come now.
      expect(first.entries.map((e: { at: string }) => e.at)).toEqual([
        '2026-11-26T20:00:03.000Z',
        '2026-11-26T20:00:02.000Z',
        '2026-11-26T20:00:02.000Z',
      ]);
      expect(first.entries[0]).toMatchObject({
        action: 'staff.add',
        targetType: 'staff',
        targetId: '+12125550304',
        summary: 'Added +1 212 555 0304 to the door staff',
        actor: { phoneNumber: await phoneOf(app.database.db, boss) },
        details: { role: 'door', phoneNumber: '+12125550304' },
      });
      expect(first.nextBefore).toBe('2026-11-26T20:00:02.000Z');
      const second = (await as('GET', `/api/admin/audit?limit=2&before=${first.nextBefore}`)).json();
      expect(second.entries).toHaveLength(2);
      expect(second.nextBefore).toBeNull();
      const ids = [...first.entries, ...second.entries].map((e: { id: string }) => e.id);
      expect(new Set(ids).size).toBe(5);

      const bad = await as('GET', '/api/admin/audit?limit=500&before=yesterday');
      expect(bad.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
