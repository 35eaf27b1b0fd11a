import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import { databaseUrlFor, withAdminConnection } from './postgres-admin.ts';

/**
 * A fresh, migrated database of the engine under test: an in-memory PGlite loaded from the
 * image built once by global-setup, or (DATABASE_URL set) a PostgreSQL database copied from the
 * migrated template. Closing it drops the copy.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = inject('postgresTemplate');
  const serverUrl = process.env.DATABASE_URL;
  if (template && serverUrl) {
    const name = `nightlist_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdminConnection(serverUrl, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
    );
    const url = databaseUrlFor(serverUrl, name);
    const handle = openPostgres(url);
    return {
      ...handle,
      url,
      async close() {
        await handle.close();
        await withAdminConnection(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  }
  const image = await fs.readFile(inject('pgliteImagePath'));
  return openPglite(undefined, new Blob([image]));
}
