import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import type { MigrationLevel } from './backup-manifest.ts';

// The embedded database belongs to the server that holds DATA_DIR's lock, so `npm run backup`
// asks that server for a copy through a Unix socket in DATA_DIR/control/ (README, Backups): a socket
// is no network address, so no remote caller can reach it whatever HOST or the proxy says; the
// folder is the server user's alone (0700), and a caller must also send the key the server wrote
// there at start (0600), so another local user, or one with a loose umask, cannot ask either.

const REQUEST_LIMIT = 1024;
const REQUEST_TIMEOUT_MS = 5_000;

export const controlDir = (dataDir: string) => path.join(dataDir, 'control');
export const backupSocketPath = (dataDir: string) => path.join(controlDir(dataDir), 'backup.sock');
export const backupKeyPath = (dataDir: string) => path.join(controlDir(dataDir), 'backup.key');

export interface DumpSource {
  dumpDataDir(): Promise<Blob>;
  migrationLevel(): Promise<MigrationLevel>;
}

interface DumpHeader {
  ok: boolean;
  error?: string;
  bytes?: number;
  migrations?: MigrationLevel;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Opens the channel; resolves with its closer. Only the lock's holder may call this. */
export async function openBackupChannel(
  dataDir: string,
  source: DumpSource,
  logger: Logger,
): Promise<() => Promise<void>> {
  const folder = controlDir(dataDir);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  await fs.chmod(folder, 0o700);
  const key = randomBytes(32).toString('hex');
  // We hold the lock, so a socket or key left here is a killed server's. The key is written once
  // the socket listens: a key with no socket behind it would send callers to a dead end.
  await fs.rm(backupKeyPath(dataDir), { force: true });
  await fs.rm(backupSocketPath(dataDir), { force: true });

  let busy = false;
  const server = net.createServer((socket) => {
    let request = '';
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => {});
    const answer = (header: DumpHeader) => socket.end(`${JSON.stringify(header)}\n`);
    socket.on('data', (chunk) => {
      request += chunk.toString('utf8');
      if (request.length > REQUEST_LIMIT) {
        socket.removeAllListeners('data');
        return answer({ ok: false, error: 'Request too long.' });
      }
      const end = request.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      let sent = '';
      try {
        sent = String((JSON.parse(request.slice(0, end)) as { key?: unknown }).key ?? '');
      } catch {
        return answer({ ok: false, error: 'Not a backup request.' });
      }
      if (!timingSafeEqual(digest(sent), digest(key))) {
        logger.warn('Refused a backup request without the right key');
        return answer({ ok: false, error: 'Wrong key: read it from the server’s control folder.' });
      }
      if (busy) return answer({ ok: false, error: 'A backup is already being taken; try again after it.' });
      busy = true;
      void (async () => {
        try {
          const migrations = await source.migrationLevel();
          const dump = await source.dumpDataDir();
          socket.write(`${JSON.stringify({ ok: true, bytes: dump.size, migrations })}\n`);
          await pipeline(Readable.fromWeb(dump.stream() as never), socket);
          logger.info({ bytes: dump.size }, 'Sent a backup of the embedded database');
        } catch (error) {
          logger.error({ err: error }, 'A backup of the embedded database failed');
          if (!socket.destroyed) answer({ ok: false, error: 'The server could not dump its database.' });
        } finally {
          busy = false;
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(backupSocketPath(dataDir), () => {
      server.off('error', reject);
      resolve();
    });
  });
  await fs.chmod(backupSocketPath(dataDir), 0o600);
  await fs.writeFile(backupKeyPath(dataDir), key, { mode: 0o600, flag: 'wx' });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      void fs.rm(backupKeyPath(dataDir), { force: true });
    });
}

export class BackupChannelError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * Asks the server holding `dataDir` for a dump, written to `targetFile`. Resolves null when no
 * server listens there (no socket, or a dead server's), or with the dump's migration level.
 */
export async function requestServerDump(dataDir: string, targetFile: string): Promise<MigrationLevel | null> {
  const socketPath = backupSocketPath(dataDir);
  let key: string;
  try {
    key = await fs.readFile(backupKeyPath(dataDir), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'EACCES') throw notTheOwner(dataDir);
    throw error;
  }
  const socket = net.createConnection(socketPath);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    if (code === 'EACCES') throw notTheOwner(dataDir);
    throw error;
  }
  socket.write(`${JSON.stringify({ key })}\n`);
  const reader = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered: Buffer = Buffer.alloc(0);
  let newline = -1;
  while (newline < 0) {
    const next = await reader.next();
    if (next.done)
      throw new BackupChannelError('The server closed the backup channel without answering.', 75);
    buffered = Buffer.concat([buffered, next.value]);
    newline = buffered.indexOf(10);
  }
  const header = JSON.parse(buffered.subarray(0, newline).toString('utf8')) as DumpHeader;
  if (!header.ok || header.bytes === undefined || !header.migrations) {
    socket.destroy();
    throw new BackupChannelError(`The server refused the backup: ${header.error ?? 'no reason given'}`, 75);
  }
  const rest = buffered.subarray(newline + 1);
  async function* body(): AsyncGenerator<Buffer> {
    if (rest.length) yield rest;
    for (;;) {
      const next = await reader.next();
      if (next.done) return;
      yield next.value;
    }
  }
  await pipeline(body, createWriteStream(targetFile, { flags: 'wx', mode: 0o600 }));
  const { size } = await fs.stat(targetFile);
  if (size !== header.bytes) {
    throw new BackupChannelError(`The server sent ${size} of ${header.bytes} bytes: try again.`, 75);
  }
  return header.migrations;
}

function notTheOwner(dataDir: string): BackupChannelError {
  return new BackupChannelError(
    `Only the server's own user may ask it for a backup (${controlDir(dataDir)} is theirs alone): run this as that user.`,
    77, // EX_NOPERM
  );
}
