// `npm run restore -- ARCHIVE [--data-dir DIR] [--database-url URL] [--force]`: checks a backup
// (manifest, checksums, migration level) and restores it into a new data directory or database.
import path from 'node:path';
import { parseRestoreCommand } from '../src/server/db/backup-command.ts';
import { BackupError } from '../src/server/db/pg-tools.ts';
import { restoreBackup } from '../src/server/db/restore.ts';

const command = parseRestoreCommand(process.argv.slice(2));
if (typeof command === 'string') {
  console.error(command);
  process.exit(64); // EX_USAGE
}

const started = performance.now();
try {
  const dataDir = command.dataDir ?? path.resolve(process.env.DATA_DIR || './data');
  const result = await restoreBackup(command.archive, {
    dataDir,
    databaseUrl: command.databaseUrl,
    fallbackDatabaseUrl: process.env.DATABASE_URL || undefined,
    force: command.force,
  });
  const { manifest } = result;
  console.error(
    `Restored the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} backup of ${manifest.createdAt} ` +
      `(${manifest.migrations.count} migrations, ${result.images} photos into ${path.join(dataDir, 'images')}) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s.` +
      (result.migratesForward
        ? '\nIts schema is older than this code: the next start migrates it forward.'
        : '') +
      (manifest.images === 's3' ? '\nIts photos were in the S3 bucket: restore them there.' : ''),
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(error.exitCode);
}
