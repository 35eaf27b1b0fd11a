import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type Extract, extract as tarExtract, pack as tarPack } from 'tar-stream';

// A backup archive is a gzipped tar of regular files only, streamed through tar-stream in both
// directions. The reader refuses anything else: links, devices, folders, names leaving the target
// folder, and an archive that stops before tar's end-of-archive blocks.

const BLOCK = 512;
const MAX_ENTRIES = 1_000_000;

export interface TarEntrySource {
  /** The name inside the archive: relative, '/'-separated. */
  name: string;
  /** The file on disk to copy in. */
  file: string;
}

/** The file's bytes, refusing a file that no longer has the size its header announced. */
async function* exactly(file: string, size: number): AsyncGenerator<Buffer> {
  let read = 0;
  for await (const chunk of createReadStream(file)) {
    read += (chunk as Buffer).length;
    if (read > size) break;
    yield chunk as Buffer;
  }
  if (read !== size) throw new Error(`${file} changed while it was archived`);
}

/** Writes `entries` (in this order) into a new gzipped tar file at `target`. */
export async function writeTarGz(target: string, entries: readonly TarEntrySource[]): Promise<void> {
  const pack = tarPack();
  const feed = async () => {
    try {
      for (const entry of entries) {
        const stat = await fs.stat(entry.file);
        const header = { name: entry.name, size: stat.size, mtime: stat.mtime, mode: 0o600 };
        await pipeline(exactly(entry.file, stat.size), pack.entry(header));
      }
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
      throw error;
    }
  };
  const output = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  const done = await Promise.allSettled([feed(), pipeline(Readable.from(pack), createGzip(), output)]);
  const failed = done.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A safe relative path inside the target, or null. */
function safeName(name: string): string | null {
  if (!name || name.startsWith('/') || name.includes('\\') || name.includes('\0')) return null;
  const parts = name.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return null;
  return parts.join(path.sep);
}

export class TarFormatError extends Error {}

/** How many bytes went through, and how many zero bytes end them. */
function byteCounter() {
  const count = { total: 0, trailingZeros: 0 };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      count.trailingZeros = end === 0 ? count.trailingZeros + chunk.length : chunk.length - end;
      count.total += chunk.length;
      done(null, chunk);
    },
  });
  return { count, stream };
}

function formatError(error: unknown): unknown {
  if (error instanceof TarFormatError) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  // zlib: Z_BUF_ERROR is gzip data that stops early. tar-stream throws plain Errors, with no code.
  const fromTarStream = !code && Object.getPrototypeOf(error) === Error.prototype;
  if (code === 'Z_BUF_ERROR' || (fromTarStream && message === 'Unexpected end of data')) {
    return new TarFormatError('The archive ends early: it is truncated');
  }
  if (code?.startsWith('Z_') || fromTarStream) {
    return new TarFormatError('Not a Nightlist backup archive, or a damaged one');
  }
  return error;
}

/** Writes each entry of `extract` under `folder`; returns their names and where the last one ends. */
async function writeEntries(extract: Extract, folder: string): Promise<{ names: string[]; end: number }> {
  const names: string[] = [];
  const seen = new Set<string>();
  let end = 0;
  for await (const entry of extract) {
    const { name, size, type } = entry.header;
    if (type !== 'file') throw new TarFormatError(`Unexpected entry type ${type} in the archive`);
    const relative = safeName(name);
    if (!relative) throw new TarFormatError(`Refusing the archive entry ${JSON.stringify(name)}`);
    if (seen.has(name)) throw new TarFormatError(`The archive holds ${name} twice`);
    if (names.length >= MAX_ENTRIES) throw new TarFormatError('Too many entries in the archive');
    if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('A bad size in the archive');
    const file = path.join(folder, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    seen.add(name);
    names.push(name);
    // Through its async iterator: Node's pipeline would wait forever on an entry that tar-stream
    // destroyed (the archive failed) before the pipeline was attached.
    await pipeline(Readable.from(entry), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    end = entry.offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return { names, end };
}

/**
 * Extracts a gzipped tar written by writeTarGz into `folder` (which must exist) and returns the
 * names it held. Anything but regular files under the folder is refused.
 */
export async function extractTarGz(archive: string, folder: string): Promise<string[]> {
  const extract = tarExtract();
  const { count, stream: counter } = byteCounter();
  const input = pipeline(createReadStream(archive), createGunzip(), counter, extract);
  input.catch(() => {}); // awaited below
  let written: { names: string[]; end: number };
  try {
    written = await writeEntries(extract, folder);
    await input;
  } catch (error) {
    if (error instanceof TarFormatError) throw error;
    // When reading the archive failed, that is the cause: the entry being written saw its echo.
    const cause = await input.then(
      () => undefined,
      (failure: NodeJS.ErrnoException) =>
        failure.code === 'ERR_STREAM_PREMATURE_CLOSE' ? undefined : failure,
    );
    throw formatError(cause ?? error);
  }
  // tar-stream reads on past zero blocks without requiring them: an archive cut between two
  // entries is caught here, by the two zero blocks that must follow the last entry.
  const tail = count.total - written.end;
  if (tail < 2 * BLOCK || count.trailingZeros < tail) {
    throw new TarFormatError('The archive ends early: it is truncated');
  }
  return written.names;
}
