import { apiTargets, CONNECTIONS } from './api.ts';
import { type Dataset, type Engine, prepareDataset, startApp } from './engine.ts';
import { measureExport } from './export.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { bigNightRush, JOINS } from './joins.ts';
import { load } from './load.ts';
import { measureNightList } from './night-list.ts';
import type { RunningServer } from './server-process.ts';
import { median } from './stats.ts';

interface Size {
  label: string;
  dataset: Dataset;
  server: RunningServer;
  figures: Map<string, number[]>;
}

/** Figures where less is better (times): their ratio to the smallest size should stay near 1 too. */
const LOWER_IS_BETTER = new Set(['session p99 (ms)', 'clubs p99 (ms)', 'night list first page (ms)']);

/**
 * The same figures on databases of growing size, every server up at once and measured in turn
 * (1k, 100k, 1M, 1k, …), each figure printed as a ratio to the smallest database.
 */
export async function benchGrowth(engine: Engine, rounds: number, quick: boolean): Promise<Figure[]> {
  const parties = quick ? [1_000, 10_000, 100_000] : [1_000, 100_000, 1_000_000];
  const clubCounts = [10, 1_000];
  const durationSeconds = quick ? 2 : 5;
  const sizes: Size[] = [];
  try {
    for (const count of parties) {
      const dataset = await prepareDataset(engine, `growth${count}`, {
        clubs: clubCounts[0]!,
        bigNight: count,
        emptyNights: 0,
        sqlNights: 0,
        members: JOINS * (rounds + 1),
        sqlUsers: 0,
      });
      sizes.push({
        label: `${fmtInt(count)} parties`,
        dataset,
        server: await startApp(dataset),
        figures: new Map(),
      });
    }
    const city = await prepareDataset(engine, `growthclubs`, {
      clubs: clubCounts[1]!,
      bigNight: 0,
      emptyNights: 0,
      sqlNights: 0,
      members: 1,
      sqlUsers: 0,
    });
    const cityServer = await startApp(city);
    const clubs: Size[] = [
      {
        label: `${clubCounts[0]} clubs`,
        dataset: sizes[0]!.dataset,
        server: sizes[0]!.server,
        figures: new Map(),
      },
      { label: `${fmtInt(clubCounts[1]!)} clubs`, dataset: city, server: cityServer, figures: new Map() },
    ];
    const add = (size: Size, name: string, value: number) =>
      size.figures.set(name, [...(size.figures.get(name) ?? []), value]);
    try {
      for (let round = 0; round < rounds; round++) {
        for (const size of sizes) {
          console.log(`  round ${round + 1}/${rounds}: ${size.label}…`);
          const { session } = await apiTargets(size.server.url, size.dataset.fixture, clubCounts[0]!);
          const run = { connections: CONNECTIONS, warmupSeconds: 1, durationSeconds };
          const s = await load({ ...run, url: session.url, headers: session.headers });
          add(size, 'session requests/s', s.requestsPerSecond);
          add(size, 'session p99 (ms)', s.p99);
          add(
            size,
            'joins/s into the big night',
            (await bigNightRush(size.server, size.dataset, round)).perSecond,
          );
          const list = await measureNightList(size.server, size.dataset.fixture, 1);
          if (list.error) throw new Error(`night list of ${size.label}: ${list.error}`);
          add(size, 'night list first page (ms)', list.ms[0]!);
        }
        for (const [i, size] of clubs.entries()) {
          const { clubs: target } = await apiTargets(size.server.url, size.dataset.fixture, clubCounts[i]!);
          const c = await load({
            url: target.url,
            connections: CONNECTIONS,
            warmupSeconds: 1,
            durationSeconds,
          });
          add(size, 'clubs requests/s', c.requestsPerSecond);
          add(size, 'clubs p99 (ms)', c.p99);
        }
      }
      for (const [i, size] of sizes.entries()) {
        const [csv] = await measureExport(size.server, size.dataset, parties[i]!, ['csv']);
        add(size, 'export CSV rows/s', csv!.rowsPerSecond);
        add(size, 'export server RSS growth (MB)', csv!.rssPeakMb - csv!.rssBeforeMb);
      }
    } finally {
      await cityServer.stop();
    }
    return [...report(engine.name, 'parties', sizes), ...report(engine.name, 'clubs', clubs)];
  } finally {
    for (const size of sizes) await size.server.stop();
  }
}

function report(engine: string, dimension: string, sizes: Size[]): Figure[] {
  const names = [...sizes[0]!.figures.keys()];
  const smallest = sizes[0]!;
  const show = (name: string, value: number) => (name.includes('(ms)') ? fmtMs(value) : fmtInt(value));
  printTable(
    `Growth on ${engine} by ${dimension}: median of the rounds, and its ratio to ${smallest.label}`,
    ['Figure', ...sizes.map((s) => s.label), ...sizes.slice(1).map((s) => `ratio ${s.label}`)],
    names.map((name) => {
      const values = sizes.map((s) => median(s.figures.get(name) ?? [Number.NaN]));
      return [
        name,
        ...values.map((v) => show(name, v)),
        ...values.slice(1).map((v) => fmtFixed(v / values[0]!, 2)),
      ];
    }),
    sizes.map((_, i) => i + 1).concat(sizes.slice(1).map((_, i) => sizes.length + 1 + i)),
  );
  return sizes.slice(1).flatMap((size) =>
    names.map((name) => {
      const value = median(size.figures.get(name) ?? [Number.NaN]);
      const base = median(smallest.figures.get(name) ?? [Number.NaN]);
      return {
        section: 'Growth',
        engine,
        name: `${name} at ${size.label}${LOWER_IS_BETTER.has(name) ? ' (lower is better)' : ''}`,
        value: show(name, value),
        baseline: `${show(name, base)} at ${smallest.label}`,
        ratio: fmtFixed(value / base, 2),
      };
    }),
  );
}
