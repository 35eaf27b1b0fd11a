import { describe, expect, test } from 'vitest';
import { renderClubNightScene, type Scene, type SceneKind } from './club-night-scene.ts';

const SIZE = { width: 960, height: 540 };

/** Relative luminance (0-1, roughly) of each pixel, and its saturation. */
function measure(scene: Scene, rows?: [number, number]) {
  const { width, height, pixels } = scene;
  const [from, to] = rows ?? [0, height];
  // A histogram of luminance in 256 steps: the 99th percentile without sorting half a million numbers.
  const histogram = new Array<number>(256).fill(0);
  let sum = 0;
  let count = 0;
  let colourful = 0;
  let red = 0;
  let green = 0;
  let blue = 0;
  for (let y = from; y < to; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = pixels[i]! / 255;
      const g = pixels[i + 1]! / 255;
      const b = pixels[i + 2]! / 255;
      const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      histogram[Math.min(255, Math.floor(l * 256))]!++;
      sum += l;
      count++;
      const max = Math.max(r, g, b);
      if (max > 0.35 && (max - Math.min(r, g, b)) / max > 0.5) colourful++;
      red += r;
      green += g;
      blue += b;
    }
  }
  let below = 0;
  let p99 = 0;
  while (p99 < 255 && below + histogram[p99]! < count * 0.99) below += histogram[p99++]!;
  return {
    mean: sum / count,
    p99: p99 / 256,
    colourful: colourful / count,
    warmth: red / Math.max(1, blue),
    /** The picture's overall colour, as shares of red, green and blue. */
    tint: [red, green, blue].map((c) => c / (red + green + blue)),
  };
}

/** How much the picture changes from one 16 px block to the next: a flat gradient barely does. */
function blockContrast(scene: Scene) {
  const { width, height, pixels } = scene;
  const block = 16;
  const cols = Math.floor(width / block);
  const rows = Math.floor(height / block);
  const means: number[] = [];
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      let sum = 0;
      for (let y = by * block; y < (by + 1) * block; y++)
        for (let x = bx * block; x < (bx + 1) * block; x++) sum += pixels[(y * width + x) * 3 + 1]!;
      means.push(sum / (block * block));
    }
  }
  let jumps = 0;
  for (let by = 0; by < rows; by++)
    for (let bx = 1; bx < cols; bx++) jumps += Math.abs(means[by * cols + bx]! - means[by * cols + bx - 1]!);
  return jumps / (rows * (cols - 1));
}

describe('a club night picture', () => {
  test('is the same picture for the same club, and another for another club', () => {
    const a = renderClubNightScene('Neon Room', 'club', SIZE);
    expect(a.pixels).toHaveLength(960 * 540 * 3);
    expect(renderClubNightScene('Neon Room', 'club', SIZE).pixels.equals(a.pixels)).toBe(true);
    const b = renderClubNightScene('Echo Hall', 'club', SIZE);
    let differing = 0;
    for (let i = 0; i < a.pixels.length; i += 3) if (Math.abs(a.pixels[i]! - b.pixels[i]!) > 24) differing++;
    expect(differing / (a.pixels.length / 3)).toBeGreaterThan(0.2);
  });

  test.each<SceneKind>(['club', 'dinner', 'rooftop'])(
    'a %s is dark with bright coloured lights, structured, and darkest where the crowd stands',
    (kind) => {
      for (const name of ['Velvet Underground', 'Halcyon']) {
        const scene = renderClubNightScene(name, kind, SIZE);
        const all = measure(scene);
        // A room at night: dark overall, with lights bright enough to bloom.
        expect(all.mean).toBeLessThan(0.3);
        expect(all.mean).toBeGreaterThan(0.03);
        expect(all.p99).toBeGreaterThan(0.6);
        expect(all.colourful).toBeGreaterThan(0.02);
        // Beams, lights and people, not a smooth wash of colour.
        // (A black-to-white gradient across the frame changes by 4.25 a block; these pictures 7 to 15.)
        expect(blockContrast(scene)).toBeGreaterThan(6);
        // The backlit crowd fills the bottom of the frame.
        const bottom = measure(scene, [SIZE.height - 20, SIZE.height]);
        expect(bottom.mean).toBeLessThan(all.mean / 2);
      }
    },
  );

  test('a dinner is lit warmer than a dance floor in blue light', () => {
    const dinner = measure(renderClubNightScene('Supper Club', 'dinner', { ...SIZE, variant: 1 }));
    const club = measure(renderClubNightScene('Supper Club', 'club', { ...SIZE, variant: 1 }));
    expect(dinner.warmth).toBeGreaterThan(club.warmth);
  });

  test('neighbouring variants get different colours', () => {
    const tints = [0, 1, 2, 3].map(
      (variant) => measure(renderClubNightScene('Halcyon', 'club', { ...SIZE, variant })).tint,
    );
    for (const [i, a] of tints.entries()) {
      for (const b of tints.slice(i + 1))
        expect(Math.hypot(...a.map((c, k) => c - b[k]!))).toBeGreaterThan(0.05);
    }
  });
});
