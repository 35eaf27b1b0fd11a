import { existsSync, openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  type BackupManifest,
  codeMigrationLevel,
  IMAGES_PREFIX,
  MANIFEST_NAME,
  manifestProblem,
  PGLITE_DUMP_NAME,
  POSTGRES_DUMP_NAME,
  sha256File,
} from './backup-manifest.ts';
import { openPglite, openPostgres } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { BackupError, findPgTool, pgConnection, runPgTool } from './pg-tools.ts';
import { rowsOf } from './raw-rows.ts';
import { extractTarGz, TarFormatError } from './tar.ts';

export interface RestoreTarget {
  /** The data directory to restore into (PGlite's database, and the photos on either engine). */
  dataDir: string;
  /** PostgreSQL: the (empty) database to restore into, as given (--database-url). */
  databaseUrl?: string;
  /** PostgreSQL: used when `databaseUrl` is not given (DATABASE_URL). */
  fallbackDatabaseUrl?: string;
  /** Replace what the target holds. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Set when the archive's schema is older than this code's: the next start migrates it. */
  migratesForward: boolean;
  images: number;
}

/** Checks `archive` whole (manifest, every checksum, migration level), then restores it into `target`. */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new BackupError(`No archive at ${archive}.`, 66);
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-restore-'));
  try {
    const manifest = await readVerified(archive, staging);
    const code = await codeMigrationLevel();
    if (manifest.migrations.count > code.count || manifest.migrations.lastWhen > code.lastWhen) {
      throw new BackupError(
        `The archive's database has ${manifest.migrations.count} migrations (last ${manifest.migrations.lastTag ?? 'unknown here'}) ` +
          `and this code knows ${code.count} (last ${code.lastTag}): restore it with Nightlist ${manifest.appVersion} or newer.`,
        65,
      );
    }
    if (
      manifest.engine === 'pglite' &&
      !target.force &&
      !(await isEmptyFolder(path.join(target.dataDir, 'pgdata')))
    ) {
      throw new BackupError(
        `${target.dataDir} already holds a database: restore into a new DATA_DIR, or add --force to replace it.`,
        73,
      );
    }
    await checkImagesTarget(manifest, target);
    if (manifest.engine === 'pglite') {
      if (target.databaseUrl) {
        throw new BackupError(
          'This is a backup of the embedded database: restore it with --data-dir, not into PostgreSQL.',
          64,
        );
      }
      await restorePglite(staging, target);
    } else {
      const databaseUrl = target.databaseUrl ?? target.fallbackDatabaseUrl;
      if (!databaseUrl) {
        throw new BackupError(
          'This is a backup of PostgreSQL: give --database-url (or set DATABASE_URL).',
          64,
        );
      }
      await restorePostgres(staging, databaseUrl, target.force ?? false);
    }
    const images = await restoreImages(staging, manifest, target);
    return { manifest, migratesForward: manifest.migrations.count < code.count, images };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function readVerified(archive: string, staging: string): Promise<BackupManifest> {
  let names: string[];
  try {
    names = await extractTarGz(archive, staging);
  } catch (error) {
    if (error instanceof TarFormatError) throw new BackupError(`${archive}: ${error.message}.`, 65);
    throw error;
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(staging, MANIFEST_NAME), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${archive} holds no readable ${MANIFEST_NAME}: not a Nightlist backup.`, 65);
  }
  const problem = manifestProblem(manifest);
  if (problem) throw new BackupError(`${archive}: ${problem}`, 65);
  const listed = new Set(manifest.files.map((file) => file.name));
  const extra = names.find((name) => name !== MANIFEST_NAME && !listed.has(name));
  if (extra) throw new BackupError(`${archive} holds ${extra}, which its manifest does not list.`, 65);
  for (const file of manifest.files) {
    const local = path.join(staging, ...file.name.split('/'));
    if (!existsSync(local)) throw new BackupError(`${archive} lacks ${file.name}: it is incomplete.`, 65);
    const [stat, sha256] = await Promise.all([fs.stat(local), sha256File(local)]);
    if (stat.size !== file.bytes || sha256 !== file.sha256) {
      throw new BackupError(
        `${file.name} in ${archive} does not match its checksum: the archive is damaged.`,
        65,
      );
    }
  }
  return manifest;
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await fs.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function restorePglite(staging: string, target: RestoreTarget): Promise<void> {
  const pgdata = path.join(target.dataDir, 'pgdata');
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(target.dataDir, () => {});
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(`A server is running on ${target.dataDir}: stop it before restoring there.`, 75);
  }
  try {
    await fs.rm(pgdata, { recursive: true, force: true });
    // A Blob backed by the file, not read into memory first.
    const dump = await openAsBlob(path.join(staging, ...PGLITE_DUMP_NAME.split('/')));
    const database = await openPglite(pgdata, dump);
    await database.close();
  } finally {
    await release();
  }
}

async function restorePostgres(staging: string, databaseUrl: string, force: boolean): Promise<void> {
  const tool = findPgTool('pg_restore');
  const database = openPostgres(databaseUrl, undefined, 1);
  let tables: number;
  try {
    const rows = rowsOf<{ tables: number }>(
      await database.db.execute(sql`
        select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\_%'`),
    );
    tables = rows[0]?.tables ?? 0;
  } catch (error) {
    throw new BackupError(
      `Could not open the target database: ${(error as Error).message}\nCreate it first (createdb), empty.`,
      66,
    );
  } finally {
    await database.close();
  }
  if (tables > 0 && !force) {
    throw new BackupError(
      `The target database already has ${tables} tables: restore into a new, empty one (createdb), or add --force to replace them.`,
      73,
    );
  }
  const { dbname, env } = pgConnection(databaseUrl);
  const args = [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    dbname,
  ];
  if (tables > 0) args.push('--clean', '--if-exists');
  await runPgTool(tool, [...args, path.join(staging, ...POSTGRES_DUMP_NAME.split('/'))], env);
}

const imagesOf = (manifest: BackupManifest) =>
  manifest.files.filter((file) => file.name.startsWith(IMAGES_PREFIX));

/** Before anything is written: photos go into an empty folder, or replace it with --force. */
async function checkImagesTarget(manifest: BackupManifest, target: RestoreTarget): Promise<void> {
  const root = path.join(target.dataDir, 'images');
  if (imagesOf(manifest).length > 0 && !target.force && !(await isEmptyFolder(root))) {
    throw new BackupError(
      `${root} is not empty: restore into a new DATA_DIR, or add --force to replace it.`,
      73,
    );
  }
}

async function restoreImages(
  staging: string,
  manifest: BackupManifest,
  target: RestoreTarget,
): Promise<number> {
  const images = imagesOf(manifest);
  if (images.length === 0) return 0;
  const root = path.join(target.dataDir, 'images');
  await fs.rm(root, { recursive: true, force: true });
  for (const image of images) {
    const relative = image.name.slice(IMAGES_PREFIX.length).split('/');
    const destination = path.join(root, ...relative);
    await fs.mkdir(path.dirname(destination), { recursive: true });
    await fs.copyFile(path.join(staging, ...image.name.split('/')), destination);
  }
  return images.length;
}
