import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DatabaseHandle, openPglite } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { ADMIN_USAGE, parseAdminCommand, runAdminCommand } from './admin-command.ts';

describe('parseAdminCommand', () => {
  test.each([
    [['list'], { action: 'list' }],
    [['add', '212', '555', '0100'], { action: 'add', phoneNumber: '+12125550100' }],
    [['add', '+44 7700 900123'], { action: 'add', phoneNumber: '+447700900123' }],
    [['remove', '(212) 555-0100'], { action: 'remove', phoneNumber: '+12125550100' }],
  ])('%j', (args, expected) => {
    expect(parseAdminCommand(args)).toEqual(expected);
  });

  test.each([[[]], [['add']], [['list', 'extra']], [['grant', '2125550100']]])(
    '%j shows the usage',
    (args) => {
      expect(parseAdminCommand(args)).toBe(ADMIN_USAGE);
    },
  );

  test('a number that is not one names the SPEC rule', () => {
    expect(parseAdminCommand(['add', '555', '0100'])).toBe(
      'Please enter a valid 10-digit US phone number: "555 0100"',
    );
    expect(parseAdminCommand(['add', '+4420'])).toBe('Invalid phone number format: "+4420"');
  });
});

describe('runAdminCommand', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  test('add, list, add again, remove, remove again', async () => {
    const db = database.db;
    expect(await runAdminCommand(db, { action: 'list' })).toBe('The admin list is empty.');
    expect(await runAdminCommand(db, { action: 'add', phoneNumber: '+12125550100' })).toBe(
      'Added +12125550100 to the admin list.',
    );
    await runAdminCommand(db, { action: 'add', phoneNumber: '+447700900123' });
    expect(await runAdminCommand(db, { action: 'add', phoneNumber: '+12125550100' })).toBe(
      '+12125550100 is already on the admin list.',
    );
    expect(await runAdminCommand(db, { action: 'list' })).toBe('+12125550100\n+447700900123');
    expect(
      await runAdminCommand(db, { action: 'remove', phoneNumber: '+12125550100' }, ['+12125550100']),
    ).toBe(
      'Removed +12125550100 from the admin list.\nIt is in ADMIN_PHONES, so the server adds it back at its next start: remove it there too.',
    );
    expect(await runAdminCommand(db, { action: 'remove', phoneNumber: '+12125550100' })).toBe(
      '+12125550100 was not on the admin list.',
    );
  });
});

describe('npm run admin (scripts/admin.ts) on the embedded database', () => {
  let dataDir: string;
  let emptyDir: string;
  beforeAll(async () => {
    // The server's data directory, its database created as a first start creates it.
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-admin-cli-'));
    const serversDatabase = await openPglite(path.join(dataDir, 'pgdata'));
    await serversDatabase.migrate();
    await serversDatabase.close();
    emptyDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-admin-cli-empty-'));
  }, 120_000);
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(emptyDir, { recursive: true, force: true });
  });

  function run(...args: string[]) {
    return runIn(dataDir, ...args);
  }

  function runIn(folder: string, ...args: string[]) {
    const { DATABASE_URL: _embedded, DATABASE_REPLICA_URL: _replica, ...env } = process.env;
    const result = spawnSync(process.execPath, ['scripts/admin.ts', ...args], {
      env: { ...env, NODE_ENV: 'test', DATA_DIR: folder },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  test('adds and lists numbers', () => {
    expect(run('add', '212', '555', '0100')).toMatchObject({
      code: 0,
      stdout: 'Added +12125550100 to the admin list.\n',
    });
    expect(run('list')).toMatchObject({ code: 0, stdout: '+12125550100\n' });
  }, 120_000);

  test('a folder with no database is refused, named, and left without one', async () => {
    const result = runIn(emptyDir, 'add', '212', '555', '0100');
    expect(result.code).toBe(66);
    expect(result.stderr).toContain(`No database in ${emptyDir}`);
    expect(result.stderr).toContain('DATA_DIR');
    expect(await fs.readdir(emptyDir)).toEqual([]);
  }, 120_000);

  test('a wrong usage exits 64 before touching the database', () => {
    expect(run('promote', 'everyone')).toMatchObject({ code: 64, stderr: `${ADMIN_USAGE}\n` });
  });

  test('while a server holds the data directory it says so and exits 75', async () => {
    const release = await lockDataDir(dataDir, () => {});
    try {
      const result = run('list');
      expect(result.code).toBe(75);
      expect(result.stderr).toContain('is open in a running server');
      expect(result.stderr).toContain('Stop the server');
    } finally {
      await release();
    }
  }, 120_000);
});
