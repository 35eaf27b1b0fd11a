import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { rowsOf } from './raw-rows.ts';

export const MANIFEST_NAME = 'manifest.json';
export const PGLITE_DUMP_NAME = 'database/pgdata.tar.gz';
export const POSTGRES_DUMP_NAME = 'database/nightlist.dump';
export const IMAGES_PREFIX = 'images/';

/** How far a database's schema is: the migrations applied, the last one's journal time. */
export interface MigrationLevel {
  count: number;
  /** The journal's `when` of the last migration applied (ms since 1970), 0 for none. */
  lastWhen: number;
  /** The last migration's tag, when this code knows it. */
  lastTag: string | null;
}

export interface ManifestFile {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: 'nightlist-backup';
  formatVersion: 1;
  appVersion: string;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** online: taken from a running server; offline: from a directory no server held. */
  mode: 'online' | 'offline';
  migrations: MigrationLevel;
  /** Where the photos were: 'disk' ones are in the archive, 's3' ones are the bucket's to back up. */
  images: 'disk' | 's3';
  files: ManifestFile[];
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export async function codeJournal(folder = migrationsFolder): Promise<JournalEntry[]> {
  const journal = JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The migration level this code brings a database to. */
export async function codeMigrationLevel(): Promise<MigrationLevel> {
  const entries = await codeJournal();
  const last = entries.at(-1);
  return { count: entries.length, lastWhen: last?.when ?? 0, lastTag: last?.tag ?? null };
}

/** The migration level of a database (0 when it was never migrated). */
export async function databaseMigrationLevel(db: Database): Promise<MigrationLevel> {
  const exists = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!exists[0]?.present) return { count: 0, lastWhen: 0, lastTag: null };
  const rows = rowsOf<{ count: number; last: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  const lastWhen = Number(rows[0]?.last ?? 0);
  const entry = (await codeJournal()).find((candidate) => candidate.when === lastWhen);
  return { count: rows[0]?.count ?? 0, lastWhen, lastTag: entry?.tag ?? null };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describeFile(name: string, file: string): Promise<ManifestFile> {
  const [stat, sha256] = await Promise.all([fs.stat(file), sha256File(file)]);
  return { name, bytes: stat.size, sha256 };
}

/** Why an archive's manifest cannot be used, or null when it can. */
export function manifestProblem(manifest: unknown): string | null {
  const candidate = manifest as Partial<BackupManifest> | null;
  if (candidate?.format !== 'nightlist-backup') return 'It has no Nightlist manifest.';
  if (candidate.formatVersion !== 1) return `Its format version ${candidate.formatVersion} is unknown here.`;
  if (candidate.engine !== 'pglite' && candidate.engine !== 'postgres') return 'Its engine is unknown.';
  if (!Array.isArray(candidate.files) || !candidate.migrations) return 'Its manifest is incomplete.';
  return null;
}
