/**
 * Photo-like pictures of a club at night, drawn from a seed: a dark hazy room, beams and a stage
 * glow, out-of-focus lights, a bar's back shelf, and a backlit crowd. Made on the machine (no
 * download), for the demo city's cards. Light adds up in linear RGB, then is tone-mapped like a
 * camera would, with bloom, vignette and grain.
 */

export type SceneKind = 'club' | 'dinner' | 'rooftop';

export interface Scene {
  width: number;
  height: number;
  /** 8-bit RGB, row after row. */
  pixels: Buffer;
}

type Rgb = readonly [number, number, number];

/** Small, fast and seeded: the same club always gets the same picture. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const hashText = (text: string) =>
  [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

// Stage colours in linear light.
const NEON: Record<string, Rgb> = {
  magenta: [1, 0.05, 0.55],
  cyan: [0.02, 0.75, 1],
  violet: [0.45, 0.12, 1],
  blue: [0.08, 0.22, 1],
  red: [1, 0.06, 0.04],
  amber: [1, 0.45, 0.06],
  green: [0.1, 1, 0.25],
  pink: [1, 0.25, 0.6],
};
const WARM: Rgb = [1, 0.62, 0.3];
const CANDLE: Rgb = [1, 0.5, 0.16];

const CLUB_PALETTES = [
  ['magenta', 'cyan', 'violet'],
  ['blue', 'violet', 'cyan'],
  ['red', 'amber', 'magenta'],
  ['green', 'cyan', 'blue'],
  ['violet', 'pink', 'blue'],
  ['cyan', 'magenta', 'amber'],
] as const;

class Canvas {
  readonly width: number;
  readonly height: number;
  /** Linear RGB light, three numbers a pixel. */
  readonly light: Float32Array;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.light = new Float32Array(width * height * 3);
  }

  /** Adds a soft round light (a bokeh disc with a brighter rim, or a glow when `hardness` is low). */
  disc(cx: number, cy: number, radius: number, color: Rgb, intensity: number, hardness: number, rim = 0) {
    const { width, height, light } = this;
    const lens = hardness > 0.5;
    const reach = radius * (lens ? 1.15 : 2);
    const x0 = Math.max(0, Math.floor(cx - reach));
    const x1 = Math.min(width - 1, Math.ceil(cx + reach));
    const y0 = Math.max(0, Math.floor(cy - reach));
    const y1 = Math.min(height - 1, Math.ceil(cy + reach));
    const inverse = 1 / (radius * radius);
    for (let y = y0; y <= y1; y++) {
      const dy = y - cy;
      for (let x = x0; x <= x1; x++) {
        const dx = x - cx;
        const d2 = (dx * dx + dy * dy) * inverse;
        let v: number;
        if (lens) {
          if (d2 > 1.1) continue;
          // A lens's out-of-focus light: flat, a little brighter at its edge, with a soft edge.
          const d = Math.sqrt(d2);
          const edge = Math.min(1, Math.max(0, (1 - d) * radius * 0.6));
          v = edge * (0.75 + rim * d2 * d);
        } else {
          v = Math.exp(-d2 * 2.2);
        }
        if (v <= 0.002) continue;
        const i = (y * width + x) * 3;
        light[i]! += color[0] * intensity * v;
        light[i + 1]! += color[1] * intensity * v;
        light[i + 2]! += color[2] * intensity * v;
      }
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb, intensity: number) {
    const { width, height, light } = this;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(height, y1); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(width, x1); x++) {
        const i = (y * width + x) * 3;
        light[i]! += color[0] * intensity;
        light[i + 1]! += color[1] * intensity;
        light[i + 2]! += color[2] * intensity;
      }
    }
  }
}

