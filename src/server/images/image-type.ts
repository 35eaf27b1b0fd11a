/** The photo formats admins may upload, recognised by their first bytes (never by a header or name). */
export type AcceptedImageType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The type the bytes are, or null for anything else (PDFs, GIFs, SVGs, text, truncated files). */
export function detectImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: [size]["ftyp"][major brand][minor version][compatible brands...]
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
    const end = Math.min(size, bytes.length, 64);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}
