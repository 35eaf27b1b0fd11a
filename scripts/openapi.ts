/**
 * Writes the API's OpenAPI document (what /api/docs/json serves), built by the real app on a
 * throw-away in-memory database: `node scripts/openapi.ts [file]` (default: standard output).
 * `npm run lint:openapi` lints it with Redocly's recommended rules (redocly.yaml).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config/config.ts';
import { openPglite } from '../src/server/db/client.ts';

const database = await openPglite(undefined);
await database.migrate();
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/unused', WEB_DIST_DIR: '.tmp/no-web-build' }),
  database,
  logger: pino({ level: 'silent' }),
  deliveries: 'manual',
});
try {
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, document);
  } else process.stdout.write(document);
} finally {
  await app.close();
  await database.close();
}