/** Low-resolution value noise (a few octaves), sampled smoothly: the haze the beams light up. */
function hazeField(random: () => number, width: number, height: number) {
  const gw = 64;
  const gh = Math.ceil((gw * height) / width);
  const grid = new Float32Array(gw * gh);
  for (let octave = 0, amp = 0.5, cells = 4; octave < 4; octave++, amp *= 0.5, cells *= 2) {
    const lattice = Array.from({ length: (cells + 2) * (cells + 2) }, random);
    for (let y = 0; y < gh; y++) {
      for (let x = 0; x < gw; x++) {
        const fx = (x / gw) * cells;
        const fy = (y / gh) * cells;
        const ix = Math.floor(fx);
        const iy = Math.floor(fy);
        const tx = smooth(fx - ix);
        const ty = smooth(fy - iy);
        const at = (cx: number, cy: number) => lattice[cy * (cells + 2) + cx]!;
        const top = at(ix, iy) * (1 - tx) + at(ix + 1, iy) * tx;
        const bottom = at(ix, iy + 1) * (1 - tx) + at(ix + 1, iy + 1) * tx;
        grid[y * gw + x]! += amp * (top * (1 - ty) + bottom * ty);
      }
    }
  }
  const field = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(gh - 1.001, (y / height) * (gh - 1));
    const iy = Math.floor(fy);
    const ty = fy - iy;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(gw - 1.001, (x / width) * (gw - 1));
      const ix = Math.floor(fx);
      const tx = fx - ix;
      const a = grid[iy * gw + ix]!;
      const b = grid[iy * gw + ix + 1]!;
      const c = grid[(iy + 1) * gw + ix]!;
      const d = grid[(iy + 1) * gw + ix + 1]!;
      field[y * width + x] = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
    }
  }
  return field;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

interface Beam {
  x: number;
  y: number;
  angle: number;
  spread: number;
  color: Rgb;
  intensity: number;
  length: number;
}

/** Beams through the haze, from their fixture outwards: brightest near it, fading with distance. */
function drawBeams(canvas: Canvas, beams: Beam[], haze: Float32Array) {
  const { width, height, light } = canvas;
  for (const beam of beams) {
    const dx = Math.cos(beam.angle);
    const dy = Math.sin(beam.angle);
    const tan = Math.tan(beam.spread);
    const [cr, cg, cb] = beam.color;
    const fade = 1 / beam.length;
    // Beyond ~7 lengths a beam adds nothing visible: only the rows it reaches, and in each row only
    // the stretch around its centre line (unless it runs nearly flat, when the whole row is tried).
    const reach = beam.length * 7;
    const yEnd = dy > 0 ? Math.min(height - 1, beam.y + reach * dy) : height - 1;
    const yStart = dy < 0 ? Math.max(0, beam.y + reach * dy) : 0;
    const steep = Math.abs(dy) > 0.25;
    for (let y = Math.floor(yStart); y <= yEnd; y++) {
      let x0 = 0;
      let x1 = width - 1;
      if (steep) {
        const t = (y - beam.y) / dy;
        if (t < -2) continue;
        const cx = beam.x + t * dx;
        const spread = (2.2 * ((Math.abs(t) + 20) * tan + 2)) / Math.abs(dy) + 4;
        x0 = Math.max(0, Math.floor(cx - spread));
        x1 = Math.min(width - 1, Math.ceil(cx + spread));
      }
      for (let x = x0; x <= x1; x++) {
        const px = x - beam.x;
        const py = y - beam.y;
        const t = px * dx + py * dy;
        if (t <= 0) continue;
        const across = Math.abs(px * dy - py * dx);
        const half = t * tan + 2;
        if (across > half * 2.2) continue;
        const q = across / half;
        const at = y * width + x;
        const v = Math.exp(-q * q * 1.6 - t * fade) * beam.intensity * (0.35 + 1.1 * haze[at]!);
        const i = at * 3;
        light[i]! += cr * v;
        light[i + 1]! += cg * v;
        light[i + 2]! += cb * v;
      }
    }
  }
}

interface Person {
  x: number;
  head: number;
  r: number;
  /** Half the width of the shoulders. */
  w: number;
  arms: { hx: number; hy: number; side: -1 | 1; phone: boolean }[];
}

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const vx = bx - ax;
  const vy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy)));
  const ex = px - ax - vx * t;
  const ey = py - ay - vy * t;
  return Math.sqrt(ex * ex + ey * ey);
}

const shoulderOf = (p: Person) => p.head + 1.5 * p.r;

