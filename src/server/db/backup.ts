import { existsSync, constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import { BackupChannelError, requestServerDump } from './backup-channel.ts';
import {
  type BackupManifest,
  databaseMigrationLevel,
  describeFile,
  IMAGES_PREFIX,
  MANIFEST_NAME,
  type MigrationLevel,
  PGLITE_DUMP_NAME,
  POSTGRES_DUMP_NAME,
} from './backup-manifest.ts';
import { openPglite, openPostgres } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { BackupError, findPgTool, pgConnection, pgToolMajor, runPgTool } from './pg-tools.ts';
import { rowsOf } from './raw-rows.ts';
import { writeTarGz } from './tar.ts';

const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

/**
 * Writes one archive (tar.gz) of the configured database and the club photos on disk to `output`:
 * manifest.json (versions, migration level, sizes, sha256), database/…, images/….
 */
export async function createBackup(config: Config, output: string, now = new Date()): Promise<BackupResult> {
  const file = path.resolve(output);
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name.`, 73);
  if (!existsSync(path.dirname(file))) {
    throw new BackupError(`The folder ${path.dirname(file)} does not exist.`, 73);
  }
  const staging = await fs.mkdtemp(path.join(path.dirname(file), '.nightlist-backup-'));
  try {
    const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
    const dumpName = engine === 'postgres' ? POSTGRES_DUMP_NAME : PGLITE_DUMP_NAME;
    const dumpFile = path.join(staging, path.basename(dumpName));
    const { migrations, mode } = config.DATABASE_URL
      ? { migrations: await dumpPostgres(config.DATABASE_URL, dumpFile), mode: 'online' as const }
      : await dumpPglite(config.dataDir, dumpFile);
    // After the database: every photo a row of the dump names was on disk before it.
    const images = config.IMAGES_S3_BUCKET
      ? []
      : await copyImages(config.dataDir, path.join(staging, 'images'));
    const entries = [
      { name: dumpName, file: dumpFile },
      ...images.map((relative) => ({
        name: `${IMAGES_PREFIX}${relative}`,
        file: path.join(staging, 'images', ...relative.split('/')),
      })),
    ];
    const manifest: BackupManifest = {
      format: 'nightlist-backup',
      formatVersion: 1,
      appVersion: (JSON.parse(await fs.readFile(packageJson, 'utf8')) as { version: string }).version,
      engine,
      createdAt: now.toISOString(),
      mode,
      migrations,
      images: config.IMAGES_S3_BUCKET ? 's3' : 'disk',
      files: await Promise.all(entries.map((entry) => describeFile(entry.name, entry.file))),
    };
    const manifestFile = path.join(staging, MANIFEST_NAME);
    await fs.writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const partial = path.join(staging, 'archive.tar.gz');
    await writeTarGz(partial, [{ name: MANIFEST_NAME, file: manifestFile }, ...entries]);
    // Linked (or, where links are not supported, copied) into place: never over an existing file.
    await fs.link(partial, file).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') throw new BackupError(`${file} already exists: choose another name.`, 73);
      await fs.copyFile(partial, file, fsConstants.COPYFILE_EXCL);
    });
    return { file, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Through the running server when one holds the directory, else opening it under its lock. */
async function dumpPglite(
  dataDir: string,
  target: string,
): Promise<{ migrations: MigrationLevel; mode: 'online' | 'offline' }> {
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(
      `No database in ${dataDir}: run this with the DATA_DIR (or DATABASE_URL) the server uses.`,
      66,
    );
  }
  try {
    const online = await requestServerDump(dataDir, target);
    if (online) return { migrations: online, mode: 'online' };
  } catch (error) {
    if (error instanceof BackupChannelError) throw new BackupError(error.message, error.exitCode);
    throw error;
  }
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir, () => {});
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `A server holds ${dataDir} but does not answer on ${path.join(dataDir, 'control', 'backup.sock')}:\n` +
        '  a version without online backups (stop it and run this again), or a server on another machine\n' +
        '  that was killed (its lock expires within 10 seconds: run this again).',
      75,
    );
  }
  try {
    const database = await openPglite(path.join(dataDir, 'pgdata'));
    try {
      const migrations = await databaseMigrationLevel(database.db);
      const dump = await database.dumpDataDir?.();
      if (!dump) throw new Error('PGlite could not dump its data directory');
      await fs.writeFile(target, Buffer.from(await dump.arrayBuffer()), { mode: 0o600, flag: 'wx' });
      return { migrations, mode: 'offline' };
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}

async function dumpPostgres(databaseUrl: string, target: string): Promise<MigrationLevel> {
  const tool = findPgTool('pg_dump');
  const database = openPostgres(databaseUrl, undefined, 1);
  try {
    let serverMajor: number;
    let migrations: MigrationLevel;
    try {
      const rows = rowsOf<{ server_version_num: string }>(
        await database.db.execute(sql`show server_version_num`),
      );
      serverMajor = Math.floor(Number(rows[0]?.server_version_num) / 10_000);
      migrations = await databaseMigrationLevel(database.db);
    } catch (error) {
      throw new BackupError(`Could not read the database at DATABASE_URL: ${(error as Error).message}`, 69);
    }
    const toolMajor = await pgToolMajor(tool);
    if (toolMajor < serverMajor) {
      throw new BackupError(
        `${tool} is version ${toolMajor} and the server ${serverMajor}: pg_dump's major version must be at least the server's.\n` +
          `Install postgresql-client-${serverMajor} (or newer).`,
        69,
      );
    }
    const { dbname, env } = pgConnection(databaseUrl);
    await runPgTool(tool, ['--format=custom', '--no-owner', '--file', target, '--dbname', dbname], env);
    // A new version starting meanwhile may have migrated: the manifest must not claim an older level.
    const after = await databaseMigrationLevel(database.db);
    if (after.count !== migrations.count) {
      throw new BackupError('A migration ran during the backup (a new version started): run it again.', 75);
    }
    return migrations;
  } finally {
    await database.close();
  }
}

/** Copies DATA_DIR/images into `target`, skipping half-written files; returns '/'-separated names. */
async function copyImages(dataDir: string, target: string): Promise<string[]> {
  const root = path.join(dataDir, 'images');
  if (!existsSync(root)) return [];
  const names: string[] = [];
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, source).split(path.sep).join('/');
    const destination = path.join(target, relative);
    await fs.mkdir(path.dirname(destination), { recursive: true });
    try {
      await fs.copyFile(source, destination);
      names.push(relative);
    } catch (error) {
      // Replaced or deleted since the listing: the dump no longer needs it either.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return names.sort();
}
