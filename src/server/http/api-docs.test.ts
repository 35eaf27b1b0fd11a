import { describe, expect, test } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

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
