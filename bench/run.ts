import { parseArgs } from 'node:util';
import { lookUpChromium } from '../scripts/chromium.ts';
import { benchApi, benchClubsGrowth, type LoadOptions } from './api.ts';
import { benchAssistant } from './assistant.ts';
import { benchBundleSize, ensureWebBuild } from './bundle-size.ts';
import { cleanUp, type Engine, type EngineName, prepareDataset, startApp } from './engine.ts';
import { exportFigures, measureExport, measureLargeExports } from './export.ts';
import { type Figure, fmtInt, fmtMb, printFigures } from './format.ts';
import { benchGrowth } from './growth.ts';
import { benchGuestBook } from './guest-book.ts';
import { benchJoins, JOINS, joinMembers, joinNights, SETTINGS } from './joins.ts';
import { benchLighthouse } from './lighthouse.ts';
import { readMemory } from './memory.ts';
import { measureNightList, nightListFigures } from './night-list.ts';
import { benchOffers, WAITING } from './offers.ts';
import { type PostgresServer, startPostgres } from './postgres.ts';
import { benchReplica } from './replica.ts';
import { benchRolling } from './rolling.ts';
import { benchRss } from './rss.ts';
import { benchScaleChecks } from './scale-checks.ts';
import { benchScaleOut, scaleOutMembers, scaleOutNights } from './scale-out.ts';
import { benchYourData, YOUR_DATA_ENTRIES } from './your-data.ts';

const USAGE = `Usage: npm run bench -- [options]
  --engine <e>        pglite, postgres or both (default both); postgres is a throw-away cluster
                      from Debian's postgresql package, or the server in DATABASE_URL (needs CREATEDB)
  --quick             2 s load runs instead of 5 s, and 200,000 parties instead of 1,000,000
  --growth            instead of the sections below: 1k / 100k / 1M parties and 10 / 1,000 clubs,
                      each figure as a ratio to the smallest size (1k / 10k / 100k with --quick)
  --rounds <n>        interleaved rounds of each comparison (default 3, at least 3)
  --skip-api          skip session and clubs against a bare route
  --skip-clubs        skip GET /api/clubs at 10 against 1,000 clubs
  --skip-joins        skip the 500-concurrent-joins rush (HTTP, bare SQL, big night)
  --skip-night-list   skip the admin night list
  --skip-export       skip the guestlist export
  --skip-large        skip the 1,000,000-party night (its night list and export)
  --skip-scale-out    skip 1 vs 2 processes behind a balancer and live updates (postgres only)
  --skip-rolling      skip the rolling restart of 2 processes onto a version with a migration,
                      under a list-drop load, against the same load without it (postgres only)
  --skip-memory       skip the server's memory after a first start and a restart
  --skip-size         skip the home-page JavaScript size section
  --skip-lighthouse   skip the Lighthouse section
  --skip-assistant    skip the assistant's evaluation set (scores and answer times over HTTP)
  --skip-offers       skip the list drop that offers 100 freed places to 5,000 waiting members,
                      with push against without (two servers, interleaved)
  --skip-guest-book   skip the guest book at 1,000,000 guest profiles (first page, search, filters)
  --skip-scale-checks skip the correctness checks at 70,000 parties (Vitest's scale project, which
                      npm test leaves out: a night list past 65,535 parameters, a flat-memory export)
  --skip-your-data    skip preparing the archive of a member with 1,000 entries and deleting them
  --skip-replica      skip the join p95 while a 1,000,000-party export runs, with the export on a
                      streaming replica against on the primary alone (postgres only; a throw-away
                      replica, or DATABASE_REPLICA_URL with DATABASE_URL)
  --build             run vite build first even when dist/web is newer than its sources`;

const LIGHTHOUSE_RUNS = 5;
const SECTION_REPLICA = 'Read replica';
const BIG_NIGHT = 100_000;

type Options = ReturnType<typeof parseOptions>;

