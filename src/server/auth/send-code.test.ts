import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import { verificationCodes } from '../db/schema.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { type CallApi, injectCaller, requestCode, solvedChallenge } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniqueIp, uniquePhone } from '../testing/unique.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const MINUTE = 60_000;
const plus = (ms: number) => new Date(NOW.getTime() + ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { ALTCHA_MAX_NUMBER: '100' }, rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t?.close());
beforeEach(() => t.setNow(NOW));

const client = (ip = uniqueIp()) => injectCaller(t.app, { remoteAddress: ip });

async function send(call: CallApi, phoneNumber: string, altcha?: string) {
  const response = await call('POST', '/api/auth/send-code', {
    body: { phoneNumber, altcha: altcha ?? (await solvedChallenge(call)) },
  });
  return { status: response.status, body: response.json() as Record<string, unknown> };
}

const refusal = (code: keyof typeof SEND_CODE_ERRORS, status = 400) => ({
  status,
  body: expect.objectContaining({ statusCode: status, code, message: SEND_CODE_ERRORS[code] }),
});

describe('GET /api/auth/challenge', () => {
  test('answers a signed SHA-256 challenge of the configured difficulty, expiring in 10 minutes, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 100,
      salt: expect.any(String),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expires = new URLSearchParams(challenge.salt.split('?')[1]).get('expires');
    expect(Number(expires)).toBe(NOW.getTime() / 1000 + 600);
  });
});

describe('POST /api/auth/send-code', () => {
  test('sends the code by SMS and answers the normalised number and the timings', async () => {
    const call = client();
    const phone = uniquePhone();
    const typed = `${phone.slice(2, 5)}-${phone.slice(5, 8)}-${phone.slice(8)}`;
    expect(await send(call, typed)).toEqual({
      status: 200,
      body: {
        phoneNumber: phone,
        verificationId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        expiresInSeconds: 120,
        resendInSeconds: 30,
      },
    });
    const { messages } = (await call('GET', '/api/dev/sms')).json() as {
      messages: { recipient: string; body: string }[];
    };
    const message = messages.find((m) => m.recipient === phone);
    expect(message?.body).toMatch(
      /^Your Nightlist code is \d{6}\. It expires in 2 minutes\. Don't share it\.$/,
    );

    // Only a keyed hash of the code is stored, valid for 120 seconds.
    const code = /\d{6}/.exec(message!.body)![0];
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phoneNumber, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.attempts).toBe(0);
    expect(row?.expiresAt).toEqual(plus(120_000));
  });

  test.each([
    ['too short for the US', '212 555 01'],
    ['too short for international', '+4420'],
    ['no real number (area code 555)', '555 555 0100'],
    ['letters only', 'call me'],
  ])('refuses a phone number that is %s with invalid-phone-number', async (_label, phone) => {
    expect(await send(client(), phone)).toEqual(refusal('invalid-phone-number'));
  });
});

describe('where codes may be texted (SMS pumping)', () => {
  // The outside probe had codes sent to each of these; a venue pays for every one.
  test.each([
    ['the United Kingdom', '+44 7911 123456'],
    ['Uzbekistan', '+998 90 123 45 67'],
    ['Bangladesh', '+880 1712 345678'],
    ['Russia', '+7 916 123 45 67'],
    ['Nigeria', '+234 803 123 4567'],
  ])('a mobile number from %s is refused by default, naming the countries served', async (_label, phone) => {
    const response = await send(client(), phone);
    expect(response).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'unsupported-country',
        message:
          'Sign-in codes are only sent to numbers from these countries: United States, Canada. Use a mobile number from one of them.',
      }),
    });
  });

  test.each([
    ['a US +1-900 premium-rate number', '+1 900 555 0100'],
    ['a US toll-free number', '+1 800 555 0100'],
    ['an international freephone number', '+800 1234 5678'],
  ])('%s is refused as a service number', async (_label, phone) => {
    expect((await send(client(), phone)).body).toMatchObject({ code: 'unsupported-number' });
  });

  test('nothing is texted, and no limit is spent, for a refused number', async () => {
    const call = client();
    await send(call, '+44 7911 123456');
    const { messages } = (await call('GET', '/api/dev/sms')).json() as { messages: { recipient: string }[] };
    expect(messages.some((m) => m.recipient === '+447911123456')).toBe(false);
  });

  test('Canada is served by default, and SMS_COUNTRIES adds countries', async () => {
    expect((await send(client(), '+1 416 555 0100')).status).toBe(200);
    const uk = await createTestApp({
      now: NOW,
      env: { ALTCHA_MAX_NUMBER: '100', SMS_COUNTRIES: 'US,GB,GG' },
    });
    try {
      expect((await send(injectCaller(uk.app), '+44 7911 123456')).status).toBe(200);
      expect((await send(injectCaller(uk.app), '+1 416 555 0100')).body).toMatchObject({
        code: 'unsupported-country',
      });
    } finally {
      await uk.close();
    }
  });
});

