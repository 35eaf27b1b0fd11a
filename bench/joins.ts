import type { Dataset } from './engine.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { adminWrite, nightCounts } from './http.ts';
import { type Rush, rush } from './rush.ts';
import { SPOTS } from './seed.ts';
import type { RunningServer, Settings } from './server-process.ts';
import { sqlRush, startSqlJoins } from './sql-joins.ts';
import { median, min } from './stats.ts';

const SECTION = 'Joins';
export const JOINS = 500;
/** Joins into the big night must run at least this fraction of the rate into an empty one. */
const GROWTH_TARGET = 0.8;
/** The app's joins against the same rows written straight through the driver. */
const SQL_RATIO_TARGET = 0.3;
const P95_TARGET_MS = { postgres: 1_000, pglite: 2_000 } as const;
/** The cold rush (issue 39, items 3 and 5): within twice the single writer's floor on PostgreSQL. */
export const COLD_P95_TARGET_MS = { postgres: 500, pglite: 2_000 } as const;
/** Settings the joins run with, each in its own server: as `npm start` runs, and tuned for load. */
export const SETTINGS: Settings[] = ['tuned', 'default'];

/**
 * The empty nights the joins use: a warm and a cold rush per round, for each of the settings. The
 * members: the warm crowd (the same 500 every round), then a fresh 500 for every big-night rush and
 * every cold rush (a session this server has never read).
 */
export const joinNights = (rounds: number) => 2 * rounds * SETTINGS.length;
export const joinMembers = (rounds: number) => JOINS * (1 + 2 * rounds * SETTINGS.length);

/** Raises the big night's places for men by SPOTS through the admin API, as a manager would. */
export async function openMoreSpots(server: RunningServer, dataset: Dataset): Promise<void> {
  const { clubId, bigDate, admin, bigConfirmed } = dataset.fixture;
  const night = await nightCounts(server.url, admin.cookie, clubId, bigDate);
  await adminWrite(server.url, 'PUT', `/api/admin/clubs/${clubId}/dates/${bigDate}`, admin.cookie, {
    capacityFemale: bigConfirmed,
    capacityMale: night.confirmed.men + SPOTS,
  });
}

/** The night's own counters must agree with what the rush answered. */
async function checkNight(server: RunningServer, dataset: Dataset, date: string, men: number) {
  const { clubId, admin } = dataset.fixture;
  const night = await nightCounts(server.url, admin.cookie, clubId, date);
  if (night.confirmed.men !== men)
    throw new Error(`${date} holds ${night.confirmed.men} confirmed men after the rush, not ${men}`);
}

/** The big night's rushes: fresh members each round, SPOTS more places each time. */
export async function bigNightRush(
  server: RunningServer,
  dataset: Dataset,
  round: number,
  /** Which of the members' blocks (round counts on across runs of the settings). */
  block = round,
): Promise<Rush> {
  const { fixture } = dataset;
  await openMoreSpots(server, dataset);
  const crowd = fixture.members.slice((block + 1) * JOINS, (block + 2) * JOINS);
  if (crowd.length !== JOINS) throw new Error(`only ${crowd.length} members left for round ${round + 1}`);
  const result = await rush(
    { base: server.url, clubId: fixture.clubId, date: fixture.bigDate, cookies: crowd.map((m) => m.cookie) },
    SPOTS,
  );
  dataset.bigNightJoined += crowd.length;
  await checkNight(server, dataset, fixture.bigDate, (block + 1) * SPOTS);
  return result;
}

/**
 * A list drop: 500 members join one list with 100 places at the same instant, from a process of
 * their own. Each round runs it over HTTP into an empty night, then the same rows through the
 * database driver alone (bare SQL, one transaction per join), then over HTTP into the big night.
 */
