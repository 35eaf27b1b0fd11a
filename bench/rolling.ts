import net from 'node:net';
import pg from 'pg';
import type { Member } from '../src/server/testing/members.ts';
import { runChild } from './child.ts';
import { type Engine, prepareDataset } from './engine.ts';
import type { Figure } from './format.ts';
import { type Run, report } from './rolling-report.ts';
import { newVersion } from './rolling-version.ts';
import { benchServerEnv, type RunningServer, startServer } from './server-process.ts';
import { percentile } from './stats.ts';

const MEMBERS = 400;
const STREAMS = 20;
const READERS = 4;
const READER_PAUSE_MS = 20;
const MARKER_EVERY_MS = 1_000;
/** The server's drain window (SHUTDOWN_DRAIN_SECONDS) and the balancer's health-check interval. */
const DRAIN_SECONDS = 5;
const HEALTH_INTERVAL_MS = 250;
/** After a new process answers ready: the balancer's next checks, before the next process stops. */
const SETTLE_MS = 1_000 + 2 * HEALTH_INTERVAL_MS;

export interface RollingLoadInput {
  base: string;
  clubId: string;
  night: string;
  listDate: string;
  members: Member[];
  admin: Member;
  /** The most it runs; the orchestrator stops it earlier with a 'stop' message. */
  durationMs: number;
  /** The members' joins are spread evenly over this. */
  joinSpreadMs: number;
  readers: number;
  readerPauseMs: number;
  streams: number;
  markerDates: string[];
  markerEveryMs: number;
  markerCapacity: number;
}

export interface RollingLoadOutput {
  seconds: number;
  requests: number;
  failed: number;
  failures: string[];
  latencies: number[];
  /** Members whose join answered 201. */
  acknowledged: string[];
  markers: number;
  streams: number;
  reconnects: number;
  reconnectsRefused: number;
  resyncs: number;
  missed: number;
}

/** Load before the first process stops and after the last one is back. */
const LEAD_MS = 3_000;
/** A run lasts as long as its restart, at most this. */
const MAX_RUN_MS = 120_000;
const JOIN_SPREAD_MS = 20_000;
const markersPerRun = () => Math.ceil(MAX_RUN_MS / MARKER_EVERY_MS) + 1;
/**
 * Empty nights: one per run (its joins), and the marker nights, which every run changes again (to a
 * capacity the run before did not set: each change is an event).
 */
const nightsNeeded = (rounds: number) => rounds * 2 + markersPerRun();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Two server processes on PostgreSQL behind the balancer (health checks on readiness, redispatch of
 * refused connections), under a list-drop load from a third process; each round restarts both, one
 * after the other, onto a new version that carries an expand-only migration, and runs the same
 * load without a restart (interleaved). Every request must succeed, every acknowledged join must be
 * in the database, and every live stream must see every change (or a resync after it).
 */
