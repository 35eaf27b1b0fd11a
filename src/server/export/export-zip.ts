import { promisify } from 'node:util';
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The file's content, produced as the archive is written. */
  content: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
}

interface Written {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const FLAGS = 0x0808; // bit 3: sizes follow the data (data descriptor); bit 11: UTF-8 names
const DEFLATE = 8;
const VERSION = 20;
const deflateRaw = promisify(zlib.deflateRaw);
/**
 * Each chunk is deflated on its own and ends in a sync flush (byte-aligned, not final), so the
 * pieces concatenate into one deflate stream; this empty final block closes it. One thread-pool
 * round trip per chunk instead of one per 16 KB of a zlib stream.
 */
const FINAL_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));
/**
 * A zip without ZIP64 states sizes and offsets in 32 bits, and 0xFFFFFFFF there means "see the
 * ZIP64 record": 0xFFFFFFFE bytes (4 GiB less 2) is the most an entry or the archive may reach.
 * We write no ZIP64 (decision 022): an XLSX that large would hold eight times the rows Excel opens.
 */
export const ZIP32_MAX = 0xffff_fffe;
/** Room kept for what follows the data: final block, data descriptor, central directory, its end. */
const TRAILER_RESERVE = 64 * 1024;

/** The archive would pass what a zip without ZIP64 can state; nothing past the limit was written. */
export class ZipTooLargeError extends Error {
  constructor(name: string, limit: number) {
    super(
      `The zip would pass ${limit.toLocaleString('en')} bytes (at ${name}), the most a zip without ZIP64 can hold; ` +
        'export a shorter range, or as CSV',
    );
    this.name = 'ZipTooLargeError';
  }
}

function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** A little-endian field: its width in bytes and its value. */
type Field = readonly [bytes: 2 | 4, value: number];

/** A record of little-endian fields in the order the zip specification (APPNOTE 4.3) lists them. */
function record(fields: readonly Field[], name?: Buffer): Buffer {
  const out = Buffer.alloc(fields.reduce((size, [bytes]) => size + bytes, 0));
  let at = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value, at);
    at += bytes;
  }
  return name ? Buffer.concat([out, name]) : out;
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  // CRC and sizes stay 0: the data descriptor after the data carries them.
  const [crc, compressedSize, size, extraLength] = [0, 0, 0, 0];
  return record(
    [
      [4, 0x04034b50],
      [2, VERSION],
      [2, FLAGS],
      [2, DEFLATE],
      [2, stamp.time],
      [2, stamp.date],
      [4, crc],
      [4, compressedSize],
      [4, size],
      [2, name.length],
      [2, extraLength],
    ],
    name,
  );
}

function dataDescriptor(entry: Written): Buffer {
  return record([
    [4, 0x08074b50],
    [4, entry.crc],
    [4, entry.compressedSize],
    [4, entry.size],
  ]);
}

function centralHeader(entry: Written, stamp: { time: number; date: number }): Buffer {
  const [extraLength, commentLength, disk, internalAttributes, externalAttributes] = [0, 0, 0, 0, 0];
  return record(
    [
      [4, 0x02014b50],
      [2, VERSION], // made by
      [2, VERSION], // needed to extract
      [2, FLAGS],
      [2, DEFLATE],
      [2, stamp.time],
      [2, stamp.date],
      [4, entry.crc],
      [4, entry.compressedSize],
      [4, entry.size],
      [2, entry.name.length],
      [2, extraLength],
      [2, commentLength],
      [2, disk],
      [2, internalAttributes],
      [4, externalAttributes],
      [4, entry.offset],
    ],
    entry.name,
  );
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const [disk, directoryDisk, commentLength] = [0, 0, 0];
  return record([
    [4, 0x06054b50],
    [2, disk],
    [2, directoryDisk],
    [2, count], // entries on this disk
    [2, count], // entries in all
    [4, size],
    [4, offset],
    [2, commentLength],
  ]);
}

/**
 * A zip archive written as its entries' content arrives: each chunk is deflated as it comes and
 * the entry's CRC and sizes follow in a data descriptor, so nothing is held but the chunk.
 * Pulling from the generator drives the whole chain (backpressure).
 *
 * Sizes and offsets are checked before each piece goes out: an archive that would pass ZIP32_MAX
 * (`maxBytes` in tests) throws ZipTooLargeError before its first byte past the limit, so the
 * output is a broken-off download without a central directory, never a complete-looking file
 * with wrapped sizes or offsets.
 */
export async function* zipStream(
  entries: Iterable<ZipEntry>,
  modifiedAt: Date,
  { maxBytes = ZIP32_MAX }: { maxBytes?: number } = {},
): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(modifiedAt);
  const written: Written[] = [];
  let offset = 0;
  const reserve = Math.min(TRAILER_RESERVE, Math.floor(maxBytes / 4));
  const check = (fits: boolean, name: string) => {
    if (!fits) throw new ZipTooLargeError(name, maxBytes);
  };
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name, stamp);
    const record: Written = { name, crc: 0, compressedSize: 0, size: 0, offset };
    check(offset + header.length + reserve <= maxBytes, entry.name);
    yield header;
    offset += header.length;

    for await (const chunk of entry.content) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      if (bytes.length === 0) continue;
      record.crc = zlib.crc32(bytes, record.crc);
      record.size += bytes.length;
      const compressed = await deflateRaw(bytes, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      record.compressedSize += compressed.length;
      // Checked before the bytes go out: a broken-off download beats a file with wrong offsets.
      check(record.size <= maxBytes && offset + record.compressedSize + reserve <= maxBytes, entry.name);
      yield compressed;
    }
    yield FINAL_BLOCK;
    record.compressedSize += FINAL_BLOCK.length;
    offset += record.compressedSize;
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += descriptor.length;
    written.push(record);
  }
  const central = Buffer.concat(written.map((entry) => centralHeader(entry, stamp)));
  check(offset + central.length + 22 <= maxBytes && written.length < 0xffff, 'the central directory');
  yield central;
  yield endOfCentralDirectory(written.length, central.length, offset);
}
