import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the base URL the process printed once it listens; rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `timeoutMs`. */
  stop(
    signal?: NodeJS.Signals,
    timeoutMs?: number,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node src/server/main.ts` as a real server process. The environment is the test's minus
 * DATABASE_URL and DATABASE_REPLICA_URL (so PGlite is used unless `env` sets them), with a random port, no demo data and
 * quiet logs, then `env` on top.
 */
export function startServerProcess(env: Record<string, string | undefined>): ServerProcess {
  const { DATABASE_URL: _ignored, DATABASE_REPLICA_URL: _replica, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '.tmp/no-web-build',
      // Stopped at once (the drain has its own test, http/draining.test.ts).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      const match = /Nightlist is running at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`The server exited (code ${code}, signal ${signal}) before listening.\n${stderr}`)),
    );
  });
  // Tests that expect an early exit never await `listening`: keep its rejection from being unhandled.
  listening.catch(() => {});

  return {
    child,
    listening,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        try {
          return await exited;
        } finally {
          clearTimeout(timer);
        }
      }
      return exited;
    },
  };
}