/** Signed distance to a person seen from behind: head, neck, sloping shoulders, raised arms. */
function personDistance(p: Person, x: number, y: number) {
  const { r } = p;
  const hx = (x - p.x) / 0.9;
  const hy = (y - p.head) / 1.05;
  let d = (Math.sqrt(hx * hx + hy * hy) - r) * 0.95;
  // Shoulders: a rounded box from under the head down past the bottom of the picture.
  const corner = 1.1 * r;
  const bx = Math.abs(x - p.x) - (p.w - corner);
  const by = shoulderOf(p) + corner - y;
  const body = bx > 0 && by > 0 ? Math.sqrt(bx * bx + by * by) - corner : Math.max(bx, by) - corner;
  d = Math.min(d, body);
  d = Math.min(d, Math.abs(x - p.x) - 0.5 * r + Math.max(0, p.head - y) * 2);
  for (const arm of p.arms) {
    const sx = p.x + arm.side * (p.w - 0.7 * r);
    const sy = shoulderOf(p) + 0.4 * r;
    const ex = (sx + arm.hx) / 2 + arm.side * 0.5 * r;
    const ey = (sy + arm.hy) / 2;
    d = Math.min(d, segmentDistance(x, y, sx, sy, ex, ey) - 0.42 * r);
    d = Math.min(d, segmentDistance(x, y, ex, ey, arm.hx, arm.hy) - 0.34 * r);
    const fx = x - arm.hx;
    const fy = y - (arm.hy - 0.2 * r);
    d = Math.min(d, Math.sqrt(fx * fx + fy * fy) - 0.38 * r);
  }
  return d;
}

/**
 * A row of people in front of the light: dark where they stand (a little hazy further back), with a
 * rim of the light behind them along their edges, as a photo of a backlit crowd shows.
 */
function drawCrowdRow(canvas: Canvas, people: Person[], darkness: number, rimWidth: number) {
  const { width, height, light } = canvas;
  let top = height;
  for (const p of people) {
    top = Math.min(top, p.head - p.r * 1.5);
    for (const arm of p.arms) top = Math.min(top, arm.hy - p.r * 1.2);
  }
  top = Math.max(0, Math.floor(top));
  const rows = height - top;
  const sdf = new Float32Array(width * rows).fill(1e9);
  for (const p of people) {
    let left = p.x - p.w - 2;
    let right = p.x + p.w + 2;
    let y0 = p.head - 1.2 * p.r;
    for (const arm of p.arms) {
      left = Math.min(left, arm.hx - p.r);
      right = Math.max(right, arm.hx + p.r);
      y0 = Math.min(y0, arm.hy - p.r);
    }
    // Below the shoulders a person is a straight-sided shape: the distance is across only.
    const straight = Math.min(height, Math.ceil(shoulderOf(p) + 1.2 * p.r));
    const x0 = Math.max(0, Math.floor(left));
    const x1 = Math.min(width - 1, Math.ceil(right));
    for (let y = Math.max(top, Math.floor(y0)); y < straight; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = (y - top) * width + x;
        const d = personDistance(p, x, y);
        if (d < sdf[i]!) sdf[i] = d;
      }
    }
    const b0 = Math.max(0, Math.floor(p.x - p.w - 2));
    const b1 = Math.min(width - 1, Math.ceil(p.x + p.w + 2));
    for (let y = Math.max(top, straight); y < height; y++) {
      for (let x = b0; x <= b1; x++) {
        const i = (y - top) * width + x;
        const d = Math.abs(x - p.x) - p.w;
        if (d < sdf[i]!) sdf[i] = d;
      }
    }
  }
  for (let y = top; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = sdf[(y - top) * width + x]!;
      if (d >= 1) continue;
      const cover = Math.min(1, 0.5 - d);
      const inside = Math.max(0, -d);
      const rim = Math.exp(-inside / rimWidth) * 0.6;
      const keep = 1 - cover + cover * (darkness + rim * (1 - darkness));
      const i = (y * width + x) * 3;
      light[i]! *= keep;
      light[i + 1]! *= keep;
      light[i + 2]! *= keep;
    }
  }
}

function crowdRow(
  random: () => number,
  width: number,
  baseline: number,
  r: number,
  armChance: number,
  phoneChance: number,
): Person[] {
  const people: Person[] = [];
  // Shoulder to shoulder, overlapping: a crowd, not a queue.
  for (let x = -r * random() * 3; x < width + 3 * r; x += r * (2.2 + random() * 1.6)) {
    const size = r * (0.85 + random() * 0.3);
    const head = baseline + (random() - 0.5) * r * 1.8;
    const arms: Person['arms'] = [];
    for (const side of [-1, 1] as const) {
      if (random() < armChance) {
        arms.push({
          side,
          hx: x + side * size * (1.2 + random() * 2.2),
          hy: head - size * (1.6 + random() * 2.6),
          phone: random() < phoneChance,
        });
      }
    }
    people.push({ x: x + (random() - 0.5) * r, head, r: size, w: size * (2.1 + random() * 0.6), arms });
  }
  return people;
}

