import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  readonly dataDir: string;

  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another server process.\n` +
        '  PGlite has no cross-process locking: two processes on one directory silently lose data.\n' +
        '  Stop the other process, point DATA_DIR at another folder, or set DATABASE_URL to share a PostgreSQL server.\n' +
        '  (A lock left by a process that was killed expires within 10 seconds.)',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
  }
}

/**
 * Takes the exclusive lock on `dataDir`, held for as long as this process runs. The lock is a
 * directory refreshed every few seconds, so one left by a killed process goes stale and is taken over.
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: 10_000,
      update: 2_000,
      realpath: false,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
