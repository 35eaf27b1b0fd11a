import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { PROFILE_MESSAGES } from '../../shared/profile.ts';
import { SIGN_IN_MESSAGE } from '../auth/current-session.ts';
import { sessions } from '../db/schema.ts';
import { createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { plainIssueMessage, validationSentence } from './validation-messages.ts';

// A 400 says in plain words what to change. It used to repeat zod's own words ('The field
// "firstName" Invalid input: expected string, received undefined.') and a field's name twice ('The
// query parameter "since" since cannot be negative.'); a request that never had a session was told
// its session had expired.
let t: TestApp;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.database.db);
});
afterAll(() => t?.close());

const profile = {
  mode: 'sign-up',
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  instagram: 'ana',
};

function putProfile(payload: unknown, cookie = member.cookie) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

describe('a refused request says what to fix, in plain words, once', () => {
  test.each([
    [
      'a missing field',
      { ...profile, firstName: undefined },
      'The field "firstName" is required.',
      [{ path: 'firstName', message: 'is required' }],
    ],
    [
      'text of the wrong type',
      { ...profile, firstName: 5 },
      'The field "firstName" must be text.',
      [{ path: 'firstName', message: 'must be text' }],
    ],
    [
      'an object of the wrong type',
      { ...profile, mode: 'edit', notificationPreferences: 'yes' },
      'The field "notificationPreferences" must be an object.',
      [{ path: 'notificationPreferences', message: 'must be an object' }],
    ],
    [
      'a body that is a JSON string',
      'hello',
      'The request body must be a JSON object.',
      [{ path: '', message: 'must be a JSON object' }],
    ],
    [
      'a body that is null',
      null,
      'The request body must be a JSON object.',
      [{ path: '', message: 'must be a JSON object' }],
    ],
  ])('%s', async (_name, payload, message, fields) => {
    const response = await putProfile(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, fields });
  });

  test('a number of the wrong type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      headers: { cookie: member.cookie },
      payload: { clubId: crypto.randomUUID(), date: '2026-11-27', ladies: 'two', men: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The field "ladies" must be a number.');
  });

  test('a query parameter is named once', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/live?since=-5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The query parameter "since" cannot be negative.',
      fields: [{ path: 'since', message: 'cannot be negative' }],
    });
  });

  test('a sentence of its own (the SPEC phone message) is not given a field in front', () => {
    expect(validationSentence('body', 'phoneNumber', 'Please enter a valid 10-digit US phone number')).toBe(
      'Please enter a valid 10-digit US phone number.',
    );
  });

  test("a schema message that begins with its field's name does not name it twice", () => {
    expect(validationSentence('querystring', 'since', 'since cannot be negative')).toBe(
      'The query parameter "since" cannot be negative.',
    );
    expect(validationSentence('body', 'events.0.value', 'value must be 1 or more')).toBe(
      'The field "events.0.value" must be 1 or more.',
    );
  });

  test('no message is in zod’s own words', () => {
    // The app installed the plain messages (registerErrorHandler): a schema without its own.
    const schema = z.strictObject({
      name: z.string().min(1),
      code: z.string().max(3),
      count: z.number().int().min(0).max(9),
      tags: z.array(z.string()).min(1),
      kind: z.enum(['a', 'b']),
      email: z.email(),
      id: z.uuid(),
    });
    const result = schema.safeParse({
      name: '',
      code: 'abcd',
      count: 1.5,
      tags: [],
      kind: 'c',
      email: 'x',
      id: 'y',
      z: 1,
    });
    const messages = Object.fromEntries(
      result.error?.issues.map((i) => [i.path.join('.') || i.code, i.message]) ?? [],
    );
    expect(messages).toEqual({
      name: 'must not be empty',
      code: 'must be at most 3 characters long',
      count: 'must be a whole number',
      tags: 'must hold at least one item',
      kind: 'must be one of "a" or "b"',
      email: 'must be an email address, e.g. ana@example.com',
      id: 'must be an id such as 5f0c3e0a-8d4b-4c1e-9a57-2b6f3c9d1e44',
      unrecognized_keys: 'does not take "z": remove it',
    });
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe('is required');
    expect(z.number().max(10).safeParse(11).error?.issues[0]?.message).toBe('must be at most 10');
    expect(z.number().positive().safeParse(0).error?.issues[0]?.message).toBe('must be more than 0');
  });

  test("a schema's own message is never replaced", () => {
    const own = z.string({ error: 'must be a club id' });
    expect(own.safeParse(5).error?.issues[0]?.message).toBe('must be a club id');
    expect(plainIssueMessage({ code: 'custom', input: 1, path: ['x'] })).toBe('is not valid');
  });
});

describe('401: signed out is not the same as a session that ended', () => {
  test('a request with no session cookie is asked to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/passes' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated', message: SIGN_IN_MESSAGE });
  });

  test('a request whose cookie no longer opens a session is told it expired', async () => {
    const ended = await createMember(t.database.db);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, ended.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/passes',
      headers: { cookie: ended.cookie },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'unauthenticated',
      message: PROFILE_MESSAGES.sessionExpired,
    });
  });

  test('so is a cookie the server never issued', async () => {
    const response = await putProfile(profile, `session=${'x'.repeat(43)}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(PROFILE_MESSAGES.sessionExpired);
  });
});