/** Phone screens held up in the crowd: small bright rectangles, drawn after the silhouettes. */
function drawPhones(canvas: Canvas, people: Person[]) {
  for (const p of people) {
    for (const arm of p.arms) {
      if (!arm.phone) continue;
      const w = Math.max(2, p.r * 0.4);
      const h = Math.max(3, p.r * 0.7);
      const x = arm.hx - w / 2;
      const y = arm.hy - p.r * 0.3 - h;
      canvas.rect(x, y, x + w, y + h, [0.55, 0.7, 1], 0.45);
      canvas.disc(arm.hx, y + h / 2, p.r * 1.2, [0.5, 0.65, 1], 0.05, 0);
    }
  }
}

/** The bar's back shelf: rows of backlit bottles over a glowing counter, warm and dim. */
function drawBar(canvas: Canvas, random: () => number, x0: number, x1: number, counterY: number, glow: Rgb) {
  const { height } = canvas;
  const shelf = height * 0.06;
  canvas.rect(x0, counterY - shelf * 2.6, x1, counterY, glow, 0.025);
  for (let row = 0; row < 2; row++) {
    const base = counterY - shelf * row - shelf * 0.3;
    canvas.rect(x0, base, x1, base + 1.5, glow, 0.3);
    for (let x = x0 + random() * 6; x < x1 - 6; x += 5 + random() * 10) {
      const w = 2.5 + random() * 3.5;
      const h = shelf * (0.4 + random() * 0.4);
      const tint: Rgb =
        random() < 0.6 ? glow : [0.5 + random() * 0.5, 0.25 + random() * 0.4, 0.08 + random() * 0.2];
      const bright = 0.04 + random() ** 2 * 0.25;
      canvas.rect(x, base - h, x + w, base, tint, bright);
      canvas.rect(x + w * 0.3, base - h * 1.35, x + w * 0.7, base - h, tint, bright * 0.8);
    }
  }
  canvas.rect(x0, counterY, x1, counterY + 2, glow, 0.9);
  canvas.disc((x0 + x1) / 2, counterY - shelf, (x1 - x0) * 0.4, glow, 0.06, 0);
}

/** Bright parts spill into their surroundings, like light in a lens. */
function bloom(canvas: Canvas, strength: number) {
  const { width, height, light } = canvas;
  const f = 4;
  const sw = Math.ceil(width / f);
  const sh = Math.ceil(height / f);
  const small = new Float32Array(sw * sh * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const j = (Math.floor(y / f) * sw + Math.floor(x / f)) * 3;
      for (let c = 0; c < 3; c++) small[j + c]! += Math.max(0, light[i + c]! - 0.5) / (f * f);
    }
  }
  // Three box blurs make a soft, nearly Gaussian halo; each is a running sum, one add per pixel.
  const radius = 4;
  const scratch = new Float32Array(small.length);
  const line = new Float32Array(Math.max(sw, sh) * 3);
  for (let pass = 0; pass < 3; pass++) {
    for (const horizontal of [true, false]) {
      const n = horizontal ? sw : sh;
      const lines = horizontal ? sh : sw;
      const step = horizontal ? 3 : sw * 3;
      for (let l = 0; l < lines; l++) {
        const base = horizontal ? l * sw * 3 : l * 3;
        for (let k = 0; k < n; k++) {
          for (let c = 0; c < 3; c++) line[k * 3 + c] = small[base + k * step + c]!;
        }
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          for (let o = -radius; o <= radius; o++) sum += line[Math.min(n - 1, Math.max(0, o)) * 3 + c]!;
          for (let k = 0; k < n; k++) {
            scratch[base + k * step + c] = sum / (2 * radius + 1);
            sum += line[Math.min(n - 1, k + radius + 1) * 3 + c]! - line[Math.max(0, k - radius) * 3 + c]!;
          }
        }
      }
      small.set(scratch);
    }
  }
  for (let y = 0; y < height; y++) {
    const fy = Math.min(sh - 1.001, y / f);
    const iy = Math.floor(fy);
    const ty = fy - iy;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(sw - 1.001, x / f);
      const ix = Math.floor(fx);
      const tx = fx - ix;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const a = small[(iy * sw + ix) * 3 + c]!;
        const b = small[(iy * sw + ix + 1) * 3 + c]!;
        const d = small[((iy + 1) * sw + ix) * 3 + c]!;
        const e = small[((iy + 1) * sw + ix + 1) * 3 + c]!;
        light[i + c]! += strength * ((a * (1 - tx) + b * tx) * (1 - ty) + (d * (1 - tx) + e * tx) * ty);
      }
    }
  }
}

