import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

// A backup archive is a gzipped ustar file of regular files only, written and read here in a few
// lines rather than through a dependency: we only ever read archives we wrote, and the reader
// refuses anything else (links, devices, names leaving the target folder).

const BLOCK = 512;
const MAX_ENTRIES = 1_000_000;

export interface TarEntrySource {
  /** The name inside the archive: relative, '/'-separated. */
  name: string;
  /** The file on disk to copy in. */
  file: string;
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`Name too long for the archive: ${name}`);
    }
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** Writes `entries` (in this order) into a new gzipped tar file at `target`. */
export async function writeTarGz(target: string, entries: readonly TarEntrySource[]): Promise<void> {
  async function* blocks(): AsyncGenerator<Buffer> {
    for (const entry of entries) {
      const stat = await fs.stat(entry.file);
      yield header(entry.name, stat.size, stat.mtime);
      let written = 0;
      for await (const chunk of createReadStream(entry.file)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== stat.size) throw new Error(`${entry.file} changed while it was archived`);
      const padding = (BLOCK - (written % BLOCK)) % BLOCK;
      if (padding > 0) yield Buffer.alloc(padding);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(blocks, createGzip(), createWriteStream(target, { flags: 'wx', mode: 0o600 }));
}

function field(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** A safe relative path inside the target, or null. */
function safeName(name: string): string | null {
  if (!name || name.startsWith('/') || name.includes('\\')) return null;
  const parts = name.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return null;
  return parts.join(path.sep);
}

export class TarFormatError extends Error {}

/**
 * Extracts a gzipped tar written by writeTarGz into `folder` (which must exist) and returns the
 * names it held. Anything but regular files under the folder is refused.
 */
export async function extractTarGz(archive: string, folder: string): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { out: fs.FileHandle; left: number; pad: number } | null = null;
  let finished = false;

  async function consume(): Promise<void> {
    while (!finished) {
      if (current) {
        if (current.left > 0) {
          if (pending.length === 0) return;
          const part = pending.subarray(0, Math.min(current.left, pending.length));
          await current.out.write(part);
          current.left -= part.length;
          pending = pending.subarray(part.length);
          continue;
        }
        if (pending.length < current.pad) return;
        pending = pending.subarray(current.pad);
        await current.out.close();
        current = null;
        continue;
      }
      if (pending.length < BLOCK) return;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        finished = true;
        return;
      }
      if (field(block, 257, 5) !== 'ustar') throw new TarFormatError('Not a Nightlist backup archive');
      const type = field(block, 156, 1) || '0';
      if (type !== '0') throw new TarFormatError(`Unexpected entry type ${type} in the archive`);
      const prefix = field(block, 345, 155);
      const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
      const relative = safeName(name);
      if (!relative) throw new TarFormatError(`Refusing the archive entry ${JSON.stringify(name)}`);
      if (names.length >= MAX_ENTRIES) throw new TarFormatError('Too many entries in the archive');
      const size = Number.parseInt(field(block, 124, 12).trim() || '0', 8);
      if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('A bad size in the archive');
      const file = path.join(folder, relative);
      await fs.mkdir(path.dirname(file), { recursive: true });
      names.push(name);
      current = { out: await fs.open(file, 'wx', 0o600), left: size, pad: (BLOCK - (size % BLOCK)) % BLOCK };
    }
  }

  try {
    for await (const chunk of createReadStream(archive).pipe(createGunzip())) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      await consume();
      if (finished) break;
    }
  } catch (error) {
    if (error instanceof TarFormatError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
      throw new TarFormatError('Not a gzipped archive, or a damaged one');
    }
    throw error;
  } finally {
    const open = current as { out: fs.FileHandle } | null;
    if (open) await open.out.close();
  }
  if (!finished) throw new TarFormatError('The archive ends early: it is truncated');
  return names;
}
