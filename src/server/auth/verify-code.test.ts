import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CODE_MAX_ATTEMPTS, CONFIRM_CODE_ERRORS } from '../../shared/auth-messages.ts';
import { type CallApi, injectCaller, latestCodeFor, requestCode } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniqueIp, uniquePhone } from '../testing/unique.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

let t: TestApp;
beforeAll(async () => {
  // The API-wide limit is raised so that the sign-in limits are what these tests meet.
  t = await createTestApp({ now: NOW, env: { ALTCHA_MAX_NUMBER: '100' }, rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t?.close());
beforeEach(() => t.setNow(NOW));

/** A caller from an address of its own, so each test starts with fresh per-IP limits. */
const client = (ip = uniqueIp()) => injectCaller(t.app, { remoteAddress: ip });

interface Sent {
  code: string;
  verificationId: string;
}

async function sendCode(call: CallApi, phone: string): Promise<Sent> {
  const sent = await requestCode(call, phone);
  expect(sent.status, JSON.stringify(sent.json())).toBe(200);
  const { verificationId } = sent.json() as { verificationId: string };
  return { code: await latestCodeFor(call, phone), verificationId };
}

/** Checks `code` against the code `sent` names (a made-up id when there is none). */
async function verify(call: CallApi, phoneNumber: string, sent: Sent | undefined, code: string | undefined) {
  const verificationId = sent?.verificationId ?? 'no-such-verification-id';
  const response = await call('POST', '/api/auth/verify-code', {
    body: code === undefined ? { phoneNumber, verificationId } : { phoneNumber, verificationId, code },
  });
  return { status: response.status, body: response.json() as { code?: string; message?: string } };
}

const refusal = (code: keyof typeof CONFIRM_CODE_ERRORS) => ({
  status: code === 'too-many-requests' ? 429 : 400,
  body: expect.objectContaining({ code, message: CONFIRM_CODE_ERRORS[code] }),
});

describe('POST /api/auth/verify-code', () => {
  test('a code signs in once; the second use is refused', async () => {
    const call = client();
    const phone = uniquePhone();
    const sent = await sendCode(call, phone);
    expect((await verify(call, phone, sent, sent.code)).status).toBe(200);
    expect(await verify(call, phone, sent, sent.code)).toEqual(refusal('invalid-verification-code'));
  });

  test('the phone may be typed differently than when the code was sent', async () => {
    const call = client();
    const phone = uniquePhone();
    const sent = await sendCode(call, phone);
    const typed = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    expect((await verify(call, typed, sent, sent.code)).status).toBe(200);
  });

  test('a code still works at 119 seconds', async () => {
    const call = client();
    const phone = uniquePhone();
    const sent = await sendCode(call, phone);
    t.setNow(at(119));
    expect((await verify(call, phone, sent, sent.code)).status).toBe(200);
  });

  test('at 120 seconds the code has expired, and is then gone', async () => {
    const call = client();
    const phone = uniquePhone();
    const sent = await sendCode(call, phone);
    t.setNow(at(120));
    expect(await verify(call, phone, sent, sent.code)).toEqual(refusal('code-expired'));
    expect(await verify(call, phone, sent, sent.code)).toEqual(refusal('invalid-verification-code'));
  });

  test(`${CODE_MAX_ATTEMPTS} wrong tries kill the code: the right one then fails`, async () => {
    const call = client();
    const phone = uniquePhone();
    const sent = await sendCode(call, phone);
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++)
      expect(await verify(call, phone, sent, wrong)).toEqual(refusal('invalid-verification-code'));
    expect(await verify(call, phone, sent, sent.code)).toEqual(refusal('invalid-verification-code'));
  });

  test('two wrong tries leave the code usable', async () => {
    const call = client();
    const phone = uniquePhone();
    const sent = await sendCode(call, phone);
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++) await verify(call, phone, sent, wrong);
    expect((await verify(call, phone, sent, sent.code)).status).toBe(200);
  });

  test('malformed codes count as wrong tries', async () => {
    const call = client();
    const phone = uniquePhone();
    const sent = await sendCode(call, phone);
    for (const malformed of ['12345', 'abcdef', `${sent.code}0`])
      expect(await verify(call, phone, sent, malformed)).toEqual(refusal('invalid-verification-code'));
    expect(await verify(call, phone, sent, sent.code)).toEqual(refusal('invalid-verification-code'));
  });

  test('a second code does not end the first: each has its own tries, and signing in ends both', async () => {
    const call = client();
    const phone = uniquePhone();
    const first = await sendCode(call, phone);
    const second = await sendCode(call, phone);
    const wrong = (sent: Sent) => (sent.code === '000000' ? '111111' : '000000');
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++) await verify(call, phone, first, wrong(first));
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++) await verify(call, phone, second, wrong(second));
    expect((await verify(call, phone, second, second.code)).status).toBe(200);
    expect(await verify(call, phone, first, first.code)).toEqual(refusal('invalid-verification-code'));
  });

  test('a code answers only the check that names it', async () => {
    const call = client();
    const phone = uniquePhone();
    const first = await sendCode(call, phone);
    let second = await sendCode(call, phone);
    while (second.code === first.code) second = await sendCode(call, phone);
    expect(await verify(call, phone, first, second.code)).toEqual(refusal('invalid-verification-code'));
    expect(await verify(call, uniquePhone(), first, first.code)).toEqual(
      refusal('invalid-verification-code'),
    );
    expect((await verify(call, phone, first, first.code)).status).toBe(200);
  });

  test('a check without a verification id says what to send', async () => {
    const response = await client()('POST', '/api/auth/verify-code', {
      body: { phoneNumber: uniquePhone(), code: '123456' },
    });
    expect(response.status).toBe(400);
    expect((response.json() as { message: string }).message).toContain('verificationId');
  });

  test.each([
    ['absent', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('a code that is %s is refused with missing-verification-code', async (_label, code) => {
    expect(await verify(client(), uniquePhone(), undefined, code)).toEqual(
      refusal('missing-verification-code'),
    );
  });

  test('a code for a number that cannot exist is simply wrong', async () => {
    expect(await verify(client(), '+1 555 555 0100', undefined, '123456')).toEqual(
      refusal('invalid-verification-code'),
    );
  });

  test('10,000 guesses against one phone sign nobody in, even with the real code among them', async () => {
    const call = client();
    const phone = uniquePhone();
    const { code, verificationId } = await sendCode(call, phone);
    // Random wrong guesses, with the real code right after the third try, in the middle and last.
    const realAt = new Set([CODE_MAX_ATTEMPTS, 50, 5_000, 9_999]);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      let guess = code;
      if (!realAt.has(i)) {
        while (guess === code) guess = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
      }
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        remoteAddress: '10.255.255.254',
        payload: { phoneNumber: phone, verificationId, code: guess },
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(statuses.get(200) ?? 0).toBe(0);
    expect([...statuses.keys()].sort()).toEqual([400, 429]);
  }, 300_000);
});

describe('limits on confirming codes', () => {
  test('60 tries per IP address per 10 minutes, then too-many-requests', async () => {
    const ip = uniqueIp();
    const call = client(ip);
    for (let i = 0; i < 60; i++)
      expect((await verify(call, uniquePhone(), undefined, '123456')).status).toBe(400);
    expect(await verify(call, uniquePhone(), undefined, '123456')).toEqual(refusal('too-many-requests'));
    // Another address is not affected, and this one recovers once the window has passed.
    expect((await verify(client(), uniquePhone(), undefined, '123456')).status).toBe(400);
    t.setNow(at(10 * 60 + 1));
    expect((await verify(call, uniquePhone(), undefined, '123456')).status).toBe(400);
  });
});