describe('the hourly budget of texts (SMS_PER_HOUR, once SMS_CODES_PER_HOUR)', () => {
  test('past it every send is refused with quota-exceeded and the operator is told once', async () => {
    const { logger, entries } = captureLogs();
    const budget = await createTestApp({
      now: NOW,
      logger,
      // The old name still sets it.
      env: { ALTCHA_MAX_NUMBER: '100', SMS_CODES_PER_HOUR: '5' },
    });
    try {
      // Five numbers from five addresses: no per-phone or per-address limit is near.
      const call = () => injectCaller(budget.app, { remoteAddress: uniqueIp() });
      for (let i = 0; i < 5; i++) expect((await send(call(), uniquePhone())).status).toBe(200);
      for (let i = 0; i < 3; i++)
        expect(await send(call(), uniquePhone())).toEqual(refusal('quota-exceeded', 429));
      const errors = entries().filter((entry) => entry.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.msg).toContain('SMS_PER_HOUR');
      budget.setNow(plus(60 * MINUTE + 1000));
      expect((await send(call(), uniquePhone())).status).toBe(200);
    } finally {
      await budget.close();
    }
  });
});

describe('the bot check on sending a code', () => {
  test('a missing solution is refused', async () => {
    const call = client();
    expect(await send(call, uniquePhone(), '')).toEqual(refusal('captcha-check-failed'));
    const absent = await call('POST', '/api/auth/send-code', { body: { phoneNumber: uniquePhone() } });
    expect(absent.status).toBe(400);
    expect(absent.json()).toMatchObject({ code: 'captcha-check-failed' });
  });

  test.each([
    ['not base64 JSON', () => 'definitely-not-a-solution'],
    ['JSON but not a solution', () => Buffer.from('{"hello":"world"}').toString('base64')],
    ['null', () => Buffer.from('null').toString('base64')],
  ])('a solution that is %s is refused', async (_label, payload) => {
    expect(await send(client(), uniquePhone(), payload())).toEqual(refusal('captcha-check-failed'));
  });

  test('a wrong answer to a genuine challenge is refused', async () => {
    const call = client();
    const solved = JSON.parse(Buffer.from(await solvedChallenge(call), 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
    expect(await send(call, uniquePhone(), wrong)).toEqual(refusal('captcha-check-failed'));
  });

  test('a challenge signed by another server is refused', async () => {
    const other = await createTestApp({
      env: { ALTCHA_MAX_NUMBER: '100', AUTH_SECRET: 'another-server-secret-0123456789abcdef' },
    });
    try {
      const foreign = await solvedChallenge(injectCaller(other.app));
      expect(await send(client(), uniquePhone(), foreign)).toEqual(refusal('captcha-check-failed'));
    } finally {
      await other.close();
    }
  });

  test('a solution is good once, even for another number', async () => {
    const call = client();
    const altcha = await solvedChallenge(call);
    expect((await send(call, uniquePhone(), altcha)).status).toBe(200);
    expect(await send(call, uniquePhone(), altcha)).toEqual(refusal('captcha-check-failed'));
  });

  test('a challenge older than 10 minutes is refused', async () => {
    const call = client();
    const altcha = await solvedChallenge(call);
    t.setNow(plus(10 * MINUTE));
    expect(await send(call, uniquePhone(), altcha)).toEqual(refusal('captcha-check-failed'));
  });
});

describe('limits on sending codes', () => {
  test('30 codes per IP address per hour, then too-many-requests; other addresses are not affected', async () => {
    const call = client();
    for (let i = 0; i < 30; i++) expect((await send(call, uniquePhone())).status).toBe(200);
    expect(await send(call, uniquePhone())).toEqual(refusal('too-many-requests', 429));
    expect((await send(client(), uniquePhone())).status).toBe(200);
    t.setNow(plus(60 * MINUTE + 1000));
    expect((await send(call, uniquePhone())).status).toBe(200);
  });
});

describe('when the SMS cannot be sent', () => {
  test('answers 503 with the SPEC default message and leaves no code behind', async () => {
    const failing: SmsSender = {
      provider: 'twilio',
      send: () => Promise.reject(new Error('provider down')),
    };
    const broken = await createTestApp({ now: NOW, env: { ALTCHA_MAX_NUMBER: '100' }, sms: failing });
    try {
      const phone = uniquePhone();
      const response = await requestCode(injectCaller(broken.app), phone);
      expect(response.status).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        code: 'sms-failed',
        error: 'Service Unavailable',
        message: SEND_CODE_ERRORS.default,
      });
      const rows = await broken.database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.phoneNumber, phone));
      expect(rows).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
