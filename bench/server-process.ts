import { spawn } from 'node:child_process';
import { repoRoot } from './paths.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `node src/server/main.ts` and resolves with the URL it prints once it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  // Without DATABASE_URL the server uses PGlite in DATA_DIR: a shared PostgreSQL must not get demo data.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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
      child.stdout.on('data', (chunk: string) => {
        stdout += chunk;
        const match = /Nightlist is running at (http:\/\/\S+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code, signal) =>
        reject(new Error(`The server exited (code ${code}, signal ${signal}) before listening.\n${stdout}`)),
      );
      setTimeout(
        () => reject(new Error(`The server did not listen within ${timeoutMs} ms.`)),
        timeoutMs,
      ).unref();
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
