import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { CORE_CODE_POINTS } from './font-subsets.ts';

const css = await readFile(
  path.resolve(import.meta.dirname, '../src/web/theme/fonts/jetbrains-mono.css'),
  'utf8',
);

/** Every code point a unicode-range descriptor (U+20-7E, U+A0) names. */
function codePoints(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from!, 16);
    return Array.from({ length: Number.parseInt(to!, 16) - start + 1 }, (_, i) => start + i);
  });
}

const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  // Either quote: Biome writes double quotes, a hand may write single ones.
  src: /src:\s*url\(['"]?([^'")]+)['"]?\)/.exec(body!)?.[1] ?? '',
  weight: /font-weight:\s*(\d+)/.exec(body!)?.[1],
  range: codePoints(/unicode-range:\s*([^;]+);/.exec(body!)?.[1] ?? ''),
}));

describe('the JetBrains Mono faces', () => {
  test('each weight: the full Latin file first, then the core subset, whose range is exactly what it holds', () => {
    for (const weight of ['400', '700']) {
      const mine = faces.filter((face) => face.weight === weight);
      expect(mine.map((face) => face.src)).toEqual([
        `@fontsource/jetbrains-mono/files/jetbrains-mono-latin-${weight}-normal.woff2`,
        `./jetbrains-mono-${weight}-core.woff2`,
      ]);
      expect(mine[1]!.range).toEqual([...CORE_CODE_POINTS].sort((a, b) => a - b));
      // The full file covers whatever the core has: the core is a subset of it, not an addition.
      expect(CORE_CODE_POINTS.filter((cp) => !mine[0]!.range.includes(cp))).toEqual([]);
    }
  });

  test('the core holds what the app writes: ASCII and its typography', () => {
    for (const char of 'Az09 ’“”·…–—×−€™\u202f\u00a0')
      expect(CORE_CODE_POINTS).toContain(char.codePointAt(0));
  });
});
