import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { expectPhotos, phoneNumbersIn, startWriter, writePhotos } from '../testing/backup-drill.ts';
import { databaseUrlFor, withAdminConnection } from '../testing/postgres-admin.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createBackup } from './backup.ts';
import { backupSocketPath, openBackupChannel } from './backup-channel.ts';
import { databaseMigrationLevel, MANIFEST_NAME } from './backup-manifest.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { BackupError } from './pg-tools.ts';
import { restoreBackup } from './restore.ts';
import { extractTarGz, writeTarGz } from './tar.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const quiet = pino({ level: 'silent' });
let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-backup-'));
});
afterAll(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const configFor = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

async function failure(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

/** A copy of `archive` whose manifest `change` edited (the files stay as they were). */
async function tampered(
  archive: string,
  change: (manifest: Record<string, unknown>) => void,
  damage = false,
) {
  const folder = await fs.mkdtemp(path.join(tmp, 'tamper-'));
  const names = await extractTarGz(archive, folder);
  const manifestFile = path.join(folder, MANIFEST_NAME);
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, unknown>;
  change(manifest);
  await fs.writeFile(manifestFile, JSON.stringify(manifest));
  if (damage) await fs.appendFile(path.join(folder, ...names[1]!.split('/')), 'x');
  const copy = `${folder}.tar.gz`;
  await writeTarGz(
    copy,
    names.map((name) => ({ name, file: path.join(folder, ...name.split('/')) })),
  );
  return copy;
}

describe.skipIf(onPostgres)('the embedded database: backed up through the server that holds it', () => {
  let dataDir: string;
  let server: DatabaseHandle;
  let release: () => Promise<void>;
  let closeChannel: () => Promise<void>;
  let archive: string;

  beforeAll(async () => {
    // "The server": holds the lock, the migrated database and the channel, as main.ts does.
    dataDir = path.join(tmp, 'server');
    release = await lockDataDir(dataDir, () => {});
    const image = await fs.readFile(inject('pgliteImagePath'));
    server = await openPglite(path.join(dataDir, 'pgdata'), new Blob([image]));
    const { dumpDataDir } = server;
    closeChannel = await openBackupChannel(
      dataDir,
      { dumpDataDir: dumpDataDir!, migrationLevel: () => databaseMigrationLevel(server.db) },
      quiet,
    );
  }, 60_000);
  afterAll(async () => {
    await closeChannel?.();
    await server?.close();
    await release?.();
  });

  test('the drill: writes running, back up, restore into a new directory, every acknowledged write is there', async () => {
    const photos = await writePhotos(dataDir);
    const writer = startWriter(server.db);
    await writer.waitFor(10);
    const acknowledgedBefore = [...writer.acknowledged];
    archive = path.join(tmp, 'embedded.tar.gz');
    const { manifest } = await createBackup(configFor({ DATA_DIR: dataDir }), archive);
    const during = writer.acknowledged.length;
    await writer.waitFor(during + 5); // the writes went on
    await writer.stop();
    expect(manifest).toMatchObject({ engine: 'pglite', mode: 'online', images: 'disk' });
    expect(manifest.migrations).toEqual(await databaseMigrationLevel(server.db));

    const restoredDir = path.join(tmp, 'restored');
    const result = await restoreBackup(archive, { dataDir: restoredDir });
    expect(result).toMatchObject({ migratesForward: false, images: 2 });
    const restored = await openPglite(path.join(restoredDir, 'pgdata'));
    try {
      const present = await phoneNumbersIn(restored.db);
      expect(acknowledgedBefore.filter((phone) => !present.has(phone))).toEqual([]);
      expect([...present].every((phone) => writer.acknowledged.includes(phone))).toBe(true);
    } finally {
      await restored.close();
    }
    expect(await expectPhotos(restoredDir, photos)).toEqual([]);
  }, 60_000);

  test('the channel refuses a request without the key, and answers nothing else', async () => {
    const answer = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.createConnection(backupSocketPath(dataDir));
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('utf8');
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        socket.write(request);
      });
    expect(JSON.parse(await answer('{"key":"guess"}\n'))).toEqual({
      ok: false,
      error: 'Wrong key: read it from the server’s control folder.',
    });
    expect(JSON.parse(await answer('{}\n'))).toMatchObject({ ok: false });
    expect(JSON.parse(await answer('GET / HTTP/1.1\n'))).toEqual({
      ok: false,
      error: 'Not a backup request.',
    });
    expect(JSON.parse(await answer('x'.repeat(2000)))).toEqual({ ok: false, error: 'Request too long.' });
    const mode = (file: string) => fs.stat(file).then((stat) => stat.mode & 0o777);
    expect(await mode(path.dirname(backupSocketPath(dataDir)))).toBe(0o700);
    expect(await mode(backupSocketPath(dataDir))).toBe(0o600);
  });

  test.skipIf(process.getuid?.() !== 0)('another user cannot reach the channel', async () => {
    // Nothing but the channel's own folder and socket may stand in the other user's way: the
    // private temporary folders above them would refuse it whatever their modes. And it needs a
    // node it may run: the project's own sits in the checkout, which may be private too (mktemp -d).
    for (const folder of [tmp, dataDir]) await fs.chmod(folder, 0o755);
    const open = await fs.mkdtemp(path.join(tmp, 'nobody-'));
    await fs.chmod(open, 0o755);
    const node = path.join(open, 'node');
    await fs.link(process.execPath, node).catch(() => fs.copyFile(process.execPath, node));
    const script = `require('net').createConnection(process.argv[1]).on('error', (e) => { console.log(e.code); process.exit(0); }).on('connect', () => { console.log('connected'); process.exit(0); });`;
    const result = spawnSync(node, ['-e', script, backupSocketPath(dataDir)], {
      uid: 65_534,
      gid: 65_534,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.error).toBeUndefined();
    expect(result.stdout.trim()).toBe('EACCES');
  });

  test('bad archives and targets are refused with the reason and an exit code', async () => {
    const missing = await failure(
      restoreBackup(path.join(tmp, 'none.tar.gz'), { dataDir: path.join(tmp, 'x') }),
    );
    expect([missing.exitCode, missing.message]).toEqual([
      66,
      `No archive at ${path.join(tmp, 'none.tar.gz')}.`,
    ]);

    const notAnArchive = path.join(tmp, 'photo.tar.gz');
    await fs.writeFile(notAnArchive, randomBytes(600));
    expect((await failure(restoreBackup(notAnArchive, { dataDir: path.join(tmp, 'x') }))).exitCode).toBe(65);

    const damaged = await tampered(archive, () => {}, true);
    const checksum = await failure(restoreBackup(damaged, { dataDir: path.join(tmp, 'x') }));
    expect([checksum.exitCode, checksum.message]).toEqual([
      65,
      `database/pgdata.tar.gz in ${damaged} does not match its checksum: the archive is damaged.`,
    ]);

    const newer = await tampered(archive, (manifest) => {
      manifest.migrations = { count: 99, lastWhen: Date.UTC(2030, 0, 1), lastTag: null };
    });
    const tooNew = await failure(restoreBackup(newer, { dataDir: path.join(tmp, 'x') }));
    expect(tooNew.exitCode).toBe(65);
    expect(tooNew.message).toContain('has 99 migrations');

    const intoPostgres = await failure(
      restoreBackup(archive, { dataDir: path.join(tmp, 'x'), databaseUrl: 'postgresql://localhost/none' }),
    );
    expect(intoPostgres.exitCode).toBe(64);

    const notEmpty = await failure(restoreBackup(archive, { dataDir: path.join(tmp, 'restored') }));
    expect([notEmpty.exitCode, notEmpty.message]).toEqual([
      73,
      `${path.join(tmp, 'restored')} already holds a database: restore into a new DATA_DIR, or add --force to replace it.`,
    ]);
    const running = await failure(restoreBackup(archive, { dataDir, force: true }));
    expect(running.exitCode).toBe(75);
    expect(await fs.readdir(path.join(tmp))).not.toContain('x');
  }, 60_000);

  test('a directory with no database, or held by a server that does not answer, is refused', async () => {
    const empty = await failure(
      createBackup(configFor({ DATA_DIR: path.join(tmp, 'empty') }), path.join(tmp, 'e.tar.gz')),
    );
    expect(empty.exitCode).toBe(66);
    expect(empty.message).toContain('No database in');

    // The restored copy, held by a process with no channel (an older version).
    const held = path.join(tmp, 'restored');
    const releaseHeld = await lockDataDir(held, () => {});
    try {
      const silent = await failure(createBackup(configFor({ DATA_DIR: held }), path.join(tmp, 'h.tar.gz')));
      expect(silent.exitCode).toBe(75);
      expect(silent.message).toContain('does not answer');
    } finally {
      await releaseHeld();
    }
    // With no server at all (a killed server's socket and key left behind) it opens the copy itself.
    await fs.mkdir(path.join(held, 'control'), { mode: 0o700 });
    await fs.writeFile(path.join(held, 'control', 'backup.key'), 'stale');
    await fs.writeFile(path.join(held, 'control', 'backup.sock'), '');
    const offline = await createBackup(configFor({ DATA_DIR: held }), path.join(tmp, 'offline.tar.gz'));
    expect(offline.manifest).toMatchObject({ mode: 'offline', engine: 'pglite' });
  }, 60_000);
});

describe.skipIf(!onPostgres)('PostgreSQL: pg_dump while writes run, pg_restore into a new database', () => {
  let source: DatabaseHandle & { url?: string };
  let targetUrl: string;
  const targetName = `nightlist_restore_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    source = await createTestDatabase();
    const serverUrl = process.env.DATABASE_URL!;
    await withAdminConnection(serverUrl, (client) => client.query(`CREATE DATABASE ${targetName}`));
    targetUrl = databaseUrlFor(serverUrl, targetName);
  }, 60_000);
  afterAll(async () => {
    await source?.close();
    await withAdminConnection(process.env.DATABASE_URL!, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`),
    );
  });

  test('the drill: every write acknowledged before the backup is in the restored database, photos too', async () => {
    const dataDir = path.join(tmp, 'pg-data');
    const photos = await writePhotos(dataDir);
    const writer = startWriter(source.db);
    await writer.waitFor(10);
    const acknowledgedBefore = [...writer.acknowledged];
    const archive = path.join(tmp, 'postgres.tar.gz');
    const config = configFor({ DATABASE_URL: source.url!, DATA_DIR: dataDir });
    const { manifest } = await createBackup(config, archive);
    await writer.waitFor(writer.acknowledged.length + 5);
    await writer.stop();
    expect(manifest).toMatchObject({ engine: 'postgres', images: 'disk' });

    const restoredDir = path.join(tmp, 'pg-restored');
    const result = await restoreBackup(archive, { dataDir: restoredDir, databaseUrl: targetUrl });
    expect(result.images).toBe(2);
    const restored = openPostgres(targetUrl);
    try {
      const present = await phoneNumbersIn(restored.db);
      expect(acknowledgedBefore.filter((phone) => !present.has(phone))).toEqual([]);
      expect([...present].every((phone) => writer.acknowledged.includes(phone))).toBe(true);
      expect(await databaseMigrationLevel(restored.db)).toEqual(manifest.migrations);
    } finally {
      await restored.close();
    }
    expect(await expectPhotos(restoredDir, photos)).toEqual([]);

    // Restoring again into what is now a full database is refused before anything changes.
    const again = await failure(
      restoreBackup(archive, { dataDir: path.join(tmp, 'pg-other'), databaseUrl: targetUrl }),
    );
    expect(again.exitCode).toBe(73);
    expect(again.message).toContain('already has');
    const intoDirectory = await failure(restoreBackup(archive, { dataDir: path.join(tmp, 'pg-other') }));
    expect(intoDirectory.exitCode).toBe(64);
  }, 60_000);
});
