import pg from 'pg';
import { runChild } from './child.ts';
import type { DownloadInput, DownloadOutput } from './download-child.ts';
import { type Engine, prepareDataset, startApp } from './engine.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { JOINS } from './joins.ts';
import type { RushInput, RushOutput } from './rush.ts';
import { SPOTS } from './seed.ts';
import type { RunningServer } from './server-process.ts';
import { median, percentile } from './stats.ts';

const SECTION = 'Read replica';

interface Join {
  p95: number;
  perSecond: number;
  /** Joins answered other than 201 (a 503 when no pool connection came within 5 s). */
  failed: number;
}

interface Run {
  where: 'primary alone' | 'with replica';
  join: Join;
  exportSeconds: number;
  /** Why the download broke off, if it did (the server closes a socket idle for 30 s). */
  exportError?: string;
  /** The export was still downloading when the last join answered. */
  overlapped: boolean;
}

/** Waits until the server's readiness says its replica is in use again (a minute at most). */
async function replicaInUse(base: string): Promise<void> {
  let state: string | undefined;
  for (let tries = 0; tries < 600; tries++) {
    const ready = (await (await fetch(`${base}/api/health/ready`)).json()) as { replica?: string };
    state = ready.replica;
    if (state === 'in-use') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the replica is ${state}, not in use, a minute after it caught up`);
}

/** Waits until the export's sort (its DECLARE … CURSOR) runs on the server at `url`. */
async function exportRunningOn(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let tries = 0; tries < 3_000; tries++) {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = $1 and state = 'active' and query ilike 'declare%cursor%'`,
        [database],
      );
      if (rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(
      `the export never ran on ${new URL(url).port === '' ? url : `port ${new URL(url).port}`}`,
    );
  } finally {
    await client.end();
  }
}

/**
 * The rush of bench/rush.ts, but a join that fails is counted, not fatal: under an export on the
 * primary, joins can wait past the pool's 5 s and answer 503, which is what this section is about.
 * An oversold list still fails the section.
 */
async function joinRush(input: RushInput, spots: number): Promise<Join> {
  const out = await runChild<RushOutput>('rush-child.ts', input);
  if (out.confirmed > spots) throw new Error(`${out.confirmed} confirmed for ${spots} places: oversold`);
  const joins = input.cookies.length;
  const sorted = [...out.latencies].sort((a, b) => a - b);
  return {
    p95: percentile(sorted, 95),
    perSecond: joins / out.seconds,
    failed: joins - (out.statuses['201'] ?? 0),
  };
}

/**
 * 500 joins into an empty night, on a server of their own, while an admin downloads the
 * `parties`-party night's CSV from a server whose exports read the primary or from one whose
 * exports read a streaming replica (decision 048), interleaved. The rush starts once the export's
 * sort runs on the database it reads. Three server processes on one PostgreSQL, as behind a balancer.
 */