export async function benchJoins(
  server: RunningServer,
  dataset: Dataset,
  rounds: number,
  bigLabel: string,
  settings: Settings = 'tuned',
): Promise<Figure[]> {
  const { fixture, engine } = dataset;
  const pass = SETTINGS.indexOf(settings);
  const label = `${engine.name}, ${settings}`;
  const baseline = await startSqlJoins(
    dataset.databaseUrl
      ? { databaseUrl: dataset.databaseUrl, poolSize: 10 }
      : { pgliteDir: dataset.copyDir!, poolSize: 1 },
  );
  const empty: Rush[] = [];
  const bare: { perSecond: number; p95: number; commitsPerSecond: number }[] = [];
  const big: Rush[] = [];
  const cold: Rush[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      console.log(
        `  round ${round + 1}/${rounds} (${settings} settings): ${JOINS} joins for ${SPOTS} places: empty night warm, bare SQL, big night, empty night cold…`,
      );
      const block = pass * rounds + round;
      const date = fixture.emptyDates[block]!;
      const cookies = fixture.members.slice(0, JOINS).map((m) => m.cookie);
      empty.push(await rush({ base: server.url, clubId: fixture.clubId, date, cookies }, SPOTS));
      await checkNight(server, dataset, date, SPOTS);
      const userIds = fixture.sqlUserIds.slice(0, JOINS);
      bare.push(
        await sqlRush(baseline, { clubId: fixture.clubId, date: fixture.sqlDates[block]!, userIds }, SPOTS),
      );
      big.push(await bigNightRush(server, dataset, round, block));
      // Cold: new connections, sessions never read by this server (a fresh 500 each time).
      const coldDate = fixture.emptyDates[SETTINGS.length * rounds + block]!;
      const first = (1 + SETTINGS.length * rounds + block) * JOINS;
      const coldCrowd = fixture.members.slice(first, first + JOINS).map((m) => m.cookie);
      if (coldCrowd.length !== JOINS || !coldDate)
        throw new Error('too few members or nights for the cold rush');
      cold.push(
        await rush(
          { base: server.url, clubId: fixture.clubId, date: coldDate, cookies: coldCrowd, cold: true },
          SPOTS,
        ),
      );
      await checkNight(server, dataset, coldDate, SPOTS);
    }
  } finally {
    await baseline.stop();
  }
  const where = dataset.databaseUrl
    ? 'the server’s database, pool of 10'
    : 'a copy of the server’s PGlite directory, in its own process';
  const row = (label: string, runs: { perSecond: number; p95: number }[]) => [
    label,
    runs.map((r) => fmtInt(r.perSecond)).join(' / '),
    fmtInt(median(runs.map((r) => r.perSecond))),
    fmtInt(min(runs.map((r) => r.perSecond))),
    fmtMs(median(runs.map((r) => r.p95))),
  ];
  printTable(
    `Guestlist joins on ${engine.name}, ${settings} settings (${JOINS} at once for ${SPOTS} places, ${rounds} interleaved rounds)`,
    ['Night', 'Joins/s per round', 'median', 'min', 'p95 (median)'],
    [
      row('empty night, HTTP, warm', empty),
      row('empty night, HTTP, cold (new connections and sessions)', cold),
      row(`empty night, bare SQL (${where})`, bare),
      row(`${bigLabel} night, HTTP`, big),
      [
        'single writer: one-row transactions, one at a time (commits/s)',
        bare.map((r) => fmtInt(r.commitsPerSecond)).join(' / '),
        fmtInt(median(bare.map((r) => r.commitsPerSecond))),
        fmtInt(min(bare.map((r) => r.commitsPerSecond))),
        `${fmtMs((JOINS / median(bare.map((r) => r.commitsPerSecond))) * 1000)} for ${JOINS}`,
      ],
    ],
    [2, 3, 4],
  );
  const rate = (runs: { perSecond: number }[]) => median(runs.map((r) => r.perSecond));
  const sqlRatios = empty.map((r, i) => r.perSecond / bare[i]!.perSecond);
  const bigRatios = big.map((r, i) => r.perSecond / empty[i]!.perSecond);
  const p95 = median(empty.map((r) => r.p95));
  const p95Target = P95_TARGET_MS[engine.name];
  const coldP95 = median(cold.map((r) => r.p95));
  // The single writer's floor: no rush of JOINS serialised joins ends sooner, one commit each.
  const limit = median(bare.map((r) => r.commitsPerSecond));
  const floorMs = (JOINS / limit) * 1000;
  const coldTarget = COLD_P95_TARGET_MS[engine.name];
  const coldRatios = cold.map((r, i) => r.perSecond / empty[i]!.perSecond);
  const base = { section: SECTION, engine: label };
  return [
    {
      ...base,
      name: `${JOINS} joins for ${SPOTS}: all 201, exactly ${SPOTS} confirmed`,
      value: `${rounds * 3} rushes`,
      target: 'correct',
      pass: true,
    },
    {
      ...base,
      name: 'joins/s (empty night, warm)',
      value: fmtInt(rate(empty)),
      baseline: `${fmtInt(rate(bare))} bare SQL`,
      ratio: `${fmtFixed(median(sqlRatios), 2)} (min ${fmtFixed(min(sqlRatios), 2)})`,
      target: `≥ ${SQL_RATIO_TARGET}`,
      pass: median(sqlRatios) >= SQL_RATIO_TARGET,
    },
    {
      ...base,
      name: 'join p95 (empty night, warm)',
      value: fmtMs(p95),
      baseline: `${fmtMs(median(bare.map((r) => r.p95)))} bare SQL`,
      target: `≤ ${fmtInt(p95Target)} ms`,
      pass: p95 <= p95Target,
    },
    {
      ...base,
      name: 'joins/s (empty night, cold)',
      value: fmtInt(rate(cold)),
      baseline: `${fmtInt(rate(empty))} warm`,
      ratio: `${fmtFixed(median(coldRatios), 2)} (min ${fmtFixed(min(coldRatios), 2)})`,
    },
    {
      ...base,
      name: 'single-writer limit (one-row commits/s)',
      value: fmtInt(limit),
      baseline: `${fmtMs(floorMs)} for ${JOINS}`,
    },
    {
      ...base,
      name: 'join p95 (empty night, cold)',
      value: fmtMs(coldP95),
      baseline: `${fmtMs(floorMs)} writer floor`,
      ratio: `${fmtFixed(coldP95 / floorMs, 2)} of floor`,
      target: `≤ ${fmtInt(coldTarget)} ms`,
      pass: coldP95 <= coldTarget,
    },
    {
      ...base,
      name: `joins/s (${bigLabel} night)`,
      value: fmtInt(rate(big)),
      baseline: `${fmtInt(rate(empty))} empty`,
      ratio: `${fmtFixed(median(bigRatios), 2)} (min ${fmtFixed(min(bigRatios), 2)})`,
      target: `≥ ${GROWTH_TARGET}`,
      pass: median(bigRatios) >= GROWTH_TARGET,
    },
    {
      ...base,
      name: `join p95 (${bigLabel} night)`,
      value: fmtMs(median(big.map((r) => r.p95))),
    },
  ];
}
