import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { injectCaller, requestCode } from '../testing/sign-in.ts';
import { createTestApp } from '../testing/test-app.ts';
import { SmsSendError } from './sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms-sender.ts';

const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'twilio-auth-token-do-not-log';
const FROM = '+12125550199';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for api.twilio.com: records each request and answers what the test sets. */
let received: Received[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 201, body: '{"sid":"SM1"}' };
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = { status: 201, body: '{"sid":"SM1"}' };
});

const sender = (options: { apiBase?: string; timeoutMs?: number } = {}) =>
  new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, fromNumber: FROM, apiBase: baseUrl, ...options });

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('TwilioSmsSender', () => {
  test('POSTs To, From and Body form-encoded to the account Messages resource with basic auth', async () => {
    await sender().send('+12125550100', 'Your Nightlist code is 123456.');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({
      method: 'POST',
      url: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+12125550100',
      From: FROM,
      Body: 'Your Nightlist code is 123456.',
    });
  });

  test('a trailing slash on the API base does not double the slash', async () => {
    await sender({ apiBase: `${baseUrl}/` }).send('+12125550100', 'hi');
    expect(received[0]?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
  });

  test("a refusal is thrown with Twilio's reason, without the auth token", async () => {
    answer = {
      status: 400,
      body: JSON.stringify({
        code: 21211,
        message: `The 'To' number is not valid. (token ${TOKEN})`,
        status: 400,
      }),
    };
    const error = await failure(sender().send('+12125550100', 'hi'));
    expect(error.message).toBe(
      "Twilio answered 400 (error 21211: The 'To' number is not valid. (token [redacted]))",
    );
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect(String(error.stack)).not.toContain(TOKEN);
  });

  test('a non-JSON error answer still gives the status', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    expect((await failure(sender().send('+12125550100', 'hi'))).message).toBe('Twilio answered 502');
  });

  test('an unreachable API is reported without the token', async () => {
    const error = await failure(sender({ apiBase: 'http://127.0.0.1:1' }).send('+12125550100', 'hi'));
    expect(error.message).toMatch(/^Twilio could not be reached: /);
    expect(error.message).not.toContain(TOKEN);
  });

  test('a stuck API times out', async () => {
    answer = { status: 201, body: '{}', delayMs: 2_000 };
    const error = await failure(sender({ timeoutMs: 100 }).send('+12125550100', 'hi'));
    expect(error.message).toBe('Twilio could not be reached: timed out');
  });
});

describe('SMS_PROVIDER=twilio in the app', () => {
  const env = {
    ALTCHA_MAX_NUMBER: '100',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM_NUMBER: FROM,
    // With a real email provider too: the development outbox exists only beside a console stand-in.
    // Nothing connects to it: test apps deliver email only when a test asks.
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:9',
  };

  test('the code goes out through Twilio, and there is no development outbox', async () => {
    const t = await createTestApp({ env: { ...env, TWILIO_API_BASE: baseUrl } });
    try {
      const response = await requestCode(injectCaller(t.app), '212 555 0100');
      expect(response.status).toBe(200);
      expect(received[0]?.form.get('To')).toBe('+12125550100');
      expect(received[0]?.form.get('Body')).toMatch(
        /^Your Nightlist code is \d{6}\. It expires in 2 minutes\. Don't share it\.$/,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  test('a Twilio failure answers 503 with the SPEC default message', async () => {
    answer = { status: 401, body: JSON.stringify({ code: 20003, message: 'Authenticate' }) };
    const t = await createTestApp({ env: { ...env, TWILIO_API_BASE: baseUrl } });
    try {
      const response = await requestCode(injectCaller(t.app), '212 555 0100');
      expect(response.status).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'sms-failed',
        message: 'Failed to send verification code. Please try again.',
      });
    } finally {
      await t.close();
    }
  });
});
