import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { doorStaffPhoneNumbers, users } from '../db/schema.ts';
import { concreteUrl } from '../testing/concrete-url.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Walks every route the server registered, so a new admin or door route cannot be left open.
let t: TestApp;
let member: Member;
let door: Member;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  member = await createMember(t.database.db);
  door = await createMember(t.database.db);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, door.id));
  await t.database.db.insert(doorStaffPhoneNumbers).values({ phoneNumber: row!.phoneNumber });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t?.close());

const routes = (prefix: string) => () =>
  t.app.registeredRoutes.filter(
    (route) => route.url.startsWith(prefix) && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );

async function call(route: { method: string; url: string }, who: Member | null) {
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: who ? { cookie: who.cookie } : {},
    // A body that fits no schema: the guard must answer before validation looks at it.
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unexpected: true } }),
  });
}

describe('every admin route', () => {
  test('there are admin and door routes to check (the walk is not empty)', () => {
    expect(routes('/api/admin/')().length).toBeGreaterThan(5);
    expect(routes('/api/door/')().length).toBeGreaterThan(0);
  });

  test('refuses anonymous visitors (401), members (403) and door staff (403)', async () => {
    for (const route of routes('/api/admin/')()) {
      const label = `${route.method} ${route.url}`;
      expect((await call(route, null)).statusCode, `${label} anonymous`).toBe(401);
      expect((await call(route, member)).statusCode, `${label} member`).toBe(403);
      expect((await call(route, door)).statusCode, `${label} door staff`).toBe(403);
    }
  });

  test('lets an admin through the guard (whatever the handler then says)', async () => {
    for (const route of routes('/api/admin/')()) {
      const status = (await call(route, admin)).statusCode;
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(status);
    }
  });
});

describe('every door route', () => {
  test('refuses anonymous visitors (401) and members who are not staff (403)', async () => {
    for (const route of routes('/api/door/')()) {
      const label = `${route.method} ${route.url}`;
      expect((await call(route, null)).statusCode, `${label} anonymous`).toBe(401);
      expect((await call(route, member)).statusCode, `${label} member`).toBe(403);
    }
  });

  test('lets door staff and admins through the guard', async () => {
    for (const route of routes('/api/door/')()) {
      for (const who of [door, admin]) {
        const status = (await call(route, who)).statusCode;
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(status);
      }
    }
  });
});

describe('every guest pass route (decision 039)', () => {
  const guestRoutes = () =>
    t.app.registeredRoutes.filter(
      (route) =>
        (route.url.startsWith('/api/guest-passes') ||
          route.url.includes('/guest-passes') ||
          (route.url.startsWith('/api/guest-pass-claims/') && route.method === 'POST')) &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS',
    );

  test('refuses anonymous visitors (401), whatever the body; a member never gets a 5xx', async () => {
    expect(guestRoutes().length).toBeGreaterThanOrEqual(7);
    for (const route of guestRoutes()) {
      const label = `${route.method} ${route.url}`;
      expect((await call(route, null)).statusCode, `${label} anonymous`).toBe(401);
      // Another member's pass, a made-up id or token: a 4xx; their own (empty) list: a 200.
      expect((await call(route, member)).statusCode, `${label} member`).toBeLessThan(500);
    }
  });
});

describe('every your-data route (decision 042)', () => {
  const dataRoutes = routes('/api/me/data/');

  test('refuses anonymous visitors (401) whatever the body; a member never gets a 5xx', async () => {
    expect(dataRoutes().length).toBeGreaterThanOrEqual(6);
    for (const route of dataRoutes()) {
      const label = `${route.method} ${route.url}`;
      expect((await call(route, null)).statusCode, `${label} anonymous`).toBe(401);
      if (route.method === 'POST' && route.url.endsWith('/archive')) continue;
      if (route.url.endsWith('/code')) continue;
      expect((await call(route, member)).statusCode, `${label} member`).toBeLessThan(500);
    }
  });

  test('a member cannot download another member’s archive: only their own, by their session', async () => {
    const owner = await createMember(t.database.db);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me/data/archive', headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(202);
    await t.app.dataArchives.runOnce();
    const download = (who: Member) =>
      t.app.inject({ url: '/api/me/data/archive/download', headers: { cookie: who.cookie } });
    expect((await download(owner)).statusCode).toBe(200);
    // The route names no archive: another member (an admin too) reaches only their own, which is none.
    expect((await download(member)).statusCode).toBe(404);
    expect((await download(admin)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/me/data/archive/download' })).statusCode).toBe(401);
  });
});
