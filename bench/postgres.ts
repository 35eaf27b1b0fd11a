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
  /**
   * A streaming replica of this server (decision 048): pg_basebackup -R into a folder of its own,
   * started as a hot standby on another port, as scripts/with-postgres.sh --replica does. Null for
   * a server from DATABASE_URL, unless DATABASE_REPLICA_URL names its replica.
   */
  startReplica(): Promise<ReplicaServer | null>;
  stop(): Promise<void>;
}

export interface ReplicaServer {
  /** The URL of `name` on the replica (a database of the primary, streamed). */
  databaseUrl(name: string): string;
  /** Resolves once the replica has replayed everything the primary wrote before the call. */
  caughtUp(): Promise<void>;
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

function withDatabases(
  url: string,
  version: string,
  stop: () => Promise<void>,
  startReplica: () => Promise<ReplicaServer | null>,
): PostgresServer {
  const made: string[] = [];
  return {
    url,
    version,
    startReplica,
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
    const replicaUrl = process.env.DATABASE_REPLICA_URL;
    return withDatabases(
      given,
      rows[0]!.server_version,
      async () => {},
      async () => (replicaUrl ? replicaOf(given, replicaUrl, async () => {}) : null),
    );
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
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const startReplica = async () => {
    const replicaDir = path.join(dir, 'replica');
    const replicaPort = await freePort();
    const stopReplica = async () => {
      try {
        run(bin('pg_ctl'), ['-D', replicaDir, '-m', 'immediate', 'stop']);
      } catch {
        // Not running.
      }
      rmSync(replicaDir, { recursive: true, force: true });
    };
    try {
      // initdb trusts replication connections from 127.0.0.1; PostgreSQL 15's wal_level is replica.
      run(bin('pg_basebackup'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
      run(bin('pg_ctl'), [
        '-D',
        replicaDir,
        '-l',
        path.join(dir, 'replica.log'),
        '-w',
        '-o',
        `-h 127.0.0.1 -p ${replicaPort} -k ${dir} -c max_connections=300 -c fsync=off -c hot_standby=on`,
        'start',
      ]);
    } catch (error) {
      await stopReplica();
      throw error;
    }
    return replicaOf(url, `postgresql://postgres@127.0.0.1:${replicaPort}/postgres`, stopReplica);
  };
  return withDatabases(url, full, stop, startReplica);
}

function replicaOf(primaryUrl: string, replicaUrl: string, stop: () => Promise<void>): ReplicaServer {
  const one = async (connectionString: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(text, values)).rows[0];
    } finally {
      await client.end();
    }
  };
  return {
    databaseUrl: (name) => databaseUrl(replicaUrl, name),
    async caughtUp() {
      const { lsn } = await one(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
      for (let tries = 0; ; tries++) {
        const { done } = await one(replicaUrl, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [
          lsn,
        ]);
        if (done) return;
        if (tries > 1_200) throw new Error('the replica did not catch up within two minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
  };
}
