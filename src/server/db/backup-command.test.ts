import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import {
  BACKUP_USAGE,
  defaultBackupName,
  parseBackupCommand,
  parseRestoreCommand,
  RESTORE_USAGE,
} from './backup-command.ts';
import type { BackupManifest } from './backup-manifest.ts';
import { openPglite } from './client.ts';
import { extractTarGz } from './tar.ts';

describe('parsing the commands', () => {
  const now = new Date('2026-11-24T04:15:30.123Z');

  test('backup: a default name in the current folder, or --output', () => {
    expect(defaultBackupName(now)).toBe('nightlist-backup-2026-11-24T04-15-30Z.tar.gz');
    expect(parseBackupCommand([], now)).toEqual({ output: path.resolve(defaultBackupName(now)) });
    expect(parseBackupCommand(['--output', 'b.tar.gz'], now)).toEqual({ output: path.resolve('b.tar.gz') });
    expect(parseBackupCommand(['b.tar.gz'], now)).toBe(BACKUP_USAGE);
    expect(parseBackupCommand(['--output'], now)).toBe(BACKUP_USAGE);
  });

  test('restore: an archive and a target', () => {
    expect(parseRestoreCommand(['a.tar.gz', '--data-dir', 'd', '--force'])).toEqual({
      archive: path.resolve('a.tar.gz'),
      dataDir: path.resolve('d'),
      force: true,
    });
    expect(parseRestoreCommand(['a.tar.gz', '--database-url', 'postgresql://h/db'])).toEqual({
      archive: path.resolve('a.tar.gz'),
      databaseUrl: 'postgresql://h/db',
      force: false,
    });
    expect(parseRestoreCommand([])).toBe(RESTORE_USAGE);
    expect(parseRestoreCommand(['a.tar.gz', 'b.tar.gz'])).toBe(RESTORE_USAGE);
    expect(parseRestoreCommand(['a.tar.gz', '--data-dir'])).toBe(
      `--data-dir needs a value.\n${RESTORE_USAGE}`,
    );
    expect(parseRestoreCommand(['a.tar.gz', '--database-url', 'mysql://h/db'])).toBe(
      '--database-url must be a postgresql:// URL.',
    );
  });
});

function run(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _embedded, DATABASE_REPLICA_URL: _replica, ...inherited } = process.env;
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...inherited, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run backup against a running server', () => {
  let tmp: string;
  let server: ServerProcess;
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-backup-cli-'));
    // A migrated database as a first start leaves it, so the server starts without migrating.
    await fs.mkdir(path.join(tmp, 'data'));
    const image = await fs.readFile(inject('pgliteImagePath'));
    const seeded = await openPglite(path.join(tmp, 'data', 'pgdata'), new Blob([image]));
    await seeded.close();
    server = startServerProcess({ DATA_DIR: path.join(tmp, 'data') });
    await server.listening;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  test('the server (main.ts) answers on its channel; a wrong usage exits 64', async () => {
    const archive = path.join(tmp, 'online.tar.gz');
    const result = await run('scripts/backup.ts', ['--output', archive], {
      DATA_DIR: path.join(tmp, 'data'),
    });
    expect(result).toMatchObject({ code: 0, stdout: `${archive}\n` });
    expect(result.stderr).toContain('(online, ');
    const folder = path.join(tmp, 'unpacked');
    await fs.mkdir(folder);
    await extractTarGz(archive, folder);
    const manifest = JSON.parse(
      await fs.readFile(path.join(folder, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest).toMatchObject({ engine: 'pglite', mode: 'online' });

    expect(await run('scripts/restore.ts', [], {})).toMatchObject({
      code: 64,
      stderr: `${RESTORE_USAGE}\n`,
    });
  }, 120_000);

  test('a killed server leaves its lock, socket and key: the command takes the lock over and dumps', async () => {
    await server.stop('SIGKILL');
    const dataDir = path.join(tmp, 'data');
    expect((await fs.readdir(path.join(dataDir, 'control'))).sort()).toEqual(['backup.key', 'backup.sock']);
    const archive = path.join(tmp, 'offline.tar.gz');
    const result = await run('scripts/backup.ts', ['--output', archive], { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stdout: `${archive}\n` });
    expect(result.stderr).toContain('(offline, ');
  }, 120_000);
});
