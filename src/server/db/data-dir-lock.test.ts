import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
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

/**
 * A process that takes the lock through this module once told "go" on stdin, prints the outcome
 * ("locked", "refused" or "failed ...") and keeps the lock until it is killed.
 */
const LOCK_CHILD_SCRIPT = `
const { DataDirLockedError, lockDataDir } = await import(process.env.LOCK_MODULE);
const { createInterface } = await import('node:readline');
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
console.log('ready');
await lines.next();
try {
  await lockDataDir(process.env.DATA_DIR, (error) => console.log('lost ' + error.message));
  console.log('locked');
} catch (error) {
  console.log(error instanceof DataDirLockedError ? 'refused' : 'failed ' + String(error.stack));
  process.exit(0);
}
`;

interface LockChild {
  pid: number;
  /** Resolves once the child has loaded the module and waits for "go". */
  ready: Promise<void>;
  /** Tells the child to take the lock; resolves with the line it prints about the outcome. */
  go(): Promise<string>;
  kill(): Promise<void>;
}

const lockChildren: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(lockChildren.splice(0).map(killAndReap));
});

/** Resolves once the child has exited and been reaped, so its pid no longer names a process. */
function killAndReap(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

function startLockChild(dataDir: string): LockChild {
  const child = spawn(process.execPath, ['--input-type=module', '-e', LOCK_CHILD_SCRIPT], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOCK_MODULE: new URL('./data-dir-lock.ts', import.meta.url).href,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  lockChildren.push(child);
  const lines: string[] = [];
  let stderr = '';
  const stdout = createInterface({ input: child.stdout }).on('line', (text) => lines.push(text));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  // 'close', not 'exit': by then every line the child printed has been read.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = lines.find((text) => pattern.test(text));
        if (found !== undefined) resolve(found);
      };
      stdout.on('line', check);
      check();
      void closed.then(() => {
        check();
        reject(
          new Error(`The lock child exited before printing ${pattern}.\n${lines.join('\n')}\n${stderr}`),
        );
      });
    });
  const ready = line(/^ready$/).then(() => {});
  const outcome = line(/^(locked|refused|failed.*)$/);
  // Tests that never get this far must not leave rejections unhandled.
  ready.catch(() => {});
  outcome.catch(() => {});
  return {
    pid: child.pid!,
    ready,
    go() {
      child.stdin.write('go\n');
      return outcome;
    },
    kill: () => killAndReap(child),
  };
}

/** A lock whose holder was killed with SIGKILL, as a crashed server leaves it. */
async function abandonedLock(dataDir: string): Promise<void> {
  const holder = startLockChild(dataDir);
  await holder.ready;
  expect(await holder.go()).toBe('locked');
  await holder.kill();
  await expect(fs.stat(path.join(dataDir, 'server.lock'))).resolves.toBeTruthy();
  // Freshly refreshed, as if the holder died just now: a takeover cannot be proper-lockfile's
  // 10-second staleness, however slow this machine is.
  const now = new Date();
  await fs.utimes(path.join(dataDir, 'server.lock'), now, now);
}

async function readOwnerFile(dataDir: string): Promise<{ pid: number; hostname: string }> {
  return JSON.parse(await fs.readFile(path.join(dataDir, 'server.lock', 'owner.json'), 'utf8'));
}

/** A fresh lock directory as another process would leave it, with `owner` as its owner file. */
async function fakeLock(dataDir: string, owner: object | null): Promise<void> {
  await fs.mkdir(path.join(dataDir, 'server.lock'), { recursive: true });
  if (owner) await fs.writeFile(path.join(dataDir, 'server.lock', 'owner.json'), JSON.stringify(owner));
}

describe('lockDataDir when the lock is held by another process', () => {
  test('a holder killed with SIGKILL is taken over at once', async () => {
    const dataDir = path.join(tmp, 'killed-holder');
    await abandonedLock(dataDir);

    const lost: Error[] = [];
    const release = await lockDataDir(dataDir, (error) => lost.push(error));
    try {
      expect(await readOwnerFile(dataDir)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    } finally {
      await release();
    }
    expect(lost).toEqual([]);
    await expect(fs.stat(path.join(dataDir, 'server.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  test('a live holder still refuses the lock', async () => {
    const dataDir = path.join(tmp, 'live-holder');
    const holder = startLockChild(dataDir);
    await holder.ready;
    expect(await holder.go()).toBe('locked');

    await expect(lockDataDir(dataDir, () => {})).rejects.toBeInstanceOf(DataDirLockedError);
    expect(await readOwnerFile(dataDir)).toMatchObject({ pid: holder.pid, hostname: os.hostname() });
  });

  test('two processes racing to take over the same dead lock: exactly one gets it', async () => {
    for (let round = 0; round < 5; round++) {
      const dataDir = path.join(tmp, `race-${round}`);
      await abandonedLock(dataDir);
      const racers = [startLockChild(dataDir), startLockChild(dataDir)];
      await Promise.all(racers.map((racer) => racer.ready));

      const outcomes = await Promise.all(racers.map((racer) => racer.go()));

      expect([...outcomes].sort(), `round ${round}`).toEqual(['locked', 'refused']);
      const winner = racers[outcomes.indexOf('locked')]!;
      expect(await readOwnerFile(dataDir)).toMatchObject({ pid: winner.pid });
      await Promise.all(racers.map((racer) => racer.kill()));
    }
  });

  test('a lock from another machine is not taken over', async () => {
    const dataDir = path.join(tmp, 'other-host');
    await fakeLock(dataDir, { pid: 999_999_999, hostname: `not-${os.hostname()}`, startTime: null });
    await expect(lockDataDir(dataDir, () => {})).rejects.toBeInstanceOf(DataDirLockedError);
  });

  test('a lock without an owner file (being made, or by an older version) is not taken over', async () => {
    const dataDir = path.join(tmp, 'no-owner');
    await fakeLock(dataDir, null);
    await expect(lockDataDir(dataDir, () => {})).rejects.toBeInstanceOf(DataDirLockedError);
  });

  test.skipIf(!existsSync('/proc/self/stat'))(
    'a lock whose pid now belongs to a process started later is taken over',
    async () => {
      const dataDir = path.join(tmp, 'reused-pid');
      await fakeLock(dataDir, { pid: process.pid, hostname: os.hostname(), startTime: '1' });
      const release = await lockDataDir(dataDir, () => {});
      await release();
    },
  );
});

// The server processes here are on PGlite whatever the environment (startServerProcess drops
// DATABASE_URL): the PostgreSQL pass of npm test would only repeat the PGlite pass's run.
describe.skipIf(Boolean(process.env.DATABASE_URL))('two server processes on one DATA_DIR', () => {
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

    expect(await first.stop('SIGTERM'), first.stdout() + first.stderr()).toEqual({ code: 0, signal: null });
    // A clean stop releases the lock at once (a stale one would take 10 seconds to expire).
    await expect(fs.stat(path.join(dataDir, 'server.lock'))).rejects.toMatchObject({ code: 'ENOENT' });

    const third = start(dataDir);
    const thirdUrl = await third.listening;
    expect((await fetch(`${thirdUrl}/api/health`)).status).toBe(200);
    expect(await third.stop('SIGTERM'), third.stdout() + third.stderr()).toEqual({ code: 0, signal: null });
  }, 120_000);
});
