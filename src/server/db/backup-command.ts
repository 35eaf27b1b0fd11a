import path from 'node:path';

export const BACKUP_USAGE =
  'Usage: npm run backup -- [--output FILE]\n' +
  '  Writes one archive (tar.gz) of the database (DATABASE_URL, or the embedded one in DATA_DIR,\n' +
  '  through its running server) and the club photos in DATA_DIR/images.';

export const RESTORE_USAGE =
  'Usage: npm run restore -- ARCHIVE [--data-dir DIR] [--database-url URL] [--force]\n' +
  '  Restores a backup into a new data directory (embedded database; default DATA_DIR) or a new,\n' +
  '  empty PostgreSQL database (default DATABASE_URL); the photos go to DIR/images.\n' +
  '  --force replaces what the target holds.';

export interface BackupCommand {
  output: string;
}

export interface RestoreCommand {
  archive: string;
  dataDir?: string;
  databaseUrl?: string;
  force: boolean;
}

/** `nightlist-backup-2026-11-23T22-15-00Z.tar.gz` in the current folder. */
export function defaultBackupName(now: Date): string {
  return `nightlist-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/** The command, or a message to print (exit 64). */
export function parseBackupCommand(args: readonly string[], now: Date): BackupCommand | string {
  if (args.length === 0) return { output: path.resolve(defaultBackupName(now)) };
  if (args.length === 2 && (args[0] === '--output' || args[0] === '-o') && args[1]) {
    return { output: path.resolve(args[1]) };
  }
  return BACKUP_USAGE;
}

export function parseRestoreCommand(args: readonly string[]): RestoreCommand | string {
  const command: Partial<RestoreCommand> & { force: boolean } = { force: false };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const value = args[index + 1];
    if (arg === '--force') command.force = true;
    else if (arg === '--data-dir' || arg === '--database-url') {
      if (!value || value.startsWith('--')) return `${arg} needs a value.\n${RESTORE_USAGE}`;
      if (arg === '--data-dir') command.dataDir = path.resolve(value);
      else {
        if (!/^postgres(ql)?:\/\//.test(value)) return `--database-url must be a postgresql:// URL.`;
        command.databaseUrl = value;
      }
      index++;
    } else if (arg.startsWith('-') || command.archive) return RESTORE_USAGE;
    else command.archive = path.resolve(arg);
  }
  if (!command.archive) return RESTORE_USAGE;
  return command as RestoreCommand;
}
