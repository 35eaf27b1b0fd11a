import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { SessionResponse, UpdateProfileBody } from '../../shared/api/auth-schema.ts';
import { PROFILE_MESSAGES } from '../../shared/profile.ts';
import { SIGN_IN_MESSAGE } from '../auth/current-session.ts';
import { injectCaller, signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniqueIp, uniquePhone } from '../testing/unique.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const LATER = new Date('2026-11-27T09:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { ALTCHA_MAX_NUMBER: '100' } });
});
afterAll(() => t?.close());
beforeEach(() => t.setNow(NOW));

const valid: UpdateProfileBody = {
  mode: 'sign-up',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  instagram: 'ada',
};

async function newUser(): Promise<string> {
  return (await signIn(injectCaller(t.app, { remoteAddress: uniqueIp() }), uniquePhone())).cookie;
}

async function save(cookie: string | undefined, body: Partial<UpdateProfileBody>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: cookie ? { cookie } : {},
    payload: { ...valid, ...body },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('PUT /api/profile', () => {
  test('without a session: 401 asking to sign in (the form says the SPEC message itself)', async () => {
    expect(await save(undefined, {})).toEqual({
      status: 401,
      body: { statusCode: 401, code: 'unauthenticated', error: 'Unauthorized', message: SIGN_IN_MESSAGE },
    });
  });

  test.each([
    ['first name', { firstName: '' }],
    ['last name', { lastName: '   ' }],
    ['email', { email: '' }],
    ['instagram', { instagram: ' ' }],
    ['instagram that is only an at sign', { instagram: '@' }],
    ['everything', { firstName: '', lastName: '', email: '', instagram: '' }],
    ['email, even when it is also malformed elsewhere', { firstName: ' ', email: 'not-an-email' }],
  ])('a blank %s is refused with the required message', async (_label, fields) => {
    expect(await save(await newUser(), fields)).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'invalid-profile', message: PROFILE_MESSAGES.required }),
    });
  });

  test.each([
    'ada',
    'ada@example',
    '@example.com',
    'ada@.com',
    'ada@example.',
    'a da@example.com',
    'ada@exa mple.com',
  ])('email %j is refused with the email message', async (email) => {
    expect(await save(await newUser(), { email })).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'invalid-profile', message: PROFILE_MESSAGES.invalidEmail }),
    });
  });

  test('sign-up: trims, drops the @ of the handle, accepts the terms once and completes the profile', async () => {
    const cookie = await newUser();
    const first = await save(cookie, {
      firstName: '  Ada ',
      lastName: ' Lovelace',
      email: ' ada@example.com ',
      instagram: ' @ada.codes ',
      notificationPreferences: { email: false, sms: false },
    });
    expect(first.status).toBe(200);
    const session = first.body as SessionResponse;
    expect(session.completionRequired).toBe(false);
    expect(session.profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      instagram: 'ada.codes',
      termsAccepted: true,
      termsAcceptedAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      // The stored preferences (the defaults) take precedence over the form's in sign-up mode.
      notificationPreferences: { email: true, sms: true },
    });

    t.setNow(LATER);
    const again = (await save(cookie, { firstName: 'Augusta' })).body as SessionResponse;
    expect(again.profile).toMatchObject({
      firstName: 'Augusta',
      termsAccepted: true,
      termsAcceptedAt: NOW.toISOString(),
      updatedAt: LATER.toISOString(),
    });
    expect(again.profile?.createdAt).toBe(NOW.toISOString());
  });

  test('sign-up keeps preferences chosen earlier in edit mode', async () => {
    const cookie = await newUser();
    await save(cookie, { mode: 'edit', notificationPreferences: { email: false, sms: true } });
    const body = (
      await save(cookie, { mode: 'sign-up', notificationPreferences: { email: true, sms: true } })
    ).body as SessionResponse;
    expect(body.profile?.notificationPreferences).toEqual({ email: false, sms: true });
  });

  test('edit: updates the fields and the notification preferences, without touching the terms', async () => {
    const cookie = await newUser();
    const body = (
      await save(cookie, {
        mode: 'edit',
        lastName: 'Byron',
        notificationPreferences: { email: false, sms: false },
      })
    ).body as SessionResponse;
    expect(body.profile).toMatchObject({
      lastName: 'Byron',
      notificationPreferences: { email: false, sms: false },
      termsAccepted: false,
      termsAcceptedAt: null,
    });
  });

  test('edit without preferences keeps the stored ones', async () => {
    const cookie = await newUser();
    await save(cookie, { mode: 'edit', notificationPreferences: { email: true, sms: false } });
    const body = (await save(cookie, { mode: 'edit', firstName: 'Ann' })).body as SessionResponse;
    expect(body.profile?.notificationPreferences).toEqual({ email: true, sms: false });
  });

  test('the saved profile is what the session answers afterwards', async () => {
    const cookie = await newUser();
    const saved = (await save(cookie, {})).body;
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json()).toEqual(saved);
  });
});
