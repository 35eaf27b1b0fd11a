import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  /** A URL of the server's maintenance database; `createDatabase` makes one per data set. */
  url: string;
  version: string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

function withDatabases(url: string, version: string, stop: () => Promise<void>): PostgresServer {
  const made: string[] = [];
  return {
    url,
    version,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      made.push(name);
      return databaseUrl(url, name);
    },
    async stop() {
      await stop();
    },
  };
}

/**
 * The PostgreSQL the benchmark runs on: `DATABASE_URL` when given (each data set gets its own
 * database on it, so the role needs CREATEDB), otherwise a throw-away cluster from Debian's
 * postgresql package, started as scripts/with-postgres.sh does and removed afterwards.
 */
export async function startPostgres(given: string | undefined): Promise<PostgresServer> {
  if (given) {
    const client = new pg.Client({ connectionString: given });
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    await client.end();
    return withDatabases(given, rows[0]!.server_version, async () => {});
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const version = versions.at(-1);
  if (!version) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql');
  const bin = (name: string) => path.join(root, version, 'bin', name);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nightlist-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const stop = async () => {
    try {
      run(bin('pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // Not running (it failed to start): only the folder is left to remove.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(bin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust']);
    run(bin('pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      // The same settings as the tests' cluster: fsync off, as on a throw-away database.
      `-h 127.0.0.1 -p ${port} -k ${dir} -c max_connections=300 -c fsync=off`,
      'start',
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const full =
    execFileSync(bin('postgres'), ['--version'], { encoding: 'utf8' }).trim().split(' ')[2] ?? version;
  return withDatabases(`postgresql://postgres@127.0.0.1:${port}/postgres`, full, stop);
}
