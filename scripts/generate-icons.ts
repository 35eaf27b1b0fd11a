/**
 * Draws the app icons the web app manifest names (192 and 512, and a maskable 512 whose "N" sits in
 * the safe zone) from the same mark as favicon.svg. Run once when the mark changes; the PNGs are
 * committed: `node scripts/generate-icons.ts`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const OUT_DIR = path.resolve('src/web/public/icons');
const N_PATH = 'M18 46V18h6l16 18V18h6v28h-6L24 28v18z';

/** The "N" on black; `scale` shrinks it around the centre (maskable icons are cropped to a circle). */
function mark(scale: number, rounded: boolean, colour = '#ff2d95'): string {
  const offset = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#000"/>
  <path d="${N_PATH}" fill="${colour}" transform="translate(${offset} ${offset}) scale(${scale})"/>
</svg>`;
}

/** A notification badge: the N alone, white on transparent (Android shows only its alpha). */
const BADGE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <path d="${N_PATH}" fill="#fff" transform="translate(-6.4 -6.4) scale(1.2)"/>
</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark(1, true) },
  { file: 'icon-512.png', size: 512, svg: mark(1, true) },
  // The maskable safe zone is the centre circle of 80% diameter; the N's corners must stay inside it.
  { file: 'icon-maskable-512.png', size: 512, svg: mark(0.72, false) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: mark(0.9, false) },
  // Push notifications (serviceWorker.ts): the N in the member's view's colour (theme.ts), and a badge.
  { file: 'push-female-192.png', size: 192, svg: mark(1, true, '#ff2d95') },
  { file: 'push-male-192.png', size: 192, svg: mark(1, true, '#708ee8') },
  { file: 'push-badge-96.png', size: 96, svg: BADGE },
];

await fs.mkdir(OUT_DIR, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT_DIR, icon.file));
  console.log(`${icon.file} (${icon.size}×${icon.size})`);
}
