import { runChild } from './child.ts';
import { type Engine, tempDir } from './engine.ts';
import { type Figure, fmtInt, fmtMs, printTable } from './format.ts';
import type { GuestBookFixture, GuestBookSeedInput } from './guest-book-seed-child.ts';
import { checkedFetch } from './http.ts';
import { benchServerEnv, startServer } from './server-process.ts';
import { median, percentile } from './stats.ts';

const SECTION = 'Guest book';
/** Each read's target at 1,000,000 guest profiles (issue 36). */
const TARGET_MS = 300;
/** Requests per read per round. */
const REQUESTS = 20;

const READS = [
  ['first page (newest first)', ''],
  ['a name search (a surname and a first digit: 1% of the book)', 'q=kowalski 1'],
  ['a phone search (area code and 4 digits)', 'q=3000012'],
  ['a filter (regulars)', 'filter=regulars'],
  ['a filter (no-show prone)', 'filter=no_show_prone'],
  ['top spenders by spend', 'filter=top_spenders&sort=spend'],
] as const;

/**
 * The guest book of a venue with `guests` profiles: the first read folds last night in (its
 * parties, half arrived), then the list's first page, a name search and filters, each sent
 * REQUESTS times per round, the reads interleaved round by round, one at a time from this process
 * to the server in its own.
 */
export async function benchGuestBook(engine: Engine, rounds: number, quick: boolean): Promise<Figure[]> {
  const guests = quick ? 200_000 : 1_000_000;
  const lastNight = quick ? 20_000 : 100_000;
  const input: GuestBookSeedInput = { guests, lastNight };
  if (engine.postgres) input.databaseUrl = await engine.postgres.createDatabase('bench_guest_book');
  else input.dataDir = await tempDir(engine, 'guest-book');
  const started = performance.now();
  const fixture = await runChild<GuestBookFixture>('guest-book-seed-child.ts', input);
  console.log(
    `  seeded ${fmtInt(guests)} guest profiles on ${engine.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startServer(
    benchServerEnv(input.databaseUrl ? { DATABASE_URL: input.databaseUrl } : { DATA_DIR: input.dataDir! }),
  );
  const times = new Map<string, number[]>(READS.map(([name]) => [name, []]));
  let foldMs = 0;
  try {
    const get = async (query: string) => {
      const url = `${server.url}/api/admin/guest-book?venueId=${fixture.venueId}${query ? `&${query}` : ''}`;
      const { body, ms } = await checkedFetch(url, { headers: { cookie: fixture.admin.cookie } });
      const page = JSON.parse(body.toString()) as { guests: unknown[] };
      if (page.guests.length === 0) throw new Error(`GET ${url} listed nobody`);
      return ms;
    };
    foldMs = await get('');
    for (let round = 0; round < rounds; round++)
      for (const [name, query] of READS)
        for (let i = 0; i < REQUESTS; i++) times.get(name)!.push(await get(query));
  } finally {
    await server.stop();
  }
  const base = { section: SECTION, engine: engine.name };
  const rows: string[][] = [];
  const figures: Figure[] = [
    {
      ...base,
      name: `first read after a night of ${fmtInt(lastNight)} parties (folds it in)`,
      value: fmtMs(foldMs),
    },
  ];
  for (const [name] of READS) {
    const sorted = [...times.get(name)!].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    rows.push([name, fmtMs(median(sorted)), fmtMs(p95), fmtMs(sorted.at(-1)!)]);
    figures.push({
      ...base,
      name: `${name}, p95 at ${fmtInt(guests)} guests`,
      value: fmtMs(p95),
      target: `≤ ${TARGET_MS} ms`,
      pass: p95 <= TARGET_MS,
    });
  }
  printTable(
    `The guest book on ${engine.name}: ${fmtInt(guests)} guest profiles, ${rounds} rounds of ${REQUESTS} requests per read; the fold of ${fmtInt(lastNight)} parties took ${fmtMs(foldMs)}`,
    ['Read', 'Median', 'p95', 'Max'],
    rows,
    [1, 2, 3],
  );
  return figures;
}
