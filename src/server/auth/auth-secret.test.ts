import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { appSecrets } from '../db/schema.ts';
import { injectCaller, latestCodeFor, requestCode } from '../testing/sign-in.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { deriveAuthKeys, resolveAuthSecret } from './auth-secret.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('resolveAuthSecret', () => {
  test('AUTH_SECRET when configured, and nothing is stored', async () => {
    const configured = 'configured-secret-0123456789abcdefghij';
    expect(await resolveAuthSecret(database.db, configured)).toBe(configured);
    expect(await database.db.select().from(appSecrets)).toEqual([]);
  });

  test('otherwise one generated secret, stored and shared by every caller, even concurrent ones', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => resolveAuthSecret(database.db, undefined)));
    expect(a!.length).toBeGreaterThanOrEqual(32);
    expect([b, c]).toEqual([a, a]);
    expect(await resolveAuthSecret(database.db, undefined)).toBe(a);
    expect((await database.db.select().from(appSecrets)).map((row) => row.value)).toEqual([a]);
  });
});

test('deriveAuthKeys gives a different key per use, the same every time', () => {
  const keys = deriveAuthKeys('one-secret-0123456789abcdefghijklmnop');
  expect(keys).toEqual(deriveAuthKeys('one-secret-0123456789abcdefghijklmnop'));
  expect(keys.code.toString('hex')).not.toBe(keys.botCheck);
  expect(deriveAuthKeys('another-secret-0123456789abcdefghijkl').botCheck).not.toBe(keys.botCheck);
});

test('without AUTH_SECRET, a code sent through one app instance is accepted by another on the same database', async () => {
  const shared = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '.tmp/no-web-build',
    ALTCHA_MAX_NUMBER: '100',
  });
  const logger = pino({ level: 'silent' });
  const [first, second] = [
    await buildApp({ config, database: shared, logger }),
    await buildApp({ config, database: shared, logger }),
  ];
  try {
    const sentThrough = injectCaller(first);
    const sent = await requestCode(sentThrough, '+12125550177');
    expect(sent.status).toBe(200);
    const { verificationId } = sent.json() as { verificationId: string };
    const code = await latestCodeFor(sentThrough, '+12125550177');
    const verified = await injectCaller(second)('POST', '/api/auth/verify-code', {
      body: { phoneNumber: '+12125550177', verificationId, code },
    });
    expect(verified.status).toBe(200);
  } finally {
    await first.close();
    await second.close();
    await shared.close();
  }
});
