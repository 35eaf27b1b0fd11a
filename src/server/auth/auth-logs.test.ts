import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SmsSender } from '../sms/sms-sender.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { injectCaller, requestCode, signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hashToken } from './session-service.ts';

// The production logger, as verbose as it gets.
const captured = captureLogs('trace');

/** Remembers every text (so the test knows the codes) and fails for one number. */
const sent: { to: string; body: string }[] = [];
const FAILING_PHONE = '+12125550166';
const recordingSms: SmsSender = {
  provider: 'twilio',
  async send(to, body) {
    sent.push({ to, body });
    if (to === FAILING_PHONE) throw new Error('provider refused the message');
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ALTCHA_MAX_NUMBER: '100' },
    logger: captured.logger,
    sms: recordingSms,
  });
});
afterAll(() => t?.close());

test('no code, session token or cookie appears in the logs of a whole sign-in', async () => {
  const call = injectCaller(t.app);
  // A wrong try, a right one (the full sign-in), the session, a profile save and the logout.
  const { verificationId } = (await requestCode(call, '+12125550165')).json() as { verificationId: string };
  const wrong = sent.at(-1)!.body.includes('000000') ? '111111' : '000000';
  await call('POST', '/api/auth/verify-code', {
    body: { phoneNumber: '+12125550165', verificationId, code: wrong },
  });
  // signIn reads codes from the outbox; here they come from the recording sender instead.
  const outbox = () => ({ messages: sent.map((m) => ({ recipient: m.to, body: m.body })).reverse() });
  const { cookie, code } = await signIn(
    async (method, url, options) =>
      url === '/api/dev/sms' ? { status: 200, json: outbox, cookies: [] } : call(method, url, options),
    '+12125550165',
  );
  const headers = { cookie };
  await call('GET', '/api/auth/session', { headers });
  await call('PUT', '/api/profile', {
    headers,
    body: { mode: 'sign-up', firstName: 'Ada', lastName: 'L', email: 'ada@example.com', instagram: 'ada' },
  });
  await call('POST', '/api/auth/logout', { headers });
  // And a send that fails at the provider, which is logged.
  expect((await requestCode(call, FAILING_PHONE)).status).toBe(503);

  const token = cookie.split('=')[1]!;
  const failedCode = /\d{6}/.exec(sent.at(-1)!.body)![0];
  // The test can see what it is looking for: requests were logged, and so was the failure.
  const logs = captured.text();
  expect(logs).toContain('"url":"/api/auth/verify-code"');
  expect(logs).toContain('Sending a sign-in code failed');
  // Codes as whole numbers: six digits inside a timestamp are a coincidence, not a leak.
  for (const secret of [code, failedCode]) expect(logs).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
  for (const secret of [token, hashToken(token)]) expect(logs).not.toContain(secret);
  for (const { body } of sent) expect(logs).not.toContain(body);
});
