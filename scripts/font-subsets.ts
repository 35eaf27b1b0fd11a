import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * What nearly every screen shows: ASCII, and the typography and signs the app writes (’ “ ” · … – —
 * × − € ™, the spaces that Intl puts in times and numbers). Everything else in the Latin range (é in
 * a guest's name) comes from @fontsource's full file, which the browser fetches only for such text.
 */
export const CORE_CODE_POINTS: readonly number[] = [
  ...range(0x20, 0x7e),
  0xa0,
  0xa7,
  0xa9,
  0xae,
  0xb0,
  0xb1,
  0xb7,
  0xd7,
  ...range(0x2000, 0x206f),
  0x20ac,
  0x2122,
  0x2191,
  0x2193,
  0x2212,
];

/** The weights the theme uses, as @fontsource ships them (latin subset). */
const WEIGHTS = [400, 700] as const;
const OUT_DIR = path.resolve(import.meta.dirname, '../src/web/theme/fonts');

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export const coreFontFile = (weight: number) => path.join(OUT_DIR, `jetbrains-mono-${weight}-core.woff2`);

/**
 * Writes JetBrains Mono's core subsets beside src/web/theme/fonts/jetbrains-mono.css, from the
 * installed @fontsource files, when missing or older than them. Without the code ligatures' extra
 * glyphs (a UI wants "->" and "www" as typed): 9 KB a weight instead of 21-22 KB, the two weights
 * every first visit downloads before its largest paint.
 */
export async function writeCoreFonts(): Promise<void> {
  const require = createRequire(import.meta.url);
  await mkdir(OUT_DIR, { recursive: true });
  const text = String.fromCodePoint(...CORE_CODE_POINTS);
  for (const weight of WEIGHTS) {
    const source = require.resolve(
      `@fontsource/jetbrains-mono/files/jetbrains-mono-latin-${weight}-normal.woff2`,
    );
    const target = coreFontFile(weight);
    const [from, to] = await Promise.all([stat(source), stat(target).catch(() => undefined)]);
    if (to && to.mtimeMs >= from.mtimeMs) continue;
    const subset = await subsetFont(await readFile(source), text, {
      targetFormat: 'woff2',
      noLayoutClosure: true,
    });
    await writeFile(target, subset);
  }
}

/** Vite: the core subsets exist before any module is transformed, in the dev server and the build. */
export function fontSubsets(): Plugin {
  return { name: 'nightlist:font-subsets', buildStart: writeCoreFonts };
}
