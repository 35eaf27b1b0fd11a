import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { unzip } from '../testing/unzip.ts';
import { ZIP32_MAX, type ZipEntry, ZipTooLargeError, zipStream } from './export-zip.ts';

const AT = new Date('2026-11-24T01:00:00Z');
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

async function collect(entries: ZipEntry[], maxBytes?: number) {
  const chunks: Buffer[] = [];
  let error: unknown;
  try {
    for await (const chunk of zipStream(entries, AT, { maxBytes })) chunks.push(chunk);
  } catch (caught) {
    error = caught;
  }
  return { archive: Buffer.concat(chunks), error };
}

function* pieces(count: number, make: () => Buffer) {
  for (let i = 0; i < count; i++) yield make();
}

describe('zipStream limits (no ZIP64)', () => {
  test('the limit is the largest size and offset 32 bits state, 0xFFFFFFFF being ZIP64’s marker', () => {
    expect(ZIP32_MAX).toBe(2 ** 32 - 2);
  });

  test('an archive under the limit is complete, every entry checked by its CRC and sizes', async () => {
    const data = randomBytes(40_000);
    const { archive, error } = await collect(
      [
        { name: 'a.txt', content: ['hello ', 'zip'] },
        { name: 'b.bin', content: [data] },
      ],
      200_000,
    );
    expect(error).toBeUndefined();
    const files = unzip(archive);
    expect(files.get('a.txt')?.toString()).toBe('hello zip');
    expect(files.get('b.bin')?.equals(data)).toBe(true);
  });

  test('compressed bytes past the limit: a clear error before them, and no central directory', async () => {
    const maxBytes = 300_000;
    const { archive, error } = await collect(
      [{ name: 'xl/worksheets/sheet1.xml', content: pieces(20, () => randomBytes(32_000)) }],
      maxBytes,
    );
    expect(error).toBeInstanceOf(ZipTooLargeError);
    expect((error as Error).message).toBe(
      'The zip would pass 300,000 bytes (at xl/worksheets/sheet1.xml), the most a zip without ZIP64 can ' +
        'hold; export a shorter range, or as CSV',
    );
    expect(archive.length).toBeLessThanOrEqual(maxBytes);
    expect(archive.length).toBeGreaterThan(maxBytes / 2);
    expect(archive.includes(END_OF_CENTRAL_DIRECTORY)).toBe(false);
    expect(() => unzip(archive)).toThrow('no end of central directory');
  });

  test('an entry whose uncompressed size would pass the limit is refused, however well it compresses', async () => {
    const { archive, error } = await collect(
      [{ name: 'zeros.xml', content: pieces(10, () => Buffer.alloc(50_000)) }],
      300_000,
    );
    expect(error).toBeInstanceOf(ZipTooLargeError);
    expect(archive.length).toBeLessThan(10_000);
    expect(archive.includes(END_OF_CENTRAL_DIRECTORY)).toBe(false);
  });
});
