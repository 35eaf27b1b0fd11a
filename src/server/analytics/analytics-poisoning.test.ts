import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  ANALYTICS_EVENTS_PER_VISITOR_PER_DAY,
  type AnalyticsReport,
} from '../../shared/api/analytics-schema.ts';
import { analyticsEvents, appSecrets } from '../db/schema.ts';
import { createAdmin, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { pruneAnalytics } from './analytics-prune.ts';
import { visitorOf } from './analytics-visitor.ts';

// The outside probe: 3,000 Web Vitals samples a minute from one IP were accepted, and 8,000 forged
// samples moved the SPEED report's p75 LCP to 60,000 ms.
const NOW = new Date('2026-11-26T15:00:00Z');
let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1_000_000 });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t?.close());
beforeEach(async () => {
  t.setNow(NOW);
  await t.database.db.delete(analyticsEvents);
});

const lcp = (value: number) => ({ kind: 'vital', route: '/', device: 'phone', metric: 'LCP', value });
const pageview = { kind: 'pageview', route: '/', device: 'phone' };

function beacon(events: unknown[], remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: { events },
  });
}

async function homeLcp() {
  const response = await t.app.inject({
    url: '/api/admin/analytics?from=2026-11-26&to=2026-11-26',
    headers: { cookie: admin.cookie },
  });
  const report = response.json() as AnalyticsReport;
  return report.routes.find((r) => r.route === '/')?.metrics.find((m) => m.metric === 'LCP');
}

/** Twenty real visitors, LCP 1,000 to 2,900 ms: p75 by nearest rank is the 15th, 2,400 ms. */
async function honestVisitors() {
  for (let i = 0; i < 20; i++)
    expect((await beacon([lcp(1000 + i * 100)], `203.0.113.${i + 1}`)).statusCode).toBe(204);
}

describe('one client cannot move a p75', () => {
  test('8,000 forged 60,000 ms readings from one address are one visitor: the p75 moves one place', async () => {
    await honestVisitors();
    expect(await homeLcp()).toMatchObject({ p75: 2400, visitors: 20 });
    // A flood that got past every request limit (many processes, a whole minute each): written as the
    // server would write it, under the one visitor its address is for the day.
    const visitor = await visitorOf(t.database.db, '198.51.100.66', NOW);
    const forged = Array.from({ length: 8_000 }, () => ({
      at: NOW,
      kind: 'vital' as const,
      route: '/',
      device: 'phone' as const,
      metric: 'LCP',
      value: 60_000,
      visitor,
    }));
    for (let i = 0; i < forged.length; i += 1_000)
      await t.database.db.insert(analyticsEvents).values(forged.slice(i, i + 1_000));
    // 21 votes: ⌈0.75 × 21⌉ = 16th, the next honest figure.
    expect(await homeLcp()).toMatchObject({ p75: 2500, samples: 8_020, visitors: 21 });
  });

  test('through the API, one address is one visitor however many beacons it sends', async () => {
    await honestVisitors();
    for (let i = 0; i < 30; i++) await beacon([lcp(59_000)], '198.51.100.67');
    expect(await homeLcp()).toMatchObject({ p75: 2500, visitors: 21 });
  });

  test('IPv6 addresses of one /64 are one visitor', async () => {
    for (let i = 1; i <= 5; i++) await beacon([lcp(59_000)], `2001:db8:7:8::${i}`);
    expect(await homeLcp()).toMatchObject({ samples: 5, visitors: 1 });
  });
});

describe('what a client can send', () => {
  test('a batch reports each metric once, as a page load does', async () => {
    const response = await beacon([lcp(1000), lcp(60_000)], '203.0.113.90');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The field "events.1.metric" repeats LCP: a page reports each metric once.',
    );
  });

  test.each([
    ['LCP', 60_001],
    ['FCP', 60_001],
    ['TTFB', 30_001],
    ['INP', 20_001],
    ['CLS', 5.1],
  ])('an implausible %s of %d is refused', async (metric, value) => {
    const response = await beacon(
      [{ kind: 'vital', route: '/', device: 'phone', metric, value }],
      '203.0.113.91',
    );
    expect(response.statusCode).toBe(400);
  });

  test(`at most ${ANALYTICS_EVENTS_PER_VISITOR_PER_DAY} events are kept per visitor a day`, async () => {
    const batch = Array.from({ length: 50 }, () => pageview);
    for (let i = 0; i < ANALYTICS_EVENTS_PER_VISITOR_PER_DAY / 50 + 3; i++)
      expect((await beacon(batch, '198.51.100.70')).statusCode).toBe(204);
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(
      ANALYTICS_EVENTS_PER_VISITOR_PER_DAY,
    );
    // Others are not affected, and the next day the address starts again.
    expect((await beacon([pageview], '198.51.100.71')).statusCode).toBe(204);
    t.setNow(new Date('2026-11-27T15:00:00Z'));
    await beacon([pageview], '198.51.100.70');
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(
      ANALYTICS_EVENTS_PER_VISITOR_PER_DAY + 2,
    );
  });
});

test('the daily allowance is configurable, for a venue whose guests share one address', async () => {
  const venue = await createTestApp({
    now: NOW,
    rateLimitPerMinute: 1_000_000,
    env: { ANALYTICS_EVENTS_PER_VISITOR_PER_DAY: '120' },
  });
  try {
    const batch = Array.from({ length: 50 }, () => pageview);
    for (let i = 0; i < 3; i++) {
      const response = await venue.app.inject({
        method: 'POST',
        url: '/api/analytics',
        remoteAddress: '198.51.100.80',
        headers: { 'content-type': 'application/json' },
        payload: { events: batch },
      });
      expect(response.statusCode).toBe(204);
    }
    expect(await venue.database.db.select().from(analyticsEvents)).toHaveLength(120);
  } finally {
    await venue.close();
  }
});

describe('the visitor code', () => {
  test('is the same for an address within a day, another the next day, and never the address', async () => {
    const monday = await visitorOf(t.database.db, '203.0.113.5', new Date('2026-11-23T10:00:00Z'));
    expect(await visitorOf(t.database.db, '203.0.113.5', new Date('2026-11-23T23:00:00Z'))).toBe(monday);
    expect(await visitorOf(t.database.db, '203.0.113.6', new Date('2026-11-23T23:00:00Z'))).not.toBe(monday);
    expect(await visitorOf(t.database.db, '203.0.113.5', new Date('2026-11-24T01:00:00Z'))).not.toBe(monday);
    expect(monday).not.toContain('203');
  });

  test('the salt of a day is deleted two days on, so its codes can no longer be traced to an address', async () => {
    await visitorOf(t.database.db, '203.0.113.5', new Date('2026-11-20T10:00:00Z'));
    await visitorOf(t.database.db, '203.0.113.5', new Date('2026-11-25T10:00:00Z'));
    const salt = (day: string) =>
      t.database.db
        .select()
        .from(appSecrets)
        .where(eq(appSecrets.name, `analytics-salt:${day}`));
    expect(await salt('2026-11-20')).toHaveLength(1);
    await pruneAnalytics(t.database.db, NOW);
    expect(await salt('2026-11-20')).toHaveLength(0);
    expect(await salt('2026-11-25')).toHaveLength(1);
  });
});
