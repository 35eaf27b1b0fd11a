import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The pass's icon and logo: the app's mark (a neon ring on the night background), drawn here so the
 * server needs no image files at run time. RGBA PNG, `size` pixels square.
 */
export function markPng(size: number): Buffer {
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  const outer = size * 0.42;
  const inner = size * 0.28;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      const ring = distance <= outer && distance >= inner;
      const at = 1 + x * 4;
      // #0B0B14 night, #FF2E93 neon.
      row[at] = ring ? 0xff : 0x0b;
      row[at + 1] = ring ? 0x2e : 0x0b;
      row[at + 2] = ring ? 0x93 : 0x14;
      row[at + 3] = 0xff;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Apple wants icon.png (29 pt) at 1x, 2x and 3x; the logo sits top left (50 pt high at most). */
export const PASS_IMAGES: Record<string, Buffer> = {
  'icon.png': markPng(29),
  'icon@2x.png': markPng(58),
  'icon@3x.png': markPng(87),
  'logo.png': markPng(50),
  'logo@2x.png': markPng(100),
};
