import { describe, expect, test } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { HSTS } from './security-headers.ts';

// The documentation maps every route and field of the API for anyone who asks.
describe('/api/docs', () => {
  test.each([
    ['served by default outside production', {}, 200],
    ['not served when API_DOCS=off', { API_DOCS: 'off' }, 404],
  ])('%s', async (_label, env, status) => {
    const t = await createTestApp({ env });
    try {
      expect((await t.app.inject('/api/docs/json')).statusCode).toBe(status);
      expect((await t.app.inject('/api/docs')).statusCode).toBe(status);
      // The app still knows its own contract (the fuzz test reads it), whether or not it is served.
      expect(Object.keys(t.app.swagger().paths ?? {}).length).toBeGreaterThan(40);
    } finally {
      await t.close();
    }
  });
});

describe('headers that agree', () => {
  test('the documentation pages carry the same Content-Security-Policy as the app', async () => {
    const t = await createTestApp();
    try {
      const app = (await t.app.inject('/api/health')).headers['content-security-policy'];
      for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
        const response = await t.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-security-policy'], url).toBe(app);
        expect(response.headers['x-frame-options'], url).toBe('DENY');
      }
    } finally {
      await t.close();
    }
  });

  test.each([
    ['HTTPS behind a trusted proxy', { TRUST_PROXY: '1' }, HSTS],
    ['plain HTTP', {}, undefined],
    // Without a trusted proxy, the header is anyone's to send: it says nothing about the connection.
    ['an untrusted X-Forwarded-Proto: https', {}, undefined],
  ])('Strict-Transport-Security: %s', async (_label, env, expected) => {
    const t = await createTestApp({ env });
    try {
      const response = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe(expected);
    } finally {
      await t.close();
    }
  });
});
