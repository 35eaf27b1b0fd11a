import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** A failure the backup and restore commands report with a message and an exit code (sysexits.h). */
export class BackupError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
    this.name = 'BackupError';
  }
}

/**
 * pg_dump or pg_restore: the newest of Debian's /usr/lib/postgresql/<v>/bin, then PATH, then
 * /usr/local/pgsql/bin. Throws (69, EX_UNAVAILABLE) when there is none.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
        .map((entry) => path.join(debian, entry, 'bin'))
    : [];
  const folders = [...versions, ...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/pgsql/bin'];
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    if (folder && existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    `${name} was not found (looked in /usr/lib/postgresql/<version>/bin, PATH and /usr/local/pgsql/bin).\n` +
      `Install PostgreSQL's client tools (Debian: apt-get install postgresql-client-<version>), with a major version at least the server's.`,
    69,
  );
}

/** The connection string without its password, and the password in PGPASSWORD: never in argv (ps shows it). */
export function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

/** Runs a PostgreSQL tool; resolves with its stderr, rejects (75) with it when it fails. */
export function runPgTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    child.on('error', (error) => reject(new BackupError(`Could not run ${tool}: ${error.message}`, 69)));
    child.on('exit', (code) => {
      if (code === 0) resolve(stderr);
      else reject(new BackupError(`${path.basename(tool)} failed (exit ${code}):\n${stderr.trim()}`, 75));
    });
  });
}

/** The major version of a pg_dump/pg_restore ("pg_dump (PostgreSQL) 15.18 (Debian …)" → 15). */
export async function pgToolMajor(tool: string): Promise<number> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('exit', () => resolve(stdout));
  });
  const match = /\)\s+(\d+)/.exec(output);
  if (!match) throw new BackupError(`Could not read ${tool}'s version from "${output.trim()}".`, 69);
  return Number(match[1]);
}
