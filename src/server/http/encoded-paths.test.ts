import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { concreteUrl } from '../testing/concrete-url.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The router decodes percent-encoded paths (`/%61pi/health` runs `/api/health`), so every guard that
// looks at the path must decide on the route that runs, not on the text the client sent.
let t: TestApp;
let member: Member;
/** Walks every route, logout included: the probe's cases use `member`, whose session must live. */
let walker: Member;
let clubId: string;
const LIMIT = 50;
const FRIDAY = '2026-11-27';
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z'), rateLimitPerMinute: LIMIT });
  member = await createMember(t.database.db);
  walker = await createMember(t.database.db);
  clubId = (await insertClub(t.database.db)).id;
  await openGuestlistDates(t.database.db, clubId, [FRIDAY]);
});
afterAll(() => t?.close());

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The same path with `api` and the next segment's first letter percent-encoded. */
function encoded(path: string): string {
  const [, api, next, rest] = /^\/(api)\/([^/?]+)(.*)$/.exec(path) ?? [];
  if (!api || !next) throw new Error(`not an API path: ${path}`);
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
  return `/${hex('a')}pi/${hex(next[0]!)}${next.slice(1)}${rest}`;
}

// The live stream never ends; a query it refuses makes it answer at once, after the guards ran.
const urlFor = (url: string) => (url === '/api/live' ? `${url}?since=-1` : concreteUrl(url));

const apiRoutes = () =>
  t.app.registeredRoutes.filter(
    (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );

function send(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  {
    payload = {},
    remoteAddress = '127.0.0.1',
    who = member,
  }: { payload?: object; remoteAddress?: string; who?: Member } = {},
) {
  return t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress,
    headers: { cookie: who.cookie, ...headers },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload }),
  });
}

describe('an encoded path is the route it runs, for every guard', () => {
  test('the encoding reaches the same route (the walk tests something)', async () => {
    const health = await send('GET', encoded('/api/health'));
    expect(health.statusCode).toBe(200);
    expect(apiRoutes().length).toBeGreaterThan(40);
  });

  test('every state-changing API route refuses a cross-site request through an encoded path', async () => {
    const routes = apiRoutes().filter((route) => STATE_CHANGING.has(route.method));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const response = await send(route.method, encoded(urlFor(route.url)), {
        'sec-fetch-site': 'cross-site',
      });
      expect(response.statusCode, `${route.method} ${encoded(urlFor(route.url))}`).toBe(403);
      expect(response.json().code).toBe('cross-origin');
    }
  });

  test('every API route counts an encoded request against the rate limit', async () => {
    for (const [i, route] of apiRoutes().entries()) {
      // A client address per route, so the walk itself stays under the limit.
      const remoteAddress = `198.51.100.${i + 1}`;
      const response = await send(
        route.method,
        encoded(urlFor(route.url)),
        {},
        { remoteAddress, who: walker },
      );
      // The API-wide limit, or the route's own where it has a stricter one (the assistant, analytics).
      const limit = Number(response.headers['x-ratelimit-limit']);
      expect(limit, `${route.method} ${route.url}`).toBeGreaterThan(0);
    }
  });
});

describe("the outside probe's cases", () => {
  test('POST /%61pi/auth/logout from another site is refused and the session lives on', async () => {
    const logout = await send('POST', '/%61pi/auth/logout', { 'sec-fetch-site': 'cross-site' });
    expect(logout.statusCode).toBe(403);
    const session = await send('GET', '/api/auth/session');
    expect(session.json().user).not.toBeNull();
  });

  test('a cross-site join through an encoded path creates no entry', async () => {
    const body = { payload: { clubId, date: FRIDAY, ladies: 1, men: 0 } };
    const join = await send('POST', '/%61pi/guestlist-entries', { 'sec-fetch-site': 'cross-site' }, body);
    expect(join.statusCode).toBe(403);
    const entries = await send('GET', '/api/guestlist-entries');
    expect(entries.json().entries).toHaveLength(0);
    // The same join from the app itself goes through: the refusal was the origin, not the body.
    expect(
      (await send('POST', '/%61pi/guestlist-entries', { 'sec-fetch-site': 'same-origin' }, body)).statusCode,
    ).toBe(201);
  });

  test('requests to /%61pi/health meet the same limit as /api/health', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 10; i++) {
      const path = i % 2 === 0 ? '/%61pi/health' : '/api/health';
      statuses.push(
        (await t.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.9' })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
