import { todayIn } from '../shared/dates.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { openBackupChannel } from './db/backup-channel.ts';
import { databaseMigrationLevel } from './db/backup-manifest.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { insertDemoData } from './demo/demo-data.ts';
import { drainAndClose } from './http/draining.ts';
import { hopCountWarning } from './http/public-listen-address.ts';
import { createImageStorage } from './images/image-storage.ts';
import { createLogger, flushLogs } from './logging/logger.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nSee .env.example for every variable and its default.`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config);

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75); // EX_TEMPFAIL
    }
    throw error;
  }

  // The embedded database is this process's alone: `npm run backup` asks it for a copy.
  let closeBackupChannel = async () => {};
  const dumpDataDir = database.dumpDataDir;
  if (dumpDataDir) {
    const db = database.db;
    closeBackupChannel = await openBackupChannel(
      config.dataDir,
      { dumpDataDir, migrationLevel: () => databaseMigrationLevel(db) },
      logger,
    ).catch((error: unknown) => {
      logger.warn(
        { err: error },
        'No backup channel (a DATA_DIR path over ~90 characters is too long for a socket): npm run backup needs this server stopped',
      );
      return async () => {};
    });
  }

  if (config.DEMO_DATA === 'on') {
    const added = await insertDemoData(database.db, {
      timeZone: config.DEFAULT_TIME_ZONE,
      today: todayIn(new Date(), config.DEFAULT_TIME_ZONE),
      photos: createImageStorage(config),
    });
    if (added > 0) logger.info({ clubs: added }, 'Inserted the demo city');
  }

  const app = await buildApp({ config, database, logger });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM (an orchestrator, a deploy) drains first; SIGINT (Ctrl-C at a terminal) does not wait.
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    logger.info({ signal, drainMs }, 'Shutting down');
    // A hung close must not keep the process (and the data-directory lock) forever.
    setTimeout(() => process.exit(1), drainMs + 10_000).unref();
    try {
      await drainAndClose(app, new Promise((resolve) => setTimeout(resolve, drainMs)));
      await closeBackupChannel();
      await database.close();
      // The buffered info lines (decision 044); pino would also write them on exit.
      flushLogs(logger);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    logger.fatal({ err: error }, 'Could not start listening');
    await database.close();
    process.exit(1);
  }
  const hopCount = hopCountWarning(config.trustProxy, app.addresses());
  if (hopCount) logger.warn(hopCount);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  // Printed plainly (not only as a log line) so people and scripts can find the address.
  console.log(`Nightlist is running at http://${shownHost}:${port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
