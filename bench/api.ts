import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { checkedFetch } from './http.ts';
import { type LoadResult, load } from './load.ts';
import { compressedSize } from './raw-get.ts';
import type { Fixture } from './seed.ts';
import { type RunningServer, type Settings, startServer } from './server-process.ts';
import { median, min } from './stats.ts';

const SECTION = 'API';
export const CONNECTIONS = 50;
export const CLUBS_RATIO_TARGET = 0.5;
/** A signed-in request should cost about one indexed query. */
export const SESSION_RATIO_TARGET = 0.25;
/** The listing of 1,000 clubs keeps its tail within twice that of 10. */
export const CLUBS_GROWTH_P99_TARGET = 2;

export interface LoadOptions {
  rounds: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

/** The routes the API section loads, checked first: a 404 or an empty list would measure nothing. */
export async function apiTargets(
  base: string,
  fixture: Fixture,
  expectedClubs: number,
  /** The default settings add the demo city, whose clubs may list too. */
  demoCity = false,
) {
  const clubs: Target = {
    label: 'GET /api/clubs',
    url: `${base}/api/clubs?date=${fixture.listDate}&gender=male&type=all`,
  };
  const session: Target = {
    label: 'GET /api/auth/session (signed in)',
    url: `${base}/api/auth/session`,
    headers: { cookie: fixture.members[0]!.cookie },
  };
  const clubsAnswer = await checkedFetch(clubs.url);
  const listed = (JSON.parse(clubsAnswer.body.toString()) as { clubs: unknown[] }).clubs.length;
  if (listed === 0 || (listed > expectedClubs && !demoCity))
    throw new Error(`GET ${clubs.url} listed ${listed} clubs of the ${expectedClubs} seeded`);
  // A paged listing answers fewer; say so, since the figure then covers one page.
  if (listed !== expectedClubs)
    console.log(`  GET /api/clubs lists ${listed} of ${expectedClubs} clubs per answer`);
  const sessionAnswer = await checkedFetch(session.url, { headers: session.headers });
  if (!(JSON.parse(sessionAnswer.body.toString()) as { user: unknown }).user)
    throw new Error(`GET ${session.url} did not answer a signed-in session`);
  return {
    clubs,
    session,
    bodies: {
      clubs: { contentType: clubsAnswer.response.headers.get('content-type')!, body: clubsAnswer.body },
      session: { contentType: sessionAnswer.response.headers.get('content-type')!, body: sessionAnswer.body },
    },
  };
}

/** `rounds` of each target in turn (A B A B …), so both meet the same machine. */
export async function interleave(targets: Target[], options: LoadOptions): Promise<LoadResult[][]> {
  const results: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    console.log(`  round ${round + 1}/${options.rounds}: ${targets.map((t) => t.label).join(', ')}…`);
    for (const [i, target] of targets.entries()) {
      results[i]!.push(
        await load({
          url: target.url,
          headers: target.headers,
          connections: CONNECTIONS,
          warmupSeconds: options.warmupSeconds,
          durationSeconds: options.durationSeconds,
        }),
      );
    }
  }
  return results;
}

export const rps = (runs: LoadResult[]) => runs.map((r) => r.requestsPerSecond);
export const p99s = (runs: LoadResult[]) => runs.map((r) => r.p99);

/** Per-round ratios of two interleaved series: each pair ran back to back on the same machine. */
export function ratios(a: number[], b: number[]): number[] {
  return a.map((value, i) => value / b[i]!);
}

function row(label: string, runs: LoadResult[]): string[] {
  return [
    label,
    rps(runs).map(fmtInt).join(' / '),
    fmtInt(median(rps(runs))),
    fmtInt(min(rps(runs))),
    fmtMs(median(p99s(runs))),
    fmtInt(median(runs.map((r) => r.bytesPerRequest))),
  ];
}

/**
 * The signed-in session route and the clubs listing against a bare Fastify server in another
 * process answering the very same bytes, interleaved round by round.
 */
