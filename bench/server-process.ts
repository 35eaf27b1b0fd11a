import { spawn } from 'node:child_process';
import { repoRoot, webDistDir } from './paths.ts';

const APP_SCRIPT = 'src/server/main.ts';

export interface RunningServer {
  url: string;
  pid: number;
  /** From spawn until it printed its address. */
  startMs: number;
  stop(): Promise<void>;
  /** The exit code once it exited (null: killed by a signal). */
  exited: Promise<number | null>;
}

/** Production settings with the console stand-ins (the benchmark sends no messages) and no limit in the way. */
export function benchServerEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
    SMS_PROVIDER: 'console',
    ALLOW_CONSOLE_SMS: 'on',
    EMAIL_PROVIDER: 'console',
    ALLOW_CONSOLE_EMAIL: 'on',
    PAYMENTS_PROVIDER: 'standin',
    ALLOW_STANDIN_PAYMENTS: 'on',
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDistDir,
    API_REQUESTS_PER_IP_PER_MINUTE: '1000000000',
    LIVE_STREAMS_PER_IP: '10000',
    // No balancer in front to drain for, except in the rolling restart (which sets its own).
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...extra,
  };
}

/**
 * The settings `npm start` runs with (issue 39): NODE_ENV, LOG_LEVEL and DEMO_DATA left to their
 * defaults (development, info, the demo city on). Only what the load needs stays: the address, the
 * console stand-ins, the same AUTH_SECRET as the seeded sessions and the per-IP limit above the load.
 */
export function defaultServerEnv(extra: Record<string, string>): Record<string, string> {
  const { NODE_ENV: _env, LOG_LEVEL: _level, DEMO_DATA: _demo, ...rest } = benchServerEnv({});
  return { ...rest, ...extra };
}

/** Which settings a server of the benchmark runs with: as `npm start` does, or tuned for load. */
export type Settings = 'default' | 'tuned';

/**
 * Starts a script (by default the real server, `node src/server/main.ts`) in its own process and
 * resolves with the URL it prints once it listens. The server uses PGlite in DATA_DIR unless
 * `env` sets DATABASE_URL: one inherited from the shell must not get benchmark data (nor a
 * DATABASE_REPLICA_URL: the replica section passes its own).
 */
export async function startServer(
  env: Record<string, string>,
  {
    script = APP_SCRIPT,
    args = [] as string[],
    timeoutMs = 60_000,
    onOutput,
    unset = [],
  }: {
    script?: string;
    args?: string[];
    timeoutMs?: number;
    /** Sees the server's stdout after it listens (the console SMS stand-in prints the codes there). */
    onOutput?: (text: string) => void;
    /** Variables of the shell not to pass on (ASSISTANT_BASE_URL, for the built-in engine's run). */
    unset?: string[];
  } = {},
): Promise<RunningServer> {
  const {
    DATABASE_URL: _unused,
    DATABASE_REPLICA_URL: _replica,
    NODE_ENV: _env,
    LOG_LEVEL: _level,
    DEMO_DATA: _demo,
    ...inherited
  } = process.env;
  for (const name of unset) delete inherited[name];
  const started = performance.now();
  // BENCH_NODE_ARGS (e.g. `--max-old-space-size=256` or `--cpu-prof`) go to the app's processes only.
  const nodeArgs =
    script === APP_SCRIPT ? (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean) : [];
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // The server gives itself 10 s to close; do not wait forever on one that hangs.
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout.setEncoding('utf8');
      const onData = (chunk: string) => {
        stdout += chunk;
        const match = /(?:Nightlist is running at|Listening at) (http:\/\/\S+)/.exec(stdout);
        if (!match) return;
        // Keep draining (the console SMS stand-in prints every message) without keeping it.
        child.stdout.off('data', onData);
        if (onOutput) child.stdout.on('data', onOutput);
        child.stdout.resume();
        resolve(match[1]!);
      };
      child.stdout.on('data', onData);
      child.once('exit', (code, signal) =>
        reject(new Error(`${script} exited (code ${code}, signal ${signal}) before listening.\n${stdout}`)),
      );
      setTimeout(
        () => reject(new Error(`${script} did not listen within ${timeoutMs} ms.`)),
        timeoutMs,
      ).unref();
    });
    return { url, pid: child.pid!, startMs: performance.now() - started, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  }
}
