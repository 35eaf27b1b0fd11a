import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { injectCaller, requestCode } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniquePhone } from '../testing/unique.ts';

// The outside probe put a new address at the start of X-Forwarded-For on every request and got 40 of
// 40 code sends and 80 of 80 code checks past limits of 30 and 60. A proxy appends the address it saw,
// so only the end of the header is the proxy's word; the start is the client's.
const SENDS_PER_HOUR = 5;
const CLIENT = '203.0.113.50';
let counter = 0;
const spoofed = (client = CLIENT) => ({ 'x-forwarded-for': `198.51.100.${++counter % 250}, ${client}` });

async function sendsAllowed(t: TestApp, headers: () => Record<string, string>, tries: number) {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    statuses.push((await requestCode(injectCaller(t.app), uniquePhone(), headers())).status);
  }
  return statuses.filter((status) => status === 200).length;
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1', ALTCHA_MAX_NUMBER: '100', AUTH_CODES_PER_IP_PER_HOUR: String(SENDS_PER_HOUR) },
    });
  });
  afterAll(() => t?.close());

  test('a new address at the start of X-Forwarded-For does not reset the per-IP send limit', async () => {
    expect(await sendsAllowed(t, () => spoofed(), SENDS_PER_HOUR + 3)).toBe(SENDS_PER_HOUR);
  });

  test('nor the per-IP limit on code checks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        headers: spoofed('203.0.113.51'),
        payload: { phoneNumber: uniquePhone(), verificationId: 'x'.repeat(22), code: '123456' },
      });
      statuses.push(check.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 429).length).toBe(60);
  });

  test('clients behind the proxy are told apart by the address the proxy saw', async () => {
    expect(await sendsAllowed(t, () => spoofed('203.0.113.52'), 2)).toBe(2);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: '127.0.0.1',
        ALTCHA_MAX_NUMBER: '100',
        AUTH_CODES_PER_IP_PER_HOUR: String(SENDS_PER_HOUR),
      },
    });
  });
  afterAll(() => t?.close());

  test('a listed proxy (the test client, 127.0.0.1) adds the client address; a spoofed start is ignored', async () => {
    expect(await sendsAllowed(t, () => spoofed('203.0.113.60'), SENDS_PER_HOUR + 2)).toBe(SENDS_PER_HOUR);
    expect(await sendsAllowed(t, () => spoofed('203.0.113.61'), 1)).toBe(1);
  });
});
