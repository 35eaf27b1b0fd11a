import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Opens the configured database and applies pending migrations: PostgreSQL when DATABASE_URL is
 * set, otherwise embedded PGlite under DATA_DIR, locked against a second process.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const replica = config.DATABASE_REPLICA_URL
      ? { url: config.DATABASE_REPLICA_URL, maxLagSeconds: config.DATABASE_REPLICA_MAX_LAG_SECONDS }
      : undefined;
    const handle = openPostgres(config.DATABASE_URL, logger, undefined, replica);
    await handle.migrate();
    logger.info('Using PostgreSQL from DATABASE_URL');
    if (handle.replica) {
      // Measured once before serving, so the first reports already go where they should.
      const { state, lagSeconds } = await handle.replica.poll();
      logger.info({ state, lagSeconds }, 'Replica from DATABASE_REPLICA_URL');
    }
    return handle;
  }

  const release = await lockDataDir(config.dataDir, (error) => {
    logger.fatal({ err: error }, 'Lost the lock on the data directory; stopping to protect the data');
    process.exit(1);
  });
  try {
    const pgdata = path.join(config.dataDir, 'pgdata');
    const handle = await openPglite(pgdata);
    await handle.migrate();
    logger.info({ dataDir: config.dataDir }, 'Using embedded PGlite');
    return {
      ...handle,
      async close() {
        await handle.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
