import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { variantKey } from './club-image-view.ts';
import { upsertClubImage } from './club-images-repository.ts';
import { processClubImage } from './image-processing.ts';
import type { ImageStorage } from './image-storage.ts';

// Neon pairs that read well under white letters and suit a dark UI.
const PALETTES = [
  ['#ff2e88', '#3a0ca3'],
  ['#00d1ff', '#1b1464'],
  ['#ffb000', '#a4133c'],
  ['#7b2ff7', '#f107a3'],
  ['#00f5a0', '#00597a'],
  ['#ff5f40', '#4a0e4e'],
] as const;

const hash = (text: string) =>
  [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 1600 × 900 poster for a demo club: a neon gradient, light beams and the club's initials. */
export function demoClubPoster(name: string): Promise<Buffer> {
  const h = hash(name);
  const [from, to] = PALETTES[h % PALETTES.length]!;
  const beams = Array.from({ length: 5 }, (_, i) => {
    const x = ((h >> (i * 3)) % 1600) + i * 97;
    return `<polygon points="${x},0 ${x + 60},0 ${x - 500},900 ${x - 700},900" fill="#fff" opacity="${0.05 + (i % 3) * 0.03}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#bg)"/>
  ${beams}
  <rect width="1600" height="900" fill="url(#glow)"/>
  <text x="800" y="560" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold"
    font-size="340" letter-spacing="30" fill="#fff" fill-opacity="0.92">${escapeXml(initialsOf(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Gives demo clubs generated photos, so the home page (and Lighthouse) shows cards with images.
 * Made locally with the image library: nothing is downloaded.
 */
export async function insertDemoClubPhotos(
  db: Database,
  storage: ImageStorage,
  clubs: readonly { id: string; name: string }[],
): Promise<void> {
  for (const club of clubs) {
    const processed = await processClubImage(await demoClubPoster(club.name));
    const version = randomBytes(6).toString('hex');
    const variants = await Promise.all(
      processed.variants.map(async (variant) => {
        const key = variantKey(club.id, version, variant.width);
        await storage.put(key, variant.bytes, 'image/webp');
        return {
          width: variant.width,
          height: variant.height,
          format: 'webp',
          key,
          bytes: variant.bytes.length,
        };
      }),
    );
    await upsertClubImage(db, {
      clubId: club.id,
      version,
      width: processed.width,
      height: processed.height,
      variants,
      updatedBy: null,
    });
  }
}
