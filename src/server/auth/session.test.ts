import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SIGNED_OUT } from '../../shared/api/auth-schema.ts';
import { NO_ROLES } from '../../shared/roles.ts';
import { sessions } from '../db/schema.ts';
import { injectCaller, signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniqueIp, uniquePhone } from '../testing/unique.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const plus = (ms: number) => new Date(NOW.getTime() + ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { ALTCHA_MAX_NUMBER: '100', TRUST_PROXY: '1' } });
});
afterAll(() => t?.close());
beforeEach(() => t.setNow(NOW));

const client = (headers: Record<string, string> = {}) =>
  injectCaller(t.app, { remoteAddress: uniqueIp(), headers });

async function currentSession(cookie?: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: cookie ? { ...headers, cookie } : headers,
  });
  expect(response.statusCode).toBe(200);
  return { body: response.json(), setCookie: response.headers['set-cookie'], response };
}

const tokenOf = (cookie: string) => cookie.split('=')[1]!;
/** Sign-in also remembers the device (known-device.ts); these tests are about the session cookie. */
const sessionCookies = (setCookie: string[]) => setCookie.filter((c) => /^(__Host-)?session=/.test(c));
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

describe('the session cookie', () => {
  test('remembered ("local"): HttpOnly, SameSite=Lax, Path=/, kept 30 days; no Secure over HTTP', async () => {
    const { setCookie } = await signIn(client(), uniquePhone(), { persistence: 'local' });
    expect(sessionCookies(setCookie)).toEqual([
      expect.stringMatching(/^session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
  });

  test('browser session ("session"): no Max-Age or Expires, so it ends with the browser', async () => {
    const { setCookie } = await signIn(client(), uniquePhone(), { persistence: 'session' });
    expect(sessionCookies(setCookie)).toEqual([
      expect.stringMatching(/^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
  });

  test('over HTTPS (X-Forwarded-Proto with TRUST_PROXY=1): __Host- prefix and Secure, no Domain', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const { setCookie, cookie } = await signIn(client(https), uniquePhone());
    expect(sessionCookies(setCookie)).toEqual([
      expect.stringMatching(
        /^__Host-session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      ),
    ]);
    expect(setCookie).toContainEqual(
      expect.stringMatching(
        /^__Host-device=[A-Za-z0-9_-]{43}; Max-Age=34560000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      ),
    );
    expect((await currentSession(cookie, https)).body.user).not.toBeNull();
  });

  test('X-Forwarded-Proto is ignored unless TRUST_PROXY=1', async () => {
    const direct = await createTestApp({ env: { ALTCHA_MAX_NUMBER: '100' } });
    try {
      const call = injectCaller(direct.app, { headers: { 'x-forwarded-proto': 'https' } });
      const { setCookie } = await signIn(call, uniquePhone());
      expect(setCookie.length).toBeGreaterThan(0);
      for (const cookie of setCookie) expect(cookie).not.toContain('Secure');
    } finally {
      await direct.close();
    }
  });

  test('the token is 256 random bits; the database holds only its SHA-256', async () => {
    const { cookie, session } = await signIn(client(), uniquePhone());
    const token = tokenOf(cookie);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, session.user!.uid));
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(token)]);
  });
});

describe('GET /api/auth/session', () => {
  test('signed out: the SIGNED_OUT state, 200 and never cached', async () => {
    const { body, response } = await currentSession();
    expect(body).toEqual(SIGNED_OUT);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('an unknown or malformed cookie is signed out, and the cookie is cleared', async () => {
    const unknown = await currentSession(`session=${crypto.randomBytes(32).toString('base64url')}`);
    expect(unknown.body).toEqual(SIGNED_OUT);
    expect(String(unknown.setCookie)).toMatch(/^session=; Max-Age=0;/);
    expect((await currentSession('session=not-a-token')).body).toEqual(SIGNED_OUT);
  });

  test('signed in: the user, the empty profile made at first sign-in, roles and completion required', async () => {
    const phone = uniquePhone();
    const { cookie } = await signIn(client(), phone);
    const { body } = await currentSession(cookie);
    expect(body).toEqual({
      user: { uid: expect.any(String), phoneNumber: phone },
      profile: {
        uid: body.user.uid,
        firstName: '',
        lastName: '',
        phoneNumber: phone,
        email: null,
        instagram: null,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        notificationPreferences: { email: true, sms: true },
        termsAccepted: false,
        termsAcceptedAt: null,
      },
      roles: NO_ROLES,
      completionRequired: true,
    });
  });

  test('signing in again finds the same user', async () => {
    const phone = uniquePhone();
    const first = await signIn(client(), phone);
    const second = await signIn(client(), phone);
    expect(second.session.user?.uid).toBe(first.session.user?.uid);
  });
});

describe('session lifetime', () => {
  test('a remembered session slides: renewed once a day has passed, so it outlives its first 30 days', async () => {
    const { cookie, session } = await signIn(client(), uniquePhone());
    t.setNow(plus(23 * HOUR));
    expect((await currentSession(cookie)).setCookie).toBeUndefined();

    t.setNow(plus(25 * HOUR));
    const renewed = await currentSession(cookie);
    expect(renewed.body.user).not.toBeNull();
    expect(renewed.setCookie).toEqual(
      expect.stringMatching(/^session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/),
    );
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, session.user!.uid));
    expect(row?.expiresAt).toEqual(plus(25 * HOUR + 30 * DAY));

    t.setNow(plus(31 * DAY));
    expect((await currentSession(cookie)).body.user).not.toBeNull();
  });

  test('a remembered session unused for 30 days is over', async () => {
    const { cookie } = await signIn(client(), uniquePhone());
    t.setNow(plus(30 * DAY - 1000));
    expect((await currentSession(cookie)).body.user).not.toBeNull();
    t.setNow(plus(60 * DAY));
    expect((await currentSession(cookie)).body).toEqual(SIGNED_OUT);
  });

  test('a browser session ends on the server after 12 hours and does not slide', async () => {
    const { cookie } = await signIn(client(), uniquePhone(), { persistence: 'session' });
    t.setNow(plus(12 * HOUR - 1000));
    const before = await currentSession(cookie);
    expect(before.body.user).not.toBeNull();
    expect(before.setCookie).toBeUndefined();
    t.setNow(plus(12 * HOUR));
    expect((await currentSession(cookie)).body).toEqual(SIGNED_OUT);
  });
});

describe('rotation and logout', () => {
  test('signing in again in the same browser revokes the session it held', async () => {
    const call = client();
    const phone = uniquePhone();
    const first = await signIn(call, phone);
    const second = await signIn(
      injectCaller(t.app, { remoteAddress: uniqueIp(), headers: { cookie: first.cookie } }),
      phone,
    );
    expect(tokenOf(second.cookie)).not.toBe(tokenOf(first.cookie));
    expect((await currentSession(first.cookie)).body).toEqual(SIGNED_OUT);
    expect((await currentSession(second.cookie)).body.user.phoneNumber).toBe(phone);
  });

  test('signing in with a stale cookie sends only the new one', async () => {
    const stale = `session=${crypto.randomBytes(32).toString('base64url')}`;
    const call = injectCaller(t.app, { remoteAddress: uniqueIp(), headers: { cookie: stale } });
    const { setCookie, cookie } = await signIn(call, uniquePhone());
    expect(sessionCookies(setCookie)).toHaveLength(1);
    expect((await currentSession(cookie)).body.user).not.toBeNull();
  });

  test('another browser keeps its own session', async () => {
    const phone = uniquePhone();
    const laptop = await signIn(client(), phone);
    const phoneBrowser = await signIn(client(), phone);
    expect((await currentSession(laptop.cookie)).body.user).not.toBeNull();
    expect((await currentSession(phoneBrowser.cookie)).body.user).not.toBeNull();
  });

  test('logout deletes the session on the server: the old cookie no longer works', async () => {
    const { cookie, session } = await signIn(client(), uniquePhone());
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toMatch(
      /^session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, session.user!.uid));
    expect(rows).toEqual([]);
    // A copy of the cookie kept by anyone is now worthless.
    expect((await currentSession(cookie)).body).toEqual(SIGNED_OUT);
  });

  test('logout without a session still answers 204', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});
