import { afterEach, describe, expect, test } from 'vitest';
import { parseSamples, sampleValue } from '../testing/metrics.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
/** What a production start needs besides the metrics settings (the console stand-ins allowed). */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  SMS_PROVIDER: 'console',
  ALLOW_CONSOLE_SMS: 'on',
  EMAIL_PROVIDER: 'console',
  ALLOW_CONSOLE_EMAIL: 'on',
  PAYMENTS_PROVIDER: 'standin',
  ALLOW_STANDIN_PAYMENTS: 'on',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const getMetrics = (headers: Record<string, string> = {}) =>
  t!.app.inject({ method: 'GET', url: '/metrics', headers });

describe('GET /metrics', () => {
  test('answers the Prometheus text format: the app’s metrics and the process’s', async () => {
    t = await createTestApp();
    const response = await getMetrics();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE nightlist_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE nightlist_guestlist_joins_total counter');
    const samples = parseSamples(response.body);
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nightlist_live_streams_open')).toBe(0);
    expect(sampleValue(samples, 'nightlist_database_engine', { engine: t.database.kind })).toBe(1);
    if (t.database.kind === 'postgres')
      expect(sampleValue(samples, 'nightlist_db_pool_max_connections')).toBeGreaterThan(0);
    else expect(sampleValue(samples, 'nightlist_db_pool_max_connections')).toBeUndefined();
  });

  test('is not timed itself: scrapes leave the latency histogram alone', async () => {
    t = await createTestApp();
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await getMetrics();
    const samples = parseSamples((await getMetrics()).body);
    const timed = (route: string) =>
      sampleValue(samples, 'nightlist_http_request_duration_seconds_count', { route });
    expect(timed('/api/health/live')).toBe(1);
    expect(timed('/metrics')).toBeUndefined();
  });

  test('with METRICS_TOKEN: 401 without the token or with a wrong one, the metrics with it', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
    ];
    for (const headers of wrong) {
      const refused = await getMetrics(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('nightlist_');
      expect(refused.json().code).toBe('unauthorized');
    }
    const allowed = await getMetrics({ authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('nightlist_http_request_duration_seconds');
    expect((await getMetrics({ authorization: `bearer  ${TOKEN}` })).statusCode).toBe(200);
  });

  test('is no part of the API: not in its OpenAPI document', async () => {
    t = await createTestApp();
    const document = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(document.paths)).toContain('/api/guestlist-entries');
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  test('METRICS=off: 404, not the web app', async () => {
    t = await createTestApp({ env: { METRICS: 'off' } });
    const response = await getMetrics();
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});

describe('in production', () => {
  test('off without configuration: 404', async () => {
    t = await createTestApp({ env: PRODUCTION });
    const response = await getMetrics();
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('nightlist_');
  });

  test('with METRICS_TOKEN: on, and only for the token', async () => {
    t = await createTestApp({ env: { ...PRODUCTION, METRICS_TOKEN: TOKEN } });
    expect((await getMetrics()).statusCode).toBe(401);
    expect((await getMetrics({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});
