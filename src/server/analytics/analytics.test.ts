import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { AnalyticsReport } from '../../shared/api/analytics-schema.ts';
import { analyticsEvents } from '../db/schema.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { pruneAnalytics } from './analytics-prune.ts';

// 10:00 in New York on Thursday 2026-11-26.
const NOW = new Date('2026-11-26T15:00:00Z');

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 10_000 });
  admin = await createAdmin(t.database.db);
  member = await createMember(t.database.db);
});
afterAll(() => t?.close());
beforeEach(async () => {
  t.setNow(NOW);
  await t.database.db.delete(analyticsEvents);
});

const beacon = (payload: unknown, headers: Record<string, string> = {}, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics',
    headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const rows = () => t.database.db.select().from(analyticsEvents);

async function report(query: string, who: Member = admin): Promise<AnalyticsReport> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics?${query}`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /api/analytics', () => {
  test('stores page views and vitals sent as JSON or as sendBeacon text/plain', async () => {
    const json = await beacon({
      events: [
        { kind: 'pageview', route: '/passes/:passId', device: 'phone' },
        { kind: 'vital', route: '/passes/:passId', device: 'phone', metric: 'LCP', value: 1834.5 },
      ],
    });
    expect(json.statusCode).toBe(204);
    const text = await beacon(
      { events: [{ kind: 'vital', route: '/', device: 'desktop', metric: 'CLS', value: 0.013 }] },
      {},
      'text/plain;charset=UTF-8',
    );
    expect(text.statusCode).toBe(204);
    const stored = await rows();
    expect(stored).toHaveLength(3);
    expect(
      stored.map(({ kind, route, device, metric, value }) => ({ kind, route, device, metric, value })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'pageview', route: '/passes/:passId', device: 'phone', metric: null, value: null },
        { kind: 'vital', route: '/passes/:passId', device: 'phone', metric: 'LCP', value: 1834.5 },
        { kind: 'vital', route: '/', device: 'desktop', metric: 'CLS', value: 0.013 },
      ]),
    );
    expect(stored.every((row) => row.at.getTime() === NOW.getTime())).toBe(true);
  });

  test('stores nothing personal, even from a signed-in member with a user agent and a forwarded IP', async () => {
    const response = await beacon(
      { events: [{ kind: 'pageview', route: '/my-reservations/:reservationId', device: 'phone' }] },
      {
        cookie: member.cookie,
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) UniqueAgent/987',
        'x-forwarded-for': '203.0.113.77',
        referer: 'http://localhost/my-reservations/5f0c3e0a-1111-4222-8333-944445555666?x=1',
      },
    );
    expect(response.statusCode).toBe(204);
    // The table's every column, read from the database itself: a column added later must be looked at.
    const columns = await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'analytics_events' order by column_name`,
    );
    expect(
      (columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name),
    ).toEqual(['at', 'device', 'id', 'kind', 'metric', 'route', 'value', 'visitor']);
    const [row] = await rows();
    const stored = JSON.stringify(row);
    for (const personal of [
      member.id,
      'UniqueAgent',
      '203.0.113',
      '5f0c3e0a',
      'x=1',
      member.cookie.split('=')[1]!,
    ])
      expect(stored).not.toContain(personal);
    expect(row!.route).toBe('/my-reservations/:reservationId');
  });

  test.each([
    ['Sec-GPC', { 'sec-gpc': '1' }],
    ['Do-Not-Track', { dnt: '1' }],
  ])('with %s stores nothing and still answers 204', async (_name, headers) => {
    const response = await beacon(
      { events: [{ kind: 'vital', route: '/', device: 'phone', metric: 'INP', value: 120 }] },
      headers,
    );
    expect(response.statusCode).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  test.each([
    [
      'a path with an id instead of a pattern',
      { events: [{ kind: 'pageview', route: '/passes/5f0c3e0a', device: 'phone' }] },
      'The field "events.0.route" must be a route pattern such as /passes/:passId (never a path with ids in it).',
    ],
    [
      'an unknown kind',
      { events: [{ kind: 'click', route: '/', device: 'phone' }] },
      'The field "events.0.kind" must have kind "pageview" or "vital".',
    ],
    [
      'an unknown metric',
      { events: [{ kind: 'vital', route: '/', device: 'phone', metric: 'FID', value: 3 }] },
      'The field "events.0.metric" must be one of LCP, INP, CLS, FCP, TTFB.',
    ],
    [
      'a CLS out of range',
      { events: [{ kind: 'vital', route: '/', device: 'phone', metric: 'CLS', value: 42 }] },
      'The field "events.0.value" must be at most 5 for CLS.',
    ],
    [
      'a negative value',
      { events: [{ kind: 'vital', route: '/', device: 'phone', metric: 'LCP', value: -1 }] },
      'The field "events.0.value" must not be negative.',
    ],
    [
      'an extra field (a full URL)',
      { events: [{ kind: 'pageview', route: '/', device: 'phone', url: 'http://x/?phone=1' }] },
      'The field "events.0" does not take "url": remove it.',
    ],
    [
      'an unknown device',
      { events: [{ kind: 'pageview', route: '/', device: 'tv' }] },
      'The field "events.0.device" must be phone or desktop.',
    ],
    ['an empty batch', { events: [] }, 'The field "events" must hold at least one event.'],
  ])('refuses %s with a message that says what to fix', async (_name, payload, message) => {
    const response = await beacon(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await rows()).toHaveLength(0);
  });

  test('refuses a batch over 50 events and a body over 8 KB', async () => {
    const event = { kind: 'pageview', route: '/', device: 'phone' };
    const many = await beacon({ events: Array.from({ length: 51 }, () => event) });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain('must hold at most 50 events');
    const big = await beacon(`{"events":[],"pad":"${'x'.repeat(9000)}"}`);
    expect(big.statusCode).toBe(413);
    const garbage = await beacon('not json', {}, 'text/plain');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('The body must be JSON: {"events": [...]}.');
    expect(await rows()).toHaveLength(0);
  });

  test('refuses a beacon posted from another site', async () => {
    const response = await beacon(
      { events: [{ kind: 'pageview', route: '/', device: 'phone' }] },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  test('limits each IP address to 60 beacons a minute', async () => {
    const payload = { events: [{ kind: 'pageview', route: '/about', device: 'desktop' }] };
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const answers = [];
    let refused: { json: () => unknown } | undefined;
    for (let i = 0; i < 61; i++) {
      const response = await send('198.51.100.9');
      answers.push(response.statusCode);
      if (response.statusCode === 429) refused = response;
    }
    expect(answers.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(answers[60]).toBe(429);
    expect(refused?.json()).toMatchObject({
      statusCode: 429,
      code: 'too_many_requests',
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests from your connection: wait .+ and try again\.$/),
    });
    expect((await send('198.51.100.10')).statusCode).toBe(204);
    expect(await rows()).toHaveLength(61);
  });
});

describe('GET /api/admin/analytics', () => {
  async function insert(
    at: string,
    route: string,
    metric: string | null,
    value: number | null,
    device = 'phone',
  ) {
    await t.database.db.insert(analyticsEvents).values({
      at: new Date(at),
      kind: metric ? 'vital' : 'pageview',
      route,
      metric,
      value,
      device: device as 'phone',
    });
  }

  test('computes the 75th percentile per route and day and over the range, with sample counts', async () => {
    // Tuesday 24th (New York): LCP 100, 200, 300, 400 → p75 = 325 (continuous: 300 + 0.25 × 100).
    for (const value of [100, 200, 300, 400]) await insert('2026-11-24T18:00:00Z', '/', 'LCP', value);
    // 03:00Z on the 25th is 22:00 on the 24th in New York (its day, though UTC says the 25th);
    // 05:30Z is 00:30 on the 25th.
    await insert('2026-11-25T03:00:00Z', '/', 'LCP', 1000);
    await insert('2026-11-25T05:30:00Z', '/', 'LCP', 2000);
    // CLS on the 25th: a single sample is its own p75.
    await insert('2026-11-25T20:00:00Z', '/', 'CLS', 0.05);
    for (let i = 0; i < 3; i++) await insert('2026-11-24T18:00:00Z', '/', null, null);
    await insert('2026-11-25T20:00:00Z', '/passes/:passId', null, null, 'desktop');
    await insert('2026-11-25T20:00:00Z', '/passes/:passId', 'INP', 64, 'desktop');
    // Outside the range: the 22nd in New York.
    await insert('2026-11-23T04:00:00Z', '/', 'LCP', 99_000);

    const body = await report('from=2026-11-23&to=2026-11-25');
    expect(body.timeZone).toBe('America/New_York');
    expect(body.routes.map((r) => r.route)).toEqual(['/', '/passes/:passId']);
    const home = body.routes[0]!;
    expect(home.pageViews).toBe(3);
    const lcp = (metrics: AnalyticsReport['routes'][number]['metrics']) =>
      metrics.find((m) => m.metric === 'LCP')!;
    // Over the range, one visitor each (rows from before visitors were kept): 100, 200, 300, 400,
    // 1000, 2000 → nearest rank ⌈0.75 × 6⌉ = 5th → 1000.
    expect(lcp(home.metrics)).toEqual({ metric: 'LCP', p75: 1000, samples: 6, visitors: 6 });
    expect(home.days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(lcp(home.days[0]!.metrics)).toEqual({ metric: 'LCP', p75: null, samples: 0, visitors: 0 });
    // The 24th: 100..400 and the 03:00Z reading (22:00 on the 24th in New York) → 100,200,300,400,1000.
    expect(lcp(home.days[1]!.metrics)).toEqual({ metric: 'LCP', p75: 400, samples: 5, visitors: 5 });
    expect(lcp(home.days[2]!.metrics)).toEqual({ metric: 'LCP', p75: 2000, samples: 1, visitors: 1 });
    expect(home.days[1]!.pageViews).toBe(3);
    expect(home.days[2]!.metrics.find((m) => m.metric === 'CLS')).toEqual({
      metric: 'CLS',
      p75: 0.05,
      samples: 1,
      visitors: 1,
    });
    expect(home.metrics.map((m) => m.metric)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);

    const desktop = await report('from=2026-11-23&to=2026-11-25&device=desktop');
    expect(desktop.routes.map((r) => [r.route, r.pageViews])).toEqual([['/passes/:passId', 1]]);
    expect(desktop.routes[0]!.metrics.find((m) => m.metric === 'INP')).toEqual({
      metric: 'INP',
      p75: 64,
      samples: 1,
      visitors: 1,
    });
  });

  test('p75 of eight visitors reading 1..8 is 6, one of their own figures (nearest rank)', async () => {
    for (let v = 1; v <= 8; v++) await insert('2026-11-26T15:00:00Z', '/scan', 'TTFB', v);
    const body = await report('from=2026-11-26&to=2026-11-26');
    expect(body.routes[0]!.metrics.find((m) => m.metric === 'TTFB')).toEqual({
      metric: 'TTFB',
      p75: 6,
      samples: 8,
      visitors: 8,
    });
  });

  test('is for admins only and checks the range', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?from=2026-11-01&to=2026-11-02',
    });
    expect(anonymous.statusCode).toBe(401);
    const members = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?from=2026-11-01&to=2026-11-02',
      headers: { cookie: member.cookie },
    });
    expect(members.statusCode).toBe(403);
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?from=2026-11-05&to=2026-11-02',
      headers: { cookie: admin.cookie },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('must be on or after "from"');
    const device = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?from=2026-11-01&to=2026-11-02&device=tv',
      headers: { cookie: admin.cookie },
    });
    expect(device.statusCode).toBe(400);
    expect(device.json().message).toContain('must be phone or desktop');
  });
});

describe('pruning', () => {
  test('deletes rows older than 90 days and keeps the rest', async () => {
    await t.database.db.insert(analyticsEvents).values([
      { at: new Date('2026-08-27T14:00:00Z'), kind: 'pageview', route: '/', device: 'phone' },
      { at: new Date('2026-08-28T16:00:00Z'), kind: 'pageview', route: '/about', device: 'phone' },
    ]);
    await pruneAnalytics(t.database.db, NOW);
    expect((await rows()).map((r) => r.route)).toEqual(['/about']);
  });
});
