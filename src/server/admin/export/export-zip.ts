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

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14..25) stay 0: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
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
