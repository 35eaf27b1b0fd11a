import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Moves the app's clock; starts at `now` (default: the real time). */
  setNow(now: Date): void;
  close(): Promise<void>;
}

/** The real app on a fresh database, driven with `app.inject` (no sockets). */
export async function createTestApp(
  options: { now?: Date; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  let now = options.now ?? new Date();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/unused',
    WEB_DIST_DIR: '.tmp/no-web-build',
    ...options.env,
  });
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }), clock: () => now });
  await app.ready();
  return {
    app,
    database,
    setNow(next) {
      now = next;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
