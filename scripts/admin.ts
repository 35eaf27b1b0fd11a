// `npm run admin -- add|remove|list [phone]`: manages the admin phone list in the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR while no server holds it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { createLogger } from '../src/server/logging/logger.ts';
import { parseAdminCommand, runAdminCommand } from '../src/server/roles/admin-command.ts';

const command = parseAdminCommand(process.argv.slice(2));
if (typeof command === 'string') {
  console.error(command);
  process.exit(64); // EX_USAGE
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`${error.message}\nSee .env.example for every variable and its default.`);
  process.exit(78); // EX_CONFIG
}

// Run without the server's DATA_DIR, this would create a new, empty database in ./data and add the
// admin there, where the server never looks: refuse, and say which folder was meant.
const where = config.DATABASE_URL
  ? 'PostgreSQL from DATABASE_URL'
  : `the embedded database in ${config.dataDir}`;
if (!config.DATABASE_URL && !existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
  console.error(
    `No database in ${config.dataDir}: nothing to change there, and a new one would not be the server's.\n` +
      'Run this with the DATA_DIR (or DATABASE_URL) the server uses, e.g. DATA_DIR=/var/lib/nightlist npm run admin -- list.\n' +
      'A new install: start the server once to create its database first.',
  );
  process.exit(66); // EX_NOINPUT
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config, createLogger({ ...config, LOG_LEVEL: 'warn' }));
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `The embedded database in ${config.dataDir} is open in a running server, and only one process may use it.\n` +
      'Stop the server, run this again, then start the server. (With DATABASE_URL set, this works while it runs.)',
  );
  process.exit(75); // EX_TEMPFAIL
}

try {
  console.error(`Using ${where}.`);
  console.log(await runAdminCommand(database.db, command, config.adminPhones));
} finally {
  await database.close();
}
