import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { injectCaller, signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CROSS_ORIGIN_MESSAGE } from './same-origin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ALTCHA_MAX_NUMBER: '100' } });
});
afterAll(() => t?.close());

const HOST = 'nightlist.example';

function post(url: string, headers: Record<string, string>, payload: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, ...headers },
    payload: payload as object,
  });
}

const refused = {
  statusCode: 403,
  code: 'cross-origin',
  error: 'Forbidden',
  message: CROSS_ORIGIN_MESSAGE,
};

describe('state-changing API requests from another origin are refused', () => {
  test.each([
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin of another port', { origin: `http://${HOST}:8080` }],
    ['Origin "null" (sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['both, as a browser sends them', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ])('%s → 403 cross-origin', async (_label, headers) => {
    const response = await post('/api/auth/send-code', headers, { phoneNumber: '2125550100', altcha: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  test('a cross-origin logout leaves the session alone', async () => {
    const { cookie } = await signIn(injectCaller(t.app), '+12125550142');
    const logout = await post('/api/auth/logout', { cookie, 'sec-fetch-site': 'cross-site' });
    expect(logout.statusCode).toBe(403);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).not.toBeNull();
  });

  test('a cross-origin profile update is refused before it is read', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { host: HOST, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('same-origin and non-browser requests pass', () => {
  test.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: `https://${HOST}` }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ['an Origin equal to the Host', { origin: `https://${HOST}` }],
    ['neither header (curl, another server)', {}],
  ])('%s', async (_label, headers) => {
    // Reaches the handler, which refuses the (deliberately bad) bot-check payload.
    const response = await post('/api/auth/send-code', headers, { phoneNumber: '2125550100', altcha: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('captcha-check-failed');
  });

  test('reads are never blocked, whatever their origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