export async function benchRolling(engine: Engine, rounds: number): Promise<Figure[]> {
  const dataset = await prepareDataset(engine, 'rolling', {
    clubs: 3,
    bigNight: 0,
    emptyNights: nightsNeeded(rounds),
    sqlNights: 0,
    members: MEMBERS,
    sqlUsers: 0,
  });
  const { fixture } = dataset;
  const databaseUrl = dataset.databaseUrl!;
  const ports = [await freePort(), await freePort()];
  const env = (port: number) =>
    benchServerEnv({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    });
  const slots: { port: number; server: RunningServer }[] = [];
  let balancer: RunningServer | undefined;
  let balancerOutput = '';
  const runs: { restart: Run; steady: Run }[] = [];
  const exits: (number | null)[] = [];
  try {
    for (const port of ports) slots.push({ port, server: await startServer(env(port)) });
    balancer = await startServer(
      {},
      {
        script: 'bench/balancer.ts',
        args: [
          '--http',
          '--health=/api/health/ready',
          `--interval=${HEALTH_INTERVAL_MS}`,
          ...ports.map((port) => `http://127.0.0.1:${port}`),
        ],
        onOutput: (text) => {
          balancerOutput += text;
        },
      },
    );
    const base = balancer.url;
    const markerDates = fixture.emptyDates.slice(0, markersPerRun());
    const nights = fixture.emptyDates.slice(markersPerRun());
    let nextNight = 0;
    const load = (durationMs: number) => {
      const night = nights[nextNight++]!;
      let stop = () => {};
      const input: RollingLoadInput = {
        base,
        clubId: fixture.clubId,
        night,
        listDate: fixture.listDate,
        members: fixture.members,
        admin: fixture.admin,
        durationMs,
        joinSpreadMs: JOIN_SPREAD_MS,
        readers: READERS,
        readerPauseMs: READER_PAUSE_MS,
        streams: STREAMS,
        markerDates,
        markerEveryMs: MARKER_EVERY_MS,
        // A capacity no run set before: every change is an event, even where an earlier run's failed.
        markerCapacity: 200 + nextNight,
      };
      const done = runChild<RollingLoadOutput>('rolling-load-child.ts', input, undefined, (child) => {
        stop = () => child.send('stop');
      }).then((out) => ({ ...out, night }));
      // Awaited by the caller; a load that fails meanwhile must not end the whole benchmark unhandled.
      done.catch(() => {});
      return { done, stop: () => stop() };
    };
    /** How long the last run with a restart lasted: the run without one lasts as long. */
    let runMs = MAX_RUN_MS;

    for (let round = 0; round < rounds; round++) {
      const script = await newVersion(engine, round + 1);
      const restartRun = async () => {
        const runStarted = performance.now();
        const loading = load(MAX_RUN_MS);
        await delay(LEAD_MS);
        const started = performance.now();
        const steps: string[] = [];
        for (const slot of slots) {
          const stopping = performance.now();
          await slot.server.stop();
          exits.push(await slot.server.exited);
          const stopped = performance.now();
          slot.server = await startServer(env(slot.port), { script });
          const listening = performance.now();
          await waitReady(`http://127.0.0.1:${slot.port}`);
          steps.push(
            `:${slot.port} drained and exited in ${seconds(stopped - stopping)}, new one listening in ${seconds(listening - stopped)}, ready ${seconds(performance.now() - listening)} later`,
          );
          await delay(SETTLE_MS);
        }
        const restartSeconds = (performance.now() - started) / 1000;
        console.log(`    restart: ${steps.join('; ')}`);
        await delay(LEAD_MS);
        loading.stop();
        const out = await loading.done;
        runMs = performance.now() - runStarted;
        return { ...(await check(databaseUrl, fixture.clubId, out)), restartSeconds };
      };
      const steadyRun = async () => {
        const loading = load(runMs);
        return check(databaseUrl, fixture.clubId, await loading.done);
      };
      console.log(`  round ${round + 1}/${rounds}: load with a rolling restart, and as long without…`);
      // Alternate which goes first, so neither always meets a warmer (or more loaded) machine.
      let restart: Run;
      let steady: Run;
      if (round % 2 === 0) {
        restart = await restartRun();
        steady = await steadyRun();
      } else {
        steady = await steadyRun();
        restart = await restartRun();
      }
      runs.push({ restart, steady });
    }
  } finally {
    await balancer?.stop();
    for (const slot of slots) await slot.server.stop();
  }
  return report(runs, exits, /balancer: (.*)/.exec(balancerOutput)?.[1] ?? '{}', {
    members: MEMBERS,
    streams: STREAMS,
  });
}

/** Which acknowledged joins the database lacks, and which rows of the night nobody was told about. */
async function check(
  databaseUrl: string,
  clubId: string,
  out: RollingLoadOutput & { night: string },
): Promise<Run> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string }>(
      'select user_id from guestlist_entries where club_id = $1 and date = $2',
      [clubId, out.night],
    );
    const inDatabase = new Set(rows.map((row) => row.user_id));
    const acknowledged = new Set(out.acknowledged);
    return {
      ...out,
      lost: out.acknowledged.filter((id) => !inDatabase.has(id)).length,
      unacknowledgedRows: [...inDatabase].filter((id) => !acknowledged.has(id)).length,
      p99: percentile(out.latencies, 99),
    };
  } finally {
    await client.end();
  }
}

async function waitReady(url: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await delay(100);
  }
  throw new Error(`${url} was not ready within 60 s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
