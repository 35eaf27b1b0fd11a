import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { guestlistDates } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMembers, type Member } from '../testing/members.ts';
import { type Sample, sampleValue, scrape } from '../testing/metrics.ts';
import { injectCaller, signIn } from '../testing/sign-in.ts';
import { SseClient } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Thursday 2026-11-26, 10:00 in New York; the list below is for Friday.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let clubId: string;
let first: Member;
let second: Member;
let firstEntryId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const club = await insertClub(t.database.db, { name: 'Metrics Club' });
  clubId = club.id;
  await t.database.db.insert(guestlistDates).values({ clubId, date: FRIDAY, capacityFemale: 2 });
  [first, second] = (await createMembers(t.database.db, 2)) as [Member, Member];
});
afterAll(() => t?.close());

const join = (member: Member | null, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: member ? { cookie: member.cookie } : {},
    payload: { clubId, date: FRIDAY, ladies: 1, men: 0, ...body },
  });

const joins = (samples: Sample[], labels: Record<string, string>) =>
  sampleValue(samples, 'nightlist_guestlist_joins_total', labels) ?? 0;

describe('guestlist joins and promotions', () => {
  test('each join is counted with its outcome; refusals with their reason', async () => {
    const confirmed = await join(first, { ladies: 2 });
    expect(confirmed.statusCode).toBe(201);
    firstEntryId = confirmed.json().id;
    expect((await join(second)).json().status).toBe('waitlisted');
    expect((await join(second, { date: '2026-11-28' })).json().code).toBe('guestlist_not_open');
    // Not a decision of the guestlist: never signed in.
    expect((await join(null)).statusCode).toBe(401);

    const { samples } = await scrape(t.app);
    expect(joins(samples, { outcome: 'confirmed' })).toBe(1);
    expect(joins(samples, { outcome: 'waitlisted' })).toBe(1);
    expect(joins(samples, { outcome: 'refused', reason: 'guestlist_not_open' })).toBe(1);
    expect(joins(samples, { outcome: 'refused', reason: 'other' })).toBe(0);
  });

  test('a cancellation that frees a spot counts the offer made to the waitlist (decision 037)', async () => {
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/guestlist-entries/${firstEntryId}/cancel`,
      headers: { cookie: first.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    const { samples } = await scrape(t.app);
    expect(sampleValue(samples, 'nightlist_waitlist_offers_total', { event: 'made' })).toBe(1);
    expect(sampleValue(samples, 'nightlist_waitlist_promotions_total')).toBe(0);
  });
});

describe('labels', () => {
  test('the route is the matched pattern, never the URL with its id', async () => {
    const read = await t.app.inject({
      url: `/api/guestlist-entries/${firstEntryId}`,
      headers: { cookie: first.cookie },
    });
    expect(read.statusCode).toBe(200);
    const unknownPath = `/api/no-such-route/${firstEntryId}`;
    expect((await t.app.inject({ url: unknownPath })).statusCode).toBe(404);

    const { text, samples } = await scrape(t.app);
    const count = (labels: Record<string, string>) =>
      sampleValue(samples, 'nightlist_http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/guestlist-entries/:id', status_code: '200' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(count({ method: 'POST', route: '/api/guestlist-entries', status_code: '409' })).toBe(1);
    expect(text).not.toContain(firstEntryId);
    expect(text).not.toContain('no-such-route');
  });

  test('no phone number, code or session appears after sign-in traffic', async () => {
    const call = injectCaller(t.app);
    const signedIn = await signIn(call, '646 555 0123');
    expect(signedIn.session.user?.phoneNumber).toBe('+16465550123');
    // A refused number is traffic too.
    await call('POST', '/api/auth/send-code', { body: { phoneNumber: '+1 212 555 0199', altcha: 'x' } });

    const { text } = await scrape(t.app);
    for (const secret of ['6465550123', '646 555 0123', '2125550199', signedIn.code, signedIn.cookie])
      expect(text).not.toContain(secret);
    expect(text).toContain('route="/api/auth/verify-code"');
  });
});

describe('the outbox and the jobs', () => {
  test('due deliveries, how long the oldest has waited, and the worker’s runs', async () => {
    t.setNow(new Date(NOW.getTime() + 90_000));
    let { samples } = await scrape(t.app);
    expect(sampleValue(samples, 'nightlist_notification_deliveries_due', { channel: 'sms' })).toBeGreaterThan(
      0,
    );
    expect(
      sampleValue(samples, 'nightlist_notification_deliveries_pending', { channel: 'sms' }),
    ).toBeGreaterThan(0);
    expect(
      sampleValue(samples, 'nightlist_notification_deliveries_oldest_due_seconds', { channel: 'sms' }),
    ).toBeGreaterThanOrEqual(90);

    await t.app.deliveryWorker.runOnce();
    ({ samples } = await scrape(t.app));
    expect(sampleValue(samples, 'nightlist_notification_deliveries_due', { channel: 'sms' })).toBe(0);
    expect(
      sampleValue(samples, 'nightlist_notification_deliveries_oldest_due_seconds', { channel: 'sms' }),
    ).toBe(0);
    const runs = (job: string) =>
      sampleValue(samples, 'nightlist_job_runs_total', { job, outcome: 'ok' }) ?? 0;
    expect(runs('delivery_worker')).toBe(1);
    expect(sampleValue(samples, 'nightlist_job_duration_seconds_count', { job: 'delivery_worker' })).toBe(1);
    // Both sweep once when the app starts.
    expect(runs('auth_sweep')).toBe(1);
    expect(runs('analytics_prune')).toBe(1);
  });
});

describe('live streams', () => {
  test('open streams are a gauge, and a stream is not a request to time', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await SseClient.connect(`${baseUrl}/api/live`);
    const open = async () => sampleValue((await scrape(t.app)).samples, 'nightlist_live_streams_open');
    expect(await open()).toBe(1);
    stream.close();
    await vi.waitFor(async () => expect(await open()).toBe(0));
    expect((await scrape(t.app)).text).not.toContain('route="/api/live"');
    // A refusal is an answer like any other.
    expect((await t.app.inject({ url: '/api/live?since=-1' })).statusCode).toBe(400);
    const { samples } = await scrape(t.app);
    expect(
      sampleValue(samples, 'nightlist_http_request_duration_seconds_count', { route: '/api/live' }),
    ).toEqual(1);
  });
});
