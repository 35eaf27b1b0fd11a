import { interleave, type LoadOptions, p99s, ratios, rps } from './api.ts';
import { type Dataset, startApp } from './engine.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { adminWrite } from './http.ts';
import { COLD_P95_TARGET_MS, JOINS, joinMembers, joinNights } from './joins.ts';
import type { LoadResult } from './load.ts';
import { type Rush, rush } from './rush.ts';
import { SPOTS } from './seed.ts';
import { type RunningServer, startServer } from './server-process.ts';
import { TimedSse } from './sse.ts';
import { median, min, percentile } from './stats.ts';

const SECTION = 'Scale-out';
const LIVE_CHANGES = 40;
export const LIVE_P95_TARGET_MS = 50;

/** The empty nights this section rushes into, after the joins section's: warm and cold, 1 and 2 processes. */
export const scaleOutNights = (rounds: number) => rounds * 4 + 1;
/** A fresh 500 for every cold rush (sessions neither process has read), after the joins section's. */
export const scaleOutMembers = (rounds: number) => rounds * 2 * JOINS;

/**
 * Two server processes on one PostgreSQL behind a round-robin balancer (its own process) against one
 * process behind the same kind of balancer, interleaved; then live updates from one process to the other.
 */
export async function benchScaleOut(
  serverA: RunningServer,
  dataset: Dataset,
  rounds: number,
  load: LoadOptions,
): Promise<Figure[]> {
  const { fixture } = dataset;
  const started: RunningServer[] = [];
  try {
    const serverB = await startApp(dataset);
    started.push(serverB);
    const one = await startServer({}, { script: 'bench/balancer.ts', args: [serverA.url] });
    started.push(one);
    const two = await startServer({}, { script: 'bench/balancer.ts', args: [serverA.url, serverB.url] });
    started.push(two);

    const clubsPath = `/api/clubs?date=${fixture.listDate}&gender=male&type=all`;
    const [oneRuns, twoRuns] = (await interleave(
      [
        { label: '1 process', url: `${one.url}${clubsPath}` },
        { label: '2 processes', url: `${two.url}${clubsPath}` },
      ],
      load,
    )) as [LoadResult[], LoadResult[]];

    const nights = fixture.emptyDates.slice(joinNights(rounds));
    const cookies = fixture.members.slice(0, JOINS).map((m) => m.cookie);
    const oneRushes: Rush[] = [];
    const twoRushes: Rush[] = [];
    const oneCold: Rush[] = [];
    const twoCold: Rush[] = [];
    // Cold (issue 39, item 5): new connections and sessions neither process has read, as a list drop
    // meets a deployment of two processes; the p95 target is the single process's.
    const coldCrowd = (i: number) => {
      const first = joinMembers(rounds) + i * JOINS;
      const crowd = fixture.members.slice(first, first + JOINS).map((m) => m.cookie);
      if (crowd.length !== JOINS) throw new Error('too few members for the scale-out cold rushes');
      return crowd;
    };
    for (let round = 0; round < rounds; round++) {
      console.log(
        `  round ${round + 1}/${rounds}: ${JOINS} joins through 1 process, then through 2; then cold, 1 then 2…`,
      );
      const clubId = fixture.clubId;
      const night = (i: number) => nights[round * 4 + i]!;
      oneRushes.push(await rush({ base: one.url, clubId, date: night(0), cookies }, SPOTS));
      twoRushes.push(await rush({ base: two.url, clubId, date: night(1), cookies }, SPOTS));
      oneCold.push(
        await rush(
          { base: one.url, clubId, date: night(2), cookies: coldCrowd(round * 2), cold: true },
          SPOTS,
        ),
      );
      twoCold.push(
        await rush(
          { base: two.url, clubId, date: night(3), cookies: coldCrowd(round * 2 + 1), cold: true },
          SPOTS,
        ),
      );
    }

    const delays = await liveDelays(serverA, serverB, dataset, nights[rounds * 4]!);

    const clubRatios = ratios(rps(twoRuns), rps(oneRuns));
    const joinRatios = twoRushes.map((r, i) => r.perSecond / oneRushes[i]!.perSecond);
    const coldRatios = twoCold.map((r, i) => r.p95 / oneCold[i]!.p95);
    const coldTarget = COLD_P95_TARGET_MS.postgres;
    const joinsPerSecond = (runs: Rush[]) => runs.map((r) => r.perSecond);
    printTable(
      'Scale-out on postgres: 1 vs 2 server processes behind the same round-robin balancer (interleaved)',
      ['Load', '1 process per round', '2 processes per round', 'ratio median', 'ratio min'],
      [
        [
          'GET /api/clubs requests/s',
          rps(oneRuns).map(fmtInt).join(' / '),
          rps(twoRuns).map(fmtInt).join(' / '),
          fmtFixed(median(clubRatios), 2),
          fmtFixed(min(clubRatios), 2),
        ],
        [
          `${JOINS} joins at once, joins/s`,
          joinsPerSecond(oneRushes).map(fmtInt).join(' / '),
          joinsPerSecond(twoRushes).map(fmtInt).join(' / '),
          fmtFixed(median(joinRatios), 2),
          fmtFixed(min(joinRatios), 2),
        ],
        [
          `${JOINS} joins at once, cold, p95`,
          oneCold.map((r) => fmtMs(r.p95)).join(' / '),
          twoCold.map((r) => fmtMs(r.p95)).join(' / '),
          fmtFixed(median(coldRatios), 2),
          fmtFixed(min(coldRatios), 2),
        ],
      ],
      [3, 4],
    );
    const sorted = [...delays].sort((a, b) => a - b);
    console.log(
      `  live: ${delays.length} changes through process A, seen on a stream of process B: p50 ${fmtMs(percentile(sorted, 50))}, p95 ${fmtMs(percentile(sorted, 95))}, max ${fmtMs(sorted.at(-1)!)}`,
    );
    const base = { section: SECTION, engine: 'postgres' };
    return [
      {
        ...base,
        name: 'clubs requests/s, 2 processes',
        value: fmtInt(median(rps(twoRuns))),
        baseline: `${fmtInt(median(rps(oneRuns)))} 1 process`,
        ratio: `${fmtFixed(median(clubRatios), 2)} (min ${fmtFixed(min(clubRatios), 2)})`,
        target: '> 1',
        pass: median(clubRatios) > 1,
      },
      {
        ...base,
        name: 'clubs p99, 2 processes',
        value: fmtMs(median(p99s(twoRuns))),
        baseline: fmtMs(median(p99s(oneRuns))),
      },
      {
        ...base,
        name: 'joins/s, 2 processes',
        value: fmtInt(median(joinsPerSecond(twoRushes))),
        baseline: `${fmtInt(median(joinsPerSecond(oneRushes)))} 1 process`,
        ratio: `${fmtFixed(median(joinRatios), 2)} (min ${fmtFixed(min(joinRatios), 2)})`,
        target: '> 1',
        pass: median(joinRatios) > 1,
      },
      {
        ...base,
        name: 'join p95 (empty night, cold), 2 processes',
        value: fmtMs(median(twoCold.map((r) => r.p95))),
        baseline: `${fmtMs(median(oneCold.map((r) => r.p95)))} 1 process`,
        ratio: `${fmtFixed(median(coldRatios), 2)} (min ${fmtFixed(min(coldRatios), 2)})`,
        target: `≤ ${coldTarget} ms`,
        pass: median(twoCold.map((r) => r.p95)) <= coldTarget,
      },
      {
        ...base,
        name: 'live update A → stream on B, p95',
        value: fmtMs(percentile(sorted, 95)),
        baseline: `p50 ${fmtMs(percentile(sorted, 50))}`,
        target: `≤ ${LIVE_P95_TARGET_MS} ms`,
        pass: percentile(sorted, 95) <= LIVE_P95_TARGET_MS,
      },
    ];
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

/**
 * An admin changes a night's places through process A; a browser's stream on process B must show it.
 * The delay runs from sending the change to the event's arrival, so it includes A's own request.
 */
async function liveDelays(
  a: RunningServer,
  b: RunningServer,
  dataset: Dataset,
  date: string,
): Promise<number[]> {
  const { clubId, admin } = dataset.fixture;
  const stream = await TimedSse.connect(`${b.url}/api/live`);
  const delays: number[] = [];
  try {
    for (let i = 0; i < LIVE_CHANGES + 3; i++) {
      const since = stream.messages.length;
      const sent = performance.now();
      const arrived = stream.waitFor(
        since,
        (event, data) => event === 'guestlist-dates' && data.includes(date),
      );
      await adminWrite(a.url, 'PUT', `/api/admin/clubs/${clubId}/dates/${date}`, admin.cookie, {
        capacityFemale: 0,
        // Never the value it has: an unchanged capacity writes nothing, and announces nothing.
        capacityMale: SPOTS + 1 + (i % 2),
      });
      const delay = (await arrived) - sent;
      // The first few warm both processes up.
      if (i >= 3) delays.push(delay);
    }
  } finally {
    stream.close();
  }
  return delays;
}
