// `npm run backup -- [--output FILE]`: one archive of the database and the club photos. On the
// embedded database the running server makes the copy (it holds DATA_DIR); see README "Backups".
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { createBackup } from '../src/server/db/backup.ts';
import { parseBackupCommand } from '../src/server/db/backup-command.ts';
import { BackupError } from '../src/server/db/pg-tools.ts';

const command = parseBackupCommand(process.argv.slice(2), new Date());
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

const started = performance.now();
try {
  const { file, manifest } = await createBackup(config, command.output);
  const bytes = manifest.files.reduce((sum, entry) => sum + entry.bytes, 0);
  const images = manifest.files.length - 1;
  console.error(
    `Backed up ${manifest.engine === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`} ` +
      `(${manifest.mode}, ${manifest.migrations.count} migrations, ${images} photos${manifest.images === 's3' ? ' — they are in the S3 bucket, back it up there' : ''}, ` +
      `${(bytes / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(file);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(error.exitCode);
}
