import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/client.ts';
import { insertDemoData } from '../src/server/db/demo-data.ts';
import { createMembers } from '../src/server/testing/members.ts';
import { defaultEventDate, todayIn } from '../src/shared/dates.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { webDistDir } from './paths.ts';

const CONNECTIONS = 50;
const SECTION = 'API';
export const THROUGHPUT_RATIO_TARGET = 0.5;
/** Issue 16: a signed-in request should cost about one indexed query. */
export const SESSION_RATIO_TARGET = 0.25;

export interface ApiOptions {
  durationSeconds: number;
  warmupSeconds: number;
}

/**
 * Throughput of the real clubs endpoint against a bare route on the same Fastify instance: the
 * ratio says how much the endpoint itself costs, independent of how fast this machine is.
 */
export async function benchApi(options: ApiOptions): Promise<Figure[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nightlist-bench-api-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    // Production settings, with the SMS stand-in: the benchmark sends no messages.
    AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
    SMS_PROVIDER: 'console',
    ALLOW_CONSOLE_SMS: 'on',
    EMAIL_PROVIDER: 'console',
    ALLOW_CONSOLE_EMAIL: 'on',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
  });
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    const today = todayIn(new Date(), config.DEFAULT_TIME_ZONE);
    await insertDemoData(database.db, { timeZone: config.DEFAULT_TIME_ZONE, today });
    const app = await buildApp({
      config,
      database,
      logger: pino({ level: 'silent' }),
      rateLimitPerMinute: 1e9,
    });
    try {
      // Same plugins and hooks as the real routes, no work: the baseline the clubs route is compared with.
      app.get('/bench/bare', async () => ({ ok: true }));
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const base = `http://127.0.0.1:${port}`;
      // The date the home page asks for by default.
      const date = defaultEventDate(today);
      const clubsUrl = `${base}/api/clubs?date=${date}&gender=female&type=all`;
      await checkClubsResponse(clubsUrl);
      // A signed-in member asking who they are: what every page load does first.
      const [member] = await createMembers(database.db, 1);
      const sessionUrl = `${base}/api/auth/session`;
      await checkSessionResponse(sessionUrl, member!.cookie);

      const clubs = await load('clubs', clubsUrl, options);
      const bare = await load('bare', `${base}/bench/bare`, options);
      const session = await load('session', sessionUrl, options, { cookie: member!.cookie });
      return report({ clubs, bare, session }, date, options);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A benchmark of 404s or empty lists would measure the wrong thing: fail loudly instead. */
async function checkClubsResponse(url: string): Promise<void> {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  const { clubs } = JSON.parse(body) as { clubs: unknown[] };
  if (clubs.length === 0) throw new Error(`GET ${url} listed no clubs: the demo data did not load.`);
  console.log(`  clubs response: ${clubs.length} clubs, ${fmtInt(body.length)} bytes`);
}

async function checkSessionResponse(url: string, cookie: string): Promise<void> {
  const response = await fetch(url, { headers: { cookie } });
  const body = (await response.json()) as { user: unknown };
  if (!response.ok || !body.user) throw new Error(`GET ${url} did not answer a signed-in session`);
}

async function load(
  label: string,
  url: string,
  options: ApiOptions,
  headers: Record<string, string> = {},
): Promise<Result> {
  // One worker thread sends the load, so autocannon does not compete with Fastify for the server's event loop.
  const common = { url, connections: CONNECTIONS, workers: 1, headers };
  console.log(`  ${label}: warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s…`);
  await autocannon({ ...common, duration: options.warmupSeconds });
  const result = await autocannon({ ...common, duration: options.durationSeconds });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    console.warn(
      `  ! ${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts (figures are suspect)`,
    );
  }
  return result;
}

function row(route: string, result: Result): string[] {
  return [
    route,
    fmtInt(result.requests.average),
    fmtMs(result.latency.p50),
    fmtMs(result.latency.p99),
    fmtInt(result.requests.total),
  ];
}

function report(
  { clubs, bare, session }: { clubs: Result; bare: Result; session: Result },
  date: string,
  options: ApiOptions,
): Figure[] {
  const ratio = clubs.requests.average / bare.requests.average;
  const p99Ratio = clubs.latency.p99 / bare.latency.p99;
  const sessionRatio = session.requests.average / bare.requests.average;
  printTable(
    `API throughput (${CONNECTIONS} connections, ${options.durationSeconds} s each, clubs date ${date})`,
    ['Route', 'Requests/s', 'p50', 'p99', 'Requests'],
    [
      row('GET /api/clubs', clubs),
      row('GET /api/auth/session (signed in)', session),
      row('GET /bench/bare', bare),
    ],
    [1, 2, 3, 4],
  );
  return [
    { section: SECTION, name: 'clubs requests/s', value: fmtInt(clubs.requests.average) },
    { section: SECTION, name: 'bare requests/s', value: fmtInt(bare.requests.average) },
    {
      section: SECTION,
      name: 'throughput ratio clubs/bare',
      value: fmtFixed(ratio, 2),
      target: `≥ ${fmtFixed(THROUGHPUT_RATIO_TARGET, 2)}`,
      pass: ratio >= THROUGHPUT_RATIO_TARGET,
    },
    { section: SECTION, name: 'clubs p99 latency', value: fmtMs(clubs.latency.p99) },
    { section: SECTION, name: 'bare p99 latency', value: fmtMs(bare.latency.p99) },
    { section: SECTION, name: 'p99 ratio clubs/bare', value: fmtFixed(p99Ratio, 2) },
    { section: SECTION, name: 'session (signed in) requests/s', value: fmtInt(session.requests.average) },
    {
      section: SECTION,
      name: 'throughput ratio session/bare',
      value: fmtFixed(sessionRatio, 2),
      target: `≥ ${fmtFixed(SESSION_RATIO_TARGET, 2)}`,
      pass: sessionRatio >= SESSION_RATIO_TARGET,
    },
  ];
}