export async function benchReplica(engine: Engine, rounds: number, parties: number): Promise<Figure[]> {
  const postgres = engine.postgres;
  if (!postgres) return [];
  const replica = await postgres.startReplica();
  if (!replica) {
    console.log('  skipped: DATABASE_URL is given without DATABASE_REPLICA_URL');
    return [];
  }
  const servers: RunningServer[] = [];
  try {
    const dataset = await prepareDataset(engine, 'replica', {
      clubs: 1,
      bigNight: parties,
      emptyNights: 2 * rounds,
      sqlNights: 0,
      members: JOINS,
      sqlUsers: 0,
    });
    const name = new URL(dataset.databaseUrl!).pathname.slice(1);
    const replicaUrl = replica.databaseUrl(name);
    const started = performance.now();
    await replica.caughtUp();
    console.log(
      `  the replica replayed the seeding ${fmtFixed((performance.now() - started) / 1000, 1)} s later`,
    );
    // The joins go to a server of their own, the same on both sides: the only difference is where
    // the export's database work runs, not which process formats its CSV.
    const joins = await startApp(dataset);
    servers.push(joins);
    const alone = await startApp(dataset);
    servers.push(alone);
    const withReplica = await startApp(dataset, { DATABASE_REPLICA_URL: replicaUrl });
    servers.push(withReplica);
    const { fixture } = dataset;
    const crowd = fixture.members.slice(0, JOINS).map((m) => m.cookie);
    const runs: Run[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ([alone, withReplica] as const) : ([withReplica, alone] as const);
      for (const [i, server] of order.entries()) {
        const onReplica = server === withReplica;
        const where = onReplica ? 'with replica' : 'primary alone';
        if (onReplica) {
          await replica.caughtUp();
          // The server's own measure (once a second) must have seen it too: a long export on the
          // replica can hold replay back (max_standby_streaming_delay) and leave it lagging a while.
          await replicaInUse(server.url);
        }
        const date = fixture.emptyDates[round * 2 + i]!;
        console.log(
          `  round ${round + 1}/${rounds}, ${where}: ${JOINS} joins while ${fmtInt(parties)} parties export…`,
        );
        let downloading = true;
        const download = runChild<DownloadOutput>('download-child.ts', {
          url: `${server.url}/api/admin/export?clubId=${fixture.clubId}&from=${fixture.bigDate}&to=${fixture.bigDate}&format=csv`,
          cookie: fixture.admin.cookie,
          format: 'csv',
        } satisfies DownloadInput).finally(() => {
          downloading = false;
        });
        // A section that fails leaves no download behind to reject unheard.
        download.catch(() => {});
        await exportRunningOn(onReplica ? replicaUrl : dataset.databaseUrl!, name);
        const join = await joinRush({ base: joins.url, clubId: fixture.clubId, date, cookies: crowd }, SPOTS);
        const overlapped = downloading;
        // A download cut off is reported, not fatal: the joins' figure was taken while it ran.
        const out = await download.catch((error: Error) => error);
        if (out instanceof Error) {
          console.log(`  ! the export broke off: ${out.message}`);
          runs.push({ where, join, exportSeconds: Number.NaN, exportError: out.message, overlapped });
          continue;
        }
        if (out.status !== 200 || out.rows !== parties)
          throw new Error(`the export answered ${out.status} with ${out.rows} rows, not ${parties}`);
        runs.push({ where, join, exportSeconds: out.seconds, overlapped });
      }
    }
    return replicaFigures(runs, parties);
  } finally {
    for (const server of servers) await server.stop();
    await replica.stop();
  }
}

function replicaFigures(runs: Run[], parties: number): Figure[] {
  printTable(
    `Joins during a ${fmtInt(parties)}-party export (PostgreSQL)`,
    ['exports read', 'join p95', 'joins/s', 'failed joins', 'export', 'overlapped'],
    runs.map((run) => [
      run.where,
      fmtMs(run.join.p95),
      fmtInt(run.join.perSecond),
      fmtInt(run.join.failed),
      run.exportError ? 'broke off' : `${fmtFixed(run.exportSeconds, 1)} s`,
      run.overlapped ? 'yes' : 'no',
    ]),
    [1, 2, 3, 4],
  );
  const of = (where: Run['where']) => runs.filter((run) => run.where === where);
  const p95 = (where: Run['where']) => median(of(where).map((run) => run.join.p95));
  const exportSeconds = (where: Run['where']) =>
    median(of(where).flatMap((run) => (run.exportError ? [] : [run.exportSeconds])));
  const brokeOff = (where: Run['where']) => of(where).filter((run) => run.exportError).length;
  const label = `${fmtInt(parties)}-party CSV export running`;
  const ratio = p95('with replica') / p95('primary alone');
  return [
    {
      section: SECTION,
      engine: 'postgres',
      name: `join p95, ${label}, exports on the replica`,
      value: fmtMs(p95('with replica')),
      baseline: `${fmtMs(p95('primary alone'))} with the export on the primary`,
      ratio: fmtFixed(ratio, 2),
    },
    {
      section: SECTION,
      engine: 'postgres',
      name: 'export time, replica ÷ primary',
      value: `${fmtFixed(exportSeconds('with replica'), 1)} s`,
      baseline: `${fmtFixed(exportSeconds('primary alone'), 1)} s`,
      ratio: fmtFixed(exportSeconds('with replica') / exportSeconds('primary alone'), 2),
    },
    {
      section: SECTION,
      engine: 'postgres',
      name: 'exports that broke off, on the replica',
      value: fmtInt(brokeOff('with replica')),
      baseline: `${fmtInt(brokeOff('primary alone'))} on the primary`,
    },
    {
      section: SECTION,
      engine: 'postgres',
      name: 'failed joins (503), exports on the replica',
      value: fmtInt(of('with replica').reduce((sum, run) => sum + run.join.failed, 0)),
      baseline: `${fmtInt(of('primary alone').reduce((sum, run) => sum + run.join.failed, 0))} with the export on the primary`,
    },
    {
      section: SECTION,
      engine: 'postgres',
      name: 'rushes whose last join answered while their export still ran',
      value: `${runs.filter((run) => run.overlapped).length} of ${runs.length}`,
    },
  ];
}