/** Film-like tone curve, vignette, sRGB, grain: the light becomes 8-bit pixels. */
function develop(canvas: Canvas, random: () => number, exposure: number): Buffer {
  const { width, height, light } = canvas;
  const pixels = new Uint8ClampedArray(width * height * 3);
  // The tone curve and sRGB encoding, looked up (steps of 1/4096: finer than 8 bits, even in the darks).
  const STEPS = 4096;
  const SIZE = 16 * STEPS;
  const lut = new Float32Array(SIZE + 1);
  for (let k = 0; k <= SIZE; k++) {
    const v = k / STEPS;
    const mapped = Math.min(1, (v * (2.51 * v + 0.03)) / (v * (2.43 * v + 0.59) + 0.14));
    lut[k] = (mapped <= 0.0031308 ? 12.92 * mapped : 1.055 * mapped ** (1 / 2.4) - 0.055) * 255;
  }
  let noise = Math.floor(random() * 0x7fffffff) | 1;
  for (let y = 0; y < height; y++) {
    const ny = y / height - 0.5;
    for (let x = 0; x < width; x++) {
      const nx = x / width - 0.5;
      const gain = exposure * (1 - 0.9 * (nx * nx + ny * ny * 1.3)) * STEPS;
      noise ^= noise << 13;
      noise ^= noise >>> 17;
      noise ^= noise << 5;
      // Film grain: the same for the three channels, fading out in the blacks.
      const grain = (noise / 2147483648) * 7;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = lut[Math.min(SIZE, (light[i + c]! * gain) | 0)]!;
        pixels[i + c] = v + 0.5 + (v > 8 ? grain : (grain * v) / 8);
      }
    }
  }
  return Buffer.from(pixels.buffer);
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A night picture for `seed` (a club's name): the same seed always makes the same picture. */
export function renderClubNightScene(
  seed: string,
  kind: SceneKind,
  options: { width?: number; height?: number; variant?: number } = {},
): Scene {
  const { width = 1200, height = 675 } = options;
  const random = seededRandom(hashText(`${kind}:${seed}`));
  const canvas = new Canvas(width, height);
  const haze = hazeField(random, width, height);
  // Neighbouring clubs (`variant` is the club's place in the list) get different colours.
  const palette = pick(random, CLUB_PALETTES);
  const colors = (
    options.variant === undefined ? palette : CLUB_PALETTES[options.variant % CLUB_PALETTES.length]!
  ).map((name) => NEON[name]!);
  const [main, second, third] = colors as [Rgb, Rgb, Rgb];
  const horizon = height * (kind === 'rooftop' ? 0.55 : 0.6 + random() * 0.1);
  const stageX = width * (0.3 + random() * 0.4);

  // The room: near black, hazy, lit from the stage.
  const { light } = canvas;
  const ambient: Rgb = kind === 'dinner' ? WARM : main;
  for (let y = 0; y < height; y++) {
    const lift = Math.exp(-(((y - horizon) / height) ** 2) * 6) * 0.05;
    for (let x = 0; x < width; x++) {
      const h = haze[y * width + x]!;
      const i = (y * width + x) * 3;
      light[i] = (0.006 + lift) * ambient[0] * (0.5 + h);
      light[i + 1] = (0.006 + lift) * ambient[1] * (0.5 + h);
      light[i + 2] = (0.01 + lift) * ambient[2] * (0.5 + h);
    }
  }

  if (kind === 'rooftop') {
    // Night sky over a skyline with lit windows, and strings of warm bulbs over the terrace.
    for (let y = 0; y < horizon; y++) {
      const t = y / horizon;
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        light[i]! += 0.01 + 0.08 * t * t * main[0];
        light[i + 1]! += 0.012 + 0.03 * t * t;
        light[i + 2]! += 0.04 + 0.1 * t * t;
      }
    }
    for (let s = 0; s < 90; s++)
      canvas.disc(random() * width, random() * horizon * 0.6, 0.8, [1, 1, 1], 0.3 * random(), 0);
    for (let x = -random() * 40; x < width; ) {
      const w = 30 + random() * 90;
      const h = height * (0.05 + random() * 0.3);
      const top = horizon - h;
      // The building is a dark shape: it blocks the sky's glow behind it.
      for (let y = Math.max(0, Math.floor(top)); y < horizon; y++) {
        for (let xx = Math.max(0, Math.floor(x)); xx < Math.min(width, x + w); xx++) {
          const i = (y * width + xx) * 3;
          light[i] = 0.004;
          light[i + 1] = 0.005;
          light[i + 2] = 0.01;
        }
      }
      for (let wy = top + 6; wy < horizon - 6; wy += 9) {
        for (let wx = x + 4; wx < x + w - 6; wx += 8) {
          if (random() < 0.3)
            canvas.rect(wx, wy, wx + 3, wy + 4, random() < 0.7 ? WARM : [0.7, 0.8, 1], 0.25 + random() * 0.4);
        }
      }
      x += w + random() * 10;
    }
    for (let string = 0; string < 2; string++) {
      const y0 = height * (0.08 + string * 0.12 + random() * 0.05);
      const sag = height * (0.06 + random() * 0.06);
      for (let k = 0; k <= 28; k++) {
        const t = k / 28;
        const x = t * width;
        const y = y0 + sag * 4 * t * (1 - t) + (random() - 0.5) * 2;
        canvas.disc(x, y, 3 + string * 2, WARM, 1.4, 0);
        canvas.disc(x, y, 1.5 + string, [1, 0.85, 0.6], 2.5, 0);
      }
    }
  } else {
    // A stage glow behind the crowd, sometimes an LED wall.
    canvas.disc(stageX, horizon, width * 0.35, main, 0.35, 0);
    canvas.disc(stageX + width * 0.15, horizon - height * 0.05, width * 0.2, second, 0.2, 0);
    if (kind === 'club' && random() < 0.6) {
      const w = width * (0.25 + random() * 0.2);
      const x0 = stageX - w / 2;
      const y0 = horizon - height * (0.25 + random() * 0.1);
      const pattern = random();
      for (let y = Math.floor(y0); y < horizon; y += 6) {
        for (let x = Math.floor(x0); x < x0 + w; x += 6) {
          const u = (x - x0) / w;
          const v = (y - y0) / (horizon - y0);
          const wave = 0.5 + 0.5 * Math.sin((u * 6 + v * 3 + pattern * 10) * Math.PI);
          const color = wave > 0.5 ? second : third;
          canvas.rect(x, y, x + 4, y + 4, color, 0.12 + 0.25 * wave * wave);
        }
      }
    }
  }

  // Beams: fixtures on the truss aim down into the room, and a fan rises from the stage.
  const beams: Beam[] = [];
  if (kind === 'club') {
    const fixtures = 3 + Math.floor(random() * 4);
    for (let k = 0; k < fixtures; k++) {
      const x = width * ((k + 0.5) / fixtures) + (random() - 0.5) * 40;
      const y = height * (0.02 + random() * 0.08);
      const color = pick(random, colors);
      for (const lean of [-1, 1]) {
        beams.push({
          x,
          y,
          angle: Math.PI / 2 + lean * (0.15 + random() * 0.5),
          spread: 0.015 + random() * 0.03,
          color,
          intensity: 0.5 + random() * 0.6,
          length: height * (0.6 + random() * 0.8),
        });
      }
      canvas.disc(x, y, 5, color, 3, 0);
      canvas.disc(x, y, 2.2, [1, 1, 1], 4, 0);
    }
    const fan = 4 + Math.floor(random() * 5);
    const fanColor = pick(random, colors);
    for (let k = 0; k < fan; k++) {
      beams.push({
        x: stageX + (k - fan / 2) * width * 0.03,
        y: horizon,
        angle: -Math.PI / 2 + (k / (fan - 1) - 0.5) * (1.2 + random() * 0.9),
        spread: 0.01 + random() * 0.015,
        color: fanColor,
        intensity: 0.6 + random() * 0.5,
        length: height * (0.5 + random() * 0.5),
      });
    }
  } else if (kind === 'dinner') {
    // Warm pendant lamps over the tables, each with its cone of light.
    const lamps = 3 + Math.floor(random() * 3);
    for (let k = 0; k < lamps; k++) {
      const x = width * ((k + 0.5) / lamps) + (random() - 0.5) * 60;
      const y = height * (0.15 + random() * 0.15);
      canvas.rect(x - 0.8, 0, x + 0.8, y, [0.2, 0.15, 0.1], 0.1);
      beams.push({
        x,
        y,
        angle: Math.PI / 2,
        spread: 0.45,
        color: WARM,
        intensity: 0.12,
        length: height * 0.5,
      });
      canvas.disc(x, y, 16, WARM, 1.2, 0);
      canvas.disc(x, y, 6, [1, 0.85, 0.6], 3, 0);
    }
    beams.push({
      x: stageX,
      y: 0,
      angle: Math.PI / 2 + (random() - 0.5) * 0.4,
      spread: 0.08,
      color: main,
      intensity: 0.35,
      length: height,
    });
  } else {
    for (let k = 0; k < 4; k++) {
      beams.push({
        x: width * (0.1 + random() * 0.8),
        y: horizon,
        angle: -Math.PI / 2 + (random() - 0.5) * 1.2,
        spread: 0.012,
        color: pick(random, colors),
        intensity: 0.5,
        length: height,
      });
    }
  }
  drawBeams(canvas, beams, haze);

  // Out-of-focus lights behind the crowd.
  const bokeh = kind === 'club' ? 25 + Math.floor(random() * 25) : 35 + Math.floor(random() * 20);
  for (let k = 0; k < bokeh; k++) {
    const warm = kind !== 'club' || random() < 0.25;
    const color = warm ? (random() < 0.5 ? WARM : CANDLE) : pick(random, colors);
    const size = random() ** 2;
    // Big discs are the lights nearest the lens: fainter, as their light spreads over more.
    canvas.disc(
      random() * width,
      height * 0.04 + random() * (horizon - height * 0.04),
      width * (0.005 + size * 0.03),
      color,
      (0.05 + random() * 0.3) * (1 - size * 0.7),
      1,
      0.6,
    );
  }

  // The bar, to one side (always at a dinner).
  if (kind === 'dinner' || (kind === 'club' && random() < 0.5)) {
    const left = random() < 0.5;
    const span = width * (0.28 + random() * 0.12);
    drawBar(
      canvas,
      random,
      left ? 0 : width - span,
      left ? span : width,
      horizon + height * 0.06,
      kind === 'club' ? pick(random, [WARM, second]) : WARM,
    );
  }

  bloom(canvas, 0.9);

  // The crowd, back to front: hazier and smaller further back.
  const unit = height / 675;
  const armChance = kind === 'club' ? 0.22 : kind === 'rooftop' ? 0.12 : 0.04;
  const span = height - horizon;
  const front = Math.max(horizon + 0.62 * span, height - 95 * unit);
  const rows: [number, number, number, number][] =
    kind === 'dinner'
      ? [
          [horizon + 0.08 * span, 12 * unit, 0.3, 4 * unit],
          [horizon + 0.45 * span, 24 * unit, 0.1, 5 * unit],
          [front, 44 * unit, 0.04, 6 * unit],
        ]
      : [
          [horizon + 0.04 * span, 10 * unit, 0.35, 3 * unit],
          [horizon + 0.22 * span, 16 * unit, 0.18, 4 * unit],
          [horizon + 0.48 * span, 26 * unit, 0.08, 5 * unit],
          [front, 46 * unit, 0.04, 6 * unit],
        ];
  if (kind === 'dinner') {
    // Candles on the tables between the rows of diners.
    for (let k = 0; k < 14; k++) {
      const x = random() * width;
      const y = horizon + height * (0.05 + random() * 0.25);
      canvas.disc(x, y, 10 * unit, CANDLE, 0.5, 0);
      canvas.disc(x, y, 2 * unit, [1, 0.8, 0.5], 3, 0);
    }
  }
  for (const [baseline, r, darkness, rim] of rows) {
    const people = crowdRow(random, width, baseline, r, armChance, kind === 'club' ? 0.2 : 0.1);
    drawCrowdRow(canvas, people, darkness, rim);
    drawPhones(canvas, people);
  }

  return { width, height, pixels: develop(canvas, random, kind === 'dinner' ? 1 : 1.15) };
}
