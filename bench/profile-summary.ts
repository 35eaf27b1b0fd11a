import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a server's CPU time went, from the `.cpuprofile` files `BENCH_NODE_ARGS='--cpu-prof
 * --cpu-prof-dir=<dir>'` leaves (decision 045): each sample's time is given to the first frame of
 * its stack, from the top, that belongs to a known part (a database driver, the HTTP stack, the
 * log, …), else to the frame it was sampled in. Usage: `node bench/profile-summary.ts <dir>`.
 */

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Libraries and layers, matched on the sampled frame first, then its callers (the innermost wins). */
const PARTS: [string, (frame: CallFrame) => boolean][] = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['log (pino, sonic-boom)', (f) => /node_modules\/(pino|sonic-boom|pino-std-serializers)\//.test(f.url)],
  ['PGlite (WebAssembly PostgreSQL)', (f) => f.url.includes('@electric-sql/pglite')],
  ['pg driver', (f) => /node_modules\/(pg|pg-protocol|pg-types|pg-pool)\//.test(f.url)],
  ['Drizzle', (f) => f.url.includes('drizzle-orm')],
  ['Zod', (f) => f.url.includes('node_modules/zod')],
  ['Fastify', (f) => /node_modules\/(fastify|@fastify|find-my-way|avvio|fast-json-stringify)/.test(f.url)],
  ['node:http, net, streams', (f) => /^node:(_http|http|net|stream|internal\/(http|net|stream))/.test(f.url)],
  ['app code (src/)', (f) => f.url.includes('/src/')],
  ['other node_modules', (f) => f.url.includes('node_modules')],
  ['Node internals', (f) => f.url.startsWith('node:')],
];

/** On whose behalf: the innermost app folder on the stack (a session read's driver time is the session's). */
const AREAS: [string, RegExp][] = [
  ['session read (src/server/auth)', /src\/server\/auth\//],
  ['idempotency', /src\/server\/idempotency\//],
  ['the join (src/server/guestlist)', /src\/server\/guestlist\//],
  ['clubs catalog', /src\/server\/clubs\//],
  ['request log (src/server/logging)', /src\/server\/logging\//],
  ['HTTP plumbing (src/server/http, metrics)', /src\/server\/(http|metrics)\//],
  ['other app code', /\/src\//],
];

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const seen = new Map<number, [string, string]>();
  const classify = (id: number): [string, string] => {
    const known = seen.get(id);
    if (known) return known;
    const stack: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      stack.push(byId.get(at)!.callFrame);
    const part = stack.map((f) => PARTS.find(([, matches]) => matches(f))?.[0]).find(Boolean);
    const area = stack.map((f) => AREAS.find(([, re]) => re.test(f.url))?.[0]).find(Boolean);
    const found: [string, string] = [
      part ?? 'other (native, program)',
      area ?? 'outside the app (Fastify, sockets, GC)',
    ];
    seen.set(id, found);
    return found;
  };
  const parts = new Map<string, number>();
  const areas = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const [part, area] = classify(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    parts.set(part, (parts.get(part) ?? 0) + ms);
    if (part !== 'idle') areas.set(area, (areas.get(area) ?? 0) + ms);
  });
  return { parts, areas };
}

function print(title: string, totals: Map<string, number>, busy: number) {
  console.log(`  ${title}`);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]))
    if (name !== 'idle')
      console.log(
        `    ${name.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${((100 * ms) / busy).toFixed(1).padStart(5)} %`,
      );
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node bench/profile-summary.ts <dir with .cpuprofile files>');
  process.exit(2);
}
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const { parts, areas } = summarise(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile);
  const busy = [...areas.values()].reduce((sum, ms) => sum + ms, 0);
  const idle = (parts.get('idle') ?? 0) / 1000;
  console.log(`\n${file}: ${(busy / 1000).toFixed(1)} s on the CPU, ${idle.toFixed(1)} s idle`);
  print('by library (innermost frame)', parts, busy);
  print('on behalf of (innermost app folder)', areas, busy);
}