function parseOptions() {
  const flag = { type: 'boolean', default: false } as const;
  try {
    const { values } = parseArgs({
      options: {
        engine: { type: 'string', default: 'both' },
        rounds: { type: 'string', default: '3' },
        quick: flag,
        growth: flag,
        'skip-api': flag,
        'skip-clubs': flag,
        'skip-joins': flag,
        'skip-night-list': flag,
        'skip-export': flag,
        'skip-large': flag,
        'skip-scale-out': flag,
        'skip-rolling': flag,
        'skip-memory': flag,
        'skip-size': flag,
        'skip-lighthouse': flag,
        'skip-assistant': flag,
        'skip-offers': flag,
        'skip-guest-book': flag,
        'skip-scale-checks': flag,
        'skip-your-data': flag,
        'skip-replica': flag,
        build: flag,
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (!['pglite', 'postgres', 'both'].includes(values.engine))
      throw new Error(`--engine must be pglite, postgres or both, not ${values.engine}`);
    const rounds = Number(values.rounds);
    if (!Number.isInteger(rounds) || rounds < 3)
      throw new Error('--rounds must be a whole number, at least 3');
    return { ...values, rounds };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const figures: Figure[] = [];
let failed = false;

/** A failed section is reported and the others still run: one broken figure should not hide the rest. */
async function section(title: string, engine: string | undefined, run: () => Promise<Figure[]>) {
  console.log(`\n== ${title}${engine ? ` (${engine})` : ''} ==`);
  const started = performance.now();
  try {
    figures.push(...(await run()));
  } catch (error) {
    failed = true;
    console.error(`  ${title} failed:`, error);
    figures.push({ section: title, engine, name: 'failed (see above)', value: 'ERROR', pass: false });
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** The sections on the main data set: 10 clubs and a 100,000-party night, one server. */
async function benchMain(engine: Engine, options: Options): Promise<Figure[]> {
  const { rounds } = options;
  const load: LoadOptions = { rounds, durationSeconds: options.quick ? 2 : 5, warmupSeconds: 1 };
  const postgres = engine.name === 'postgres';
  const bigLabel = `${fmtInt(BIG_NIGHT)}-party`;
  console.log(`\n== Seeding (${engine.name}) ==`);
  const main = await prepareDataset(
    engine,
    'main',
    {
      clubs: 10,
      bigNight: BIG_NIGHT,
      emptyNights: joinNights(rounds) + (postgres ? scaleOutNights(rounds) : 0),
      sqlNights: rounds * SETTINGS.length,
      members: joinMembers(rounds) + (postgres ? scaleOutMembers(rounds) : 0),
      sqlUsers: JOINS,
    },
    // The bare-SQL baseline on PGlite gets a copy: the server holds the directory.
    { copy: !postgres && !options['skip-joins'] },
  );
  let server = await startApp(main);
  const idle = readMemory(server.pid);
  console.log(
    `  server up in ${(server.startMs / 1000).toFixed(1)} s, RSS ${fmtMb(idle.rssMb)} (pid ${server.pid})`,
  );
  try {
    if (!options['skip-api'])
      await section('API throughput, tuned settings', engine.name, () =>
        benchApi(engine.name, server, main.fixture, 10, load, 'tuned'),
      );
    if (!options['skip-clubs'])
      await section('Clubs 10 → 1,000', engine.name, async () => {
        const city = await prepareDataset(engine, 'clubs1000', {
          clubs: 1_000,
          bigNight: 0,
          emptyNights: 0,
          sqlNights: 0,
          members: 1,
          sqlUsers: 0,
        });
        const big = await startApp(city);
        try {
          return await benchClubsGrowth(
            engine.name,
            { server, fixture: main.fixture, clubs: 10 },
            { server: big, fixture: city.fixture, clubs: 1_000 },
            load,
          );
        } finally {
          await big.stop();
        }
      });
    if (!options['skip-joins'])
      await section('Guestlist joins, tuned settings', engine.name, () =>
        benchJoins(server, main, rounds, bigLabel, 'tuned'),
      );
    if (!options['skip-night-list'])
      await section('Admin night list', engine.name, async () =>
        nightListFigures(engine.name, bigLabel, await measureNightList(server, main.fixture, 5), true),
      );
    if (!options['skip-export'])
      await section('Guestlist export', engine.name, async () =>
        exportFigures(
          engine.name,
          bigLabel,
          await measureExport(server, main, BIG_NIGHT, ['csv', 'xlsx']),
          false,
        ),
      );
    if (postgres && !options['skip-scale-out'])
      await section('Scale-out', engine.name, () => benchScaleOut(server, main, rounds, load));
    // Last, on a server of its own (PGlite serves one process): the settings `npm start` runs with.
    if (!options['skip-api'] || !options['skip-joins']) {
      await server.stop();
      // No start-up fold to wait for here: the demo city is inserted only into an empty database, and
      // the main data set has its clubs (decision 044, second pass).
      server = await startApp(main, {}, 'default');
      console.log(
        `  server with default settings up in ${(server.startMs / 1000).toFixed(1)} s (pid ${server.pid})`,
      );
      if (!options['skip-api'])
        await section('API throughput, default settings', engine.name, () =>
          benchApi(engine.name, server, main.fixture, 10, load, 'default'),
        );
      if (!options['skip-joins'])
        await section('Guestlist joins, default settings', engine.name, () =>
          benchJoins(server, main, rounds, bigLabel, 'default'),
        );
    }
  } finally {
    await server.stop();
  }
  return [];
}

/** Every figure of the default run on one engine. */
async function benchEngine(engine: Engine, options: Options): Promise<void> {
  const postgres = engine.name === 'postgres';
  const large = options.quick ? 200_000 : 1_000_000;
  const needsMain = ['api', 'clubs', 'joins', 'night-list', 'export', 'scale-out'].some(
    (name) => !options[`skip-${name}` as keyof Options] && (name !== 'scale-out' || postgres),
  );

  // First on PostgreSQL: its replica is started from a cluster without the other data sets (a
  // quick pg_basebackup) and stopped afterwards, so replaying them costs the other sections nothing.
  if (postgres && !options['skip-replica'])
    await section(SECTION_REPLICA, engine.name, () => benchReplica(engine, options.rounds, large));

  if (needsMain) await section('Main data set', engine.name, () => benchMain(engine, options));

  if (!options['skip-large'] && !(options['skip-night-list'] && options['skip-export'])) {
    const label = `${fmtInt(large)}-party`;
    await section(`A ${label} night`, engine.name, async () => {
      const dataset = await prepareDataset(engine, 'large', {
        clubs: 1,
        bigNight: large,
        emptyNights: 0,
        sqlNights: 0,
        members: 0,
        sqlUsers: 0,
      });
      const found: Figure[] = [];
      if (!options['skip-night-list']) {
        const server = await startApp(dataset);
        try {
          found.push(
            ...nightListFigures(
              engine.name,
              label,
              await measureNightList(server, dataset.fixture, 1),
              false,
            ),
          );
        } finally {
          await server.stop();
        }
      }
      if (!options['skip-export'])
        found.push(...exportFigures(engine.name, label, await measureLargeExports(dataset, large), true));
      return found;
    });
  }

  if (postgres && !options['skip-rolling'])
    await section('Rolling restart', engine.name, () => benchRolling(engine, options.rounds));

  if (!options['skip-offers'])
    await section(`Spots offered to ${fmtInt(WAITING)} waiting`, engine.name, () =>
      benchOffers(engine, options.rounds),
    );

  if (!options['skip-guest-book'])
    await section('Guest book', engine.name, () => benchGuestBook(engine, options.rounds, options.quick));

  if (!options['skip-scale-checks'])
    await section('Scale checks', engine.name, () => benchScaleChecks(engine.name, engine.postgres?.url));
  if (!options['skip-your-data'])
    await section(`Your data: a member with ${fmtInt(YOUR_DATA_ENTRIES)} entries`, engine.name, () =>
      benchYourData(engine),
    );

  if (!options['skip-memory'])
    await section('Server memory', engine.name, () => benchRss(engine, options.quick ? 3 : 10));
}

async function main(): Promise<number> {
  const options = parseOptions();
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const names: EngineName[] =
    options.engine === 'both' ? ['pglite', 'postgres'] : [options.engine as EngineName];

  const web = !options.growth && (!options['skip-size'] || !options['skip-lighthouse']);
  if (web) {
    try {
      ensureWebBuild(options.build);
    } catch (error) {
      console.error(error);
      return 1;
    }
  }

  // Size and Lighthouse run last, in Chromium: a missing browser is better told before the other sections' minutes.
  if (web) {
    const browser = lookUpChromium();
    if ('error' in browser) {
      console.error(`${browser.error} (or pass --skip-size --skip-lighthouse)`);
      return 1;
    }
  }

  let postgres: PostgresServer | undefined;
  try {
    for (const name of names) {
      if (name === 'postgres') {
        postgres = await startPostgres(process.env.DATABASE_URL);
        console.log(
          `\nPostgreSQL ${postgres.version}${process.env.DATABASE_URL ? ' from DATABASE_URL' : ' (throw-away cluster)'}`,
        );
      }
      const engine: Engine = { name, postgres, tempDirs: [] };
      try {
        if (options.growth)
          await section('Growth', name, () => benchGrowth(engine, options.rounds, options.quick));
        else await benchEngine(engine, options);
      } finally {
        await cleanUp(engine);
      }
    }
  } finally {
    await postgres?.stop();
  }

  // The assistant reads the same catalog on either engine: measured once, on PGlite, as npm start runs.
  if (!options.growth && !options['skip-assistant'])
    await section('Assistant', undefined, () => benchAssistant(options.quick));
  if (!options.growth && !options['skip-size'])
    await section('Home-page JavaScript size', undefined, benchBundleSize);
  if (!options.growth && !options['skip-lighthouse'])
    await section('Lighthouse', undefined, () => benchLighthouse(LIGHTHOUSE_RUNS));

  printFigures('Summary', figures);
  // Missed targets are reported, not failures; only a section that could not measure fails the run.
  return failed ? 1 : 0;
}

process.exitCode = await main();
