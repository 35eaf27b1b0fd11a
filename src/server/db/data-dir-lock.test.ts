import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-lock-'));
});
afterAll(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  test('a second lock on the same directory fails with DataDirLockedError until the first is released', async () => {
    const dataDir = path.join(tmp, 'in-process');
    const lost: Error[] = [];
    const release = await lockDataDir(dataDir, (error) => lost.push(error));
    try {
      const second = lockDataDir(dataDir, (error) => lost.push(error));
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      const error = (await second.catch((e: unknown) => e)) as DataDirLockedError;
      expect(error.dataDir).toBe(dataDir);
      expect(error.message).toContain(dataDir);
      await expect(fs.stat(path.join(dataDir, 'server.lock'))).resolves.toBeTruthy();
    } finally {
      await release();
    }
    expect(lost).toEqual([]);

    // Released: the directory can be locked again, and another directory is independent.
    const again = await lockDataDir(dataDir, () => {});
    const elsewhere = await lockDataDir(path.join(tmp, 'in-process-other'), () => {});
    await again();
    await elsewhere();
  });

  test('creates the data directory when it does not exist yet', async () => {
    const dataDir = path.join(tmp, 'missing', 'nested');
    const release = await lockDataDir(dataDir, () => {});
    try {
      expect((await fs.stat(dataDir)).isDirectory()).toBe(true);
    } finally {
      await release();
    }
  });
});

describe('two server processes on one DATA_DIR', () => {
  const started: ServerProcess[] = [];
  const start = (dataDir: string) => {
    const server = startServerProcess({ DATA_DIR: dataDir });
    started.push(server);
    return server;
  };
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop('SIGKILL')));
  });

  test('the second exits with code 75 naming the directory; after the first stops a new one starts', async () => {
    const dataDir = path.join(tmp, 'server-data');

    const first = start(dataDir);
    const firstUrl = await first.listening;
    const health = await fetch(`${firstUrl}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    const second = start(dataDir);
    const secondExit = await second.exited;
    expect(secondExit, second.stderr()).toEqual({ code: 75, signal: null });
    expect(second.stderr()).toContain(`The data directory ${dataDir} is in use by another server process.`);
    expect(second.stdout()).not.toContain('Nightlist is running');
    // The refused process left the first one alone.
    expect((await fetch(`${firstUrl}/api/health`)).status).toBe(200);

    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    // A clean stop releases the lock at once (a stale one would take 10 seconds to expire).
    await expect(fs.stat(path.join(dataDir, 'server.lock'))).rejects.toMatchObject({ code: 'ENOENT' });

    const third = start(dataDir);
    const thirdUrl = await third.listening;
    expect((await fetch(`${thirdUrl}/api/health`)).status).toBe(200);
    expect(await third.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 120_000);
});