export async function benchApi(
  engine: string,
  server: RunningServer,
  fixture: Fixture,
  clubCount: number,
  options: LoadOptions,
  settings: Settings = 'tuned',
): Promise<Figure[]> {
  const { clubs, session, bodies } = await apiTargets(server.url, fixture, clubCount, settings === 'default');
  const compressed = await compressedSize(clubs.url);
  const bare = await startServer(
    {},
    {
      script: 'bench/bare-server.ts',
      args: [
        JSON.stringify([
          {
            path: '/api/clubs',
            contentType: bodies.clubs.contentType,
            body: bodies.clubs.body.toString('base64'),
          },
          {
            path: '/api/auth/session',
            contentType: bodies.session.contentType,
            body: bodies.session.body.toString('base64'),
          },
        ]),
      ],
    },
  );
  let results: LoadResult[][];
  try {
    const bareClubs = { label: 'bare (clubs bytes)', url: `${bare.url}/api/clubs` };
    const bareSession = { label: 'bare (session bytes)', url: `${bare.url}/api/auth/session` };
    results = await interleave([clubs, bareClubs, session, bareSession], options);
  } finally {
    await bare.stop();
  }
  const [clubRuns, bareClubRuns, sessionRuns, bareSessionRuns] = results as [
    LoadResult[],
    LoadResult[],
    LoadResult[],
    LoadResult[],
  ];
  printTable(
    `API throughput on ${engine}, ${settings} settings (${CONNECTIONS} connections, ${options.rounds} interleaved rounds of ${options.durationSeconds} s, load from its own process)`,
    ['Route', 'Requests/s per round', 'median', 'min', 'p99 (median)', 'Bytes'],
    [
      row(clubs.label, clubRuns),
      row('bare route, same bytes', bareClubRuns),
      row(session.label, sessionRuns),
      row('bare route, same bytes', bareSessionRuns),
    ],
    [2, 3, 4, 5],
  );
  console.log(
    `  /api/clubs with Accept-Encoding: br, gzip: ${compressed.encoding}, ${fmtInt(compressed.bytes)} bytes (${fmtInt(bodies.clubs.body.length)} uncompressed)`,
  );
  const clubsRatios = ratios(rps(clubRuns), rps(bareClubRuns));
  const sessionRatios = ratios(rps(sessionRuns), rps(bareSessionRuns));
  const base = { section: SECTION, engine: `${engine}, ${settings}` };
  return [
    {
      ...base,
      name: 'session (signed in) requests/s',
      value: fmtInt(median(rps(sessionRuns))),
      baseline: `${fmtInt(median(rps(bareSessionRuns)))} bare`,
      ratio: `${fmtFixed(median(sessionRatios), 2)} (min ${fmtFixed(min(sessionRatios), 2)})`,
      target: `≥ ${SESSION_RATIO_TARGET}`,
      pass: median(sessionRatios) >= SESSION_RATIO_TARGET,
    },
    {
      ...base,
      name: 'session p99',
      value: fmtMs(median(p99s(sessionRuns))),
      baseline: fmtMs(median(p99s(bareSessionRuns))),
      ratio: fmtFixed(median(p99s(sessionRuns)) / median(p99s(bareSessionRuns)), 2),
    },
    {
      ...base,
      name: `clubs (${clubCount}) requests/s`,
      value: fmtInt(median(rps(clubRuns))),
      baseline: `${fmtInt(median(rps(bareClubRuns)))} bare`,
      ratio: `${fmtFixed(median(clubsRatios), 2)} (min ${fmtFixed(min(clubsRatios), 2)})`,
      target: `≥ ${CLUBS_RATIO_TARGET}`,
      pass: median(clubsRatios) >= CLUBS_RATIO_TARGET,
    },
    {
      ...base,
      name: `clubs (${clubCount}) p99`,
      value: fmtMs(median(p99s(clubRuns))),
      baseline: fmtMs(median(p99s(bareClubRuns))),
      ratio: fmtFixed(median(p99s(clubRuns)) / median(p99s(bareClubRuns)), 2),
    },
  ];
}

/** The listing of a city of 1,000 clubs against one of 10, two servers interleaved. */
export async function benchClubsGrowth(
  engine: string,
  small: { server: RunningServer; fixture: Fixture; clubs: number },
  large: { server: RunningServer; fixture: Fixture; clubs: number },
  options: LoadOptions,
): Promise<Figure[]> {
  const a = (await apiTargets(small.server.url, small.fixture, small.clubs)).clubs;
  const b = (await apiTargets(large.server.url, large.fixture, large.clubs)).clubs;
  const compressedSmall = await compressedSize(a.url);
  const compressedLarge = await compressedSize(b.url);
  const uncompressed = (await checkedFetch(b.url)).body.length;
  const [smallRuns, largeRuns] = (await interleave(
    [
      { ...a, label: `${small.clubs} clubs` },
      { ...b, label: `${large.clubs} clubs` },
    ],
    options,
  )) as [LoadResult[], LoadResult[]];
  printTable(
    `GET /api/clubs, ${small.clubs} → ${large.clubs} clubs on ${engine} (two servers, interleaved)`,
    ['City', 'Requests/s per round', 'median', 'min', 'p99 (median)', 'Bytes'],
    [row(`${small.clubs} clubs`, smallRuns), row(`${large.clubs} clubs`, largeRuns)],
    [2, 3, 4, 5],
  );
  const p99Ratio = median(p99s(largeRuns)) / median(p99s(smallRuns));
  const base = { section: 'Clubs growth', engine };
  const compressedOk = compressedLarge.encoding === 'br' || compressedLarge.encoding === 'gzip';
  return [
    {
      ...base,
      name: `clubs p99 at ${large.clubs} clubs`,
      value: fmtMs(median(p99s(largeRuns))),
      baseline: `${fmtMs(median(p99s(smallRuns)))} at ${small.clubs}`,
      ratio: fmtFixed(p99Ratio, 2),
      target: `≤ ${CLUBS_GROWTH_P99_TARGET}`,
      pass: p99Ratio <= CLUBS_GROWTH_P99_TARGET,
    },
    {
      ...base,
      name: `clubs requests/s at ${large.clubs} clubs`,
      value: fmtInt(median(rps(largeRuns))),
      baseline: `${fmtInt(median(rps(smallRuns)))} at ${small.clubs}`,
      ratio: fmtFixed(median(rps(largeRuns)) / median(rps(smallRuns)), 2),
    },
    {
      ...base,
      name: `clubs response at ${large.clubs} clubs (br, gzip accepted)`,
      value: `${compressedLarge.encoding} ${fmtInt(compressedLarge.bytes)} B`,
      baseline: `${fmtInt(uncompressed)} B plain`,
      ratio: fmtFixed(compressedLarge.bytes / uncompressed, 2),
      target: 'compressed',
      pass: compressedOk,
    },
    {
      ...base,
      name: `clubs response at ${small.clubs} clubs (br, gzip accepted)`,
      value: `${compressedSmall.encoding} ${fmtInt(compressedSmall.bytes)} B`,
    },
  ];
}
