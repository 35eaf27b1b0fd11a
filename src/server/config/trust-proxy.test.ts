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

/** `remoteAddress` is the peer: 127.0.0.1 is what app.inject gives by default. */
async function sendsAllowed(
  t: TestApp,
  headers: () => Record<string, string>,
  tries: number,
  remoteAddress = '127.0.0.1',
) {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    statuses.push(
      (await requestCode(injectCaller(t.app, { remoteAddress }), uniquePhone(), headers())).status,
    );
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

// The outside probe again, now reaching the server directly: with a hop count it sent 40 of 40 codes
// through a limit of 30 by writing a new address into X-Forwarded-For each time. A hop count believes
// the header only from a peer on our own network, where the proxy stands.
describe('TRUST_PROXY=1 and a peer that is not on our own network', () => {
  const API_LIMIT = 20;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1', ALTCHA_MAX_NUMBER: '100', AUTH_CODES_PER_IP_PER_HOUR: String(SENDS_PER_HOUR) },
      rateLimitPerMinute: API_LIMIT,
    });
  });
  afterAll(() => t?.close());

  const rotating = () => ({ 'x-forwarded-for': `198.51.100.${++counter % 250}` });
  async function apiAnswersFrom(peer: string, headers: () => Record<string, string>, tries: number) {
    const statuses: number[] = [];
    for (let i = 0; i < tries; i++) {
      const response = await t.app.inject({
        url: '/api/auth/session',
        remoteAddress: peer,
        headers: headers(),
      });
      statuses.push(response.statusCode);
    }
    return statuses.filter((status) => status === 200).length;
  }

  test('a public peer rotating X-Forwarded-For gets the per-IP send limit once', async () => {
    expect(await sendsAllowed(t, rotating, SENDS_PER_HOUR + 3, '203.0.113.70')).toBe(SENDS_PER_HOUR);
  });

  test('nor as IPv4-mapped IPv6', async () => {
    expect(await sendsAllowed(t, rotating, SENDS_PER_HOUR + 2, '::ffff:203.0.113.71')).toBe(SENDS_PER_HOUR);
  });

  test('a public peer rotating X-Forwarded-For gets the API-wide limit once', async () => {
    expect(await apiAnswersFrom('203.0.113.72', rotating, API_LIMIT + 5)).toBe(API_LIMIT);
  });

  test.each([
    ['10.0.0.5', 100],
    ['172.16.4.4', 102],
    ['192.168.1.2', 104],
    ['100.64.0.9', 106],
    ['::ffff:10.0.0.6', 108],
    ['fd00::5', 110],
    ['fe80::5', 112],
  ])('through a proxy at %s, each client behind it has its own limits', async (proxy, n) => {
    const [first, second] = [`203.0.113.${n}`, `203.0.113.${n + 1}`];
    expect(await sendsAllowed(t, () => spoofed(first), SENDS_PER_HOUR + 1, proxy)).toBe(SENDS_PER_HOUR);
    expect(await sendsAllowed(t, () => spoofed(second), 1, proxy)).toBe(1);
    expect(await apiAnswersFrom(proxy, rotating, API_LIMIT + 5)).toBe(API_LIMIT + 5);
  });
});

describe('TRUST_PROXY=2 (a CDN in front of a private load balancer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '2', ALTCHA_MAX_NUMBER: '100', AUTH_CODES_PER_IP_PER_HOUR: String(SENDS_PER_HOUR) },
    });
  });
  afterAll(() => t?.close());

  const throughCdn = (client: string) => () => ({
    'x-forwarded-for': `198.51.100.${++counter % 250}, ${client}, 192.0.2.10`,
  });

  test('the client is the address the CDN saw, even though the CDN is public', async () => {
    expect(await sendsAllowed(t, throughCdn('203.0.113.90'), SENDS_PER_HOUR + 2, '10.0.0.5')).toBe(
      SENDS_PER_HOUR,
    );
    expect(await sendsAllowed(t, throughCdn('203.0.113.91'), 1, '10.0.0.5')).toBe(1);
  });

  test('a public peer is not believed, however many hops it writes', async () => {
    const written = () => ({
      'x-forwarded-for': `198.51.100.${++counter % 250}, 192.0.2.${++counter % 250}`,
    });
    expect(await sendsAllowed(t, written, SENDS_PER_HOUR + 2, '203.0.113.92')).toBe(SENDS_PER_HOUR);
  });
});
