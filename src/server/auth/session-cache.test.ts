import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { adminPhoneNumbers, users } from '../db/schema.ts';
import { createAdmin, createMember, createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait.ts';
import { SessionCache } from './session-cache.ts';

// A signed-in request reads its session, user and roles from memory once they were read; every
// change that could make them wrong reaches every process through the database. Two app instances
// on one database stand for two server processes.
let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  a = await createTestApp();
  b = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/unused', WEB_DIST_DIR: '.tmp/no-web-build' }),
    database: a.database,
    logger: pino({ level: 'silent' }),
    deliveries: 'manual',
  });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

type App = TestApp['app'];
interface SessionBody {
  user: { uid: string } | null;
  profile?: { firstName: string };
  roles?: { admin: boolean; door: boolean };
}

async function session(app: App, member: Member): Promise<SessionBody> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as SessionBody;
}

describe('signed-in requests from memory', () => {
  test('a session already read costs no query', async () => {
    const member = await createMember(a.database.db);
    await session(a.app, member);
    const select = vi.spyOn(a.database.db, 'select');
    const execute = vi.spyOn(a.database.db, 'execute');
    try {
      for (let i = 0; i < 5; i++) expect((await session(a.app, member)).user).not.toBeNull();
      expect(select).not.toHaveBeenCalled();
      expect(execute).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      execute.mockRestore();
    }
  });

  test('sessions asked for together are read in one query, each request with its own', async () => {
    // A list drop: many phones at once, each on a new connection with a session not in memory yet.
    const members = await createMembers(a.database.db, 40);
    const admin = await createAdmin(a.database.db);
    const select = vi.spyOn(a.database.db, 'select');
    try {
      const everyone = [...members, admin];
      const answers = await Promise.all([
        ...everyone.map((member) => session(a.app, member)),
        a.app.inject({
          url: '/api/auth/session',
          headers: { cookie: `session=${randomBytes(32).toString('base64url')}` },
        }),
      ]);
      expect(answers.slice(0, -1).map((answer) => (answer as SessionBody).user?.uid)).toEqual(
        everyone.map((member) => member.id),
      );
      expect(answers.slice(0, -1).map((answer) => (answer as SessionBody).roles?.admin)).toEqual(
        everyone.map((member) => member === admin),
      );
      // The unknown session is refused, and its cookie cleared, as when it is read alone.
      const stranger = answers.at(-1) as Awaited<ReturnType<App['inject']>>;
      expect(stranger.json().user).toBeNull();
      expect(stranger.headers['set-cookie']).toContain('session=;');
      expect(select.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      select.mockRestore();
    }
  });

  test('a logout through one process signs the session out in the other', async () => {
    const member = await createMember(a.database.db);
    expect((await session(a.app, member)).user).not.toBeNull();
    expect((await session(b, member)).user).not.toBeNull();
    const logout = await b.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: member.cookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    // Same process: at once. Other process: when the notification arrives (a moment on PostgreSQL).
    expect((await session(b, member)).user).toBeNull();
    await waitFor(
      'process A to hear of the logout',
      async () => (await session(a.app, member)).user === null,
    );
  });

  test('taking a number off the admin list revokes admin in every process', async () => {
    const admin = await createAdmin(a.database.db);
    const keeper = await createAdmin(a.database.db);
    expect((await session(a.app, admin)).roles?.admin).toBe(true);
    expect((await session(b, admin)).roles?.admin).toBe(true);
    const [row] = await a.database.db.select().from(users).where(eq(users.id, admin.id));
    // Through the panel of process B, by another admin: B forgets at once, A when it hears.
    const removed = await b.inject({
      method: 'DELETE',
      url: `/api/admin/staff/admin/${encodeURIComponent(row!.phoneNumber)}`,
      headers: { cookie: keeper.cookie },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await session(b, admin)).roles?.admin).toBe(false);
    await waitFor(
      'process A to hear of the staff change',
      async () => !(await session(a.app, admin)).roles?.admin,
    );
    const page = await a.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: { cookie: admin.cookie },
    });
    expect(page.statusCode).toBe(403);
  });

  test('a number added to the list in the database (the admin CLI) grants admin in every process', async () => {
    const member = await createMember(a.database.db);
    expect((await session(a.app, member)).roles?.admin).toBe(false);
    expect((await session(b, member)).roles?.admin).toBe(false);
    const [row] = await a.database.db.select().from(users).where(eq(users.id, member.id));
    await a.database.db.insert(adminPhoneNumbers).values({ phoneNumber: row!.phoneNumber });
    for (const app of [a.app, b])
      await waitFor('the new admin to be seen', async () => (await session(app, member)).roles?.admin);
  });

  test('a profile change shows on the next request, in this process and the other', async () => {
    const member = await createMember(a.database.db);
    await session(a.app, member);
    await session(b, member);
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: member.cookie },
      payload: {
        mode: 'edit',
        firstName: 'Renamed',
        lastName: 'Member',
        email: 'renamed@example.com',
        instagram: 'renamed',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await session(a.app, member)).profile?.firstName).toBe('Renamed');
    await waitFor('process B to hear of the new name', async () => {
      return (await session(b, member)).profile?.firstName === 'Renamed';
    });
  });

  test('a session deleted in the database (signed out everywhere) is gone in every process', async () => {
    const member = await createMember(a.database.db);
    await session(a.app, member);
    await session(b, member);
    await a.database.db.execute(sql`delete from sessions where user_id = ${member.id}`);
    for (const app of [a.app, b])
      await waitFor('the session to be gone', async () => (await session(app, member)).user === null);
  });
});

describe('SessionCache', () => {
  const value = (userId: string) =>
    ({ user: { id: userId }, session: {}, roles: { admin: false, door: false } }) as never;
  const listening = async () => {
    let deliver: (payload: string) => void = () => {};
    const cache = new SessionCache();
    await cache.start({
      listen: async (_channel: string, onMessage: (payload: string) => void) => {
        deliver = onMessage;
        return async () => {};
      },
    } as never);
    return { cache, deliver: (payload: string) => deliver(payload) };
  };

  test('a read that began before a logout is not kept', async () => {
    const { cache } = await listening();
    const generation = cache.generation;
    cache.forgetSession('h1');
    cache.set('h1', value('u1'), generation);
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h1', value('u1'), cache.generation);
    expect(cache.get('h1')).toBeDefined();
  });

  test('keeps nothing unless it hears the database', () => {
    const cache = new SessionCache();
    cache.set('h1', value('u1'), cache.generation);
    expect(cache.get('h1')).toBeUndefined();
  });

  test('forgets what the notifications name, and everything for one it cannot read', async () => {
    const { cache, deliver } = await listening();
    for (const [hash, user] of [
      ['h1', 'u1'],
      ['h2', 'u2'],
      ['h3', 'u3'],
    ] as const)
      cache.set(hash, value(user), cache.generation);
    deliver(JSON.stringify({ kind: 'sessions', tokenHashes: ['h1'] }));
    deliver(JSON.stringify({ kind: 'users', userIds: ['u2'] }));
    expect([cache.get('h1'), cache.get('h2'), cache.get('h3')].map(Boolean)).toEqual([false, false, true]);
    deliver('not json');
    expect(cache.size).toBe(0);
  });
});
