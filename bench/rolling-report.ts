import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import type { RollingLoadOutput } from './rolling.ts';
import { median, min } from './stats.ts';

const SECTION = 'Rolling restart';

/** One load run, checked against the database. */
export interface Run extends RollingLoadOutput {
  lost: number;
  unacknowledgedRows: number;
  p99: number;
  restartSeconds?: number;
}

/** Prints the per-round table and the failures, and returns the section's figures. */
export function report(
  runs: { restart: Run; steady: Run }[],
  exits: (number | null)[],
  balancer: string,
  { members, streams }: { members: number; streams: number },
): Figure[] {
  const sum = (pick: (run: Run) => number, kind: 'restart' | 'steady' = 'restart') =>
    runs.reduce((n, r) => n + pick(r[kind]), 0);
  const p99Ratios = runs.map((r) => r.restart.p99 / r.steady.p99);
  const row = (label: string, pick: (run: Run) => string) => [
    label,
    runs.map((r) => pick(r.restart)).join(' / '),
    runs.map((r) => pick(r.steady)).join(' / '),
  ];
  printTable(
    'Rolling restart on postgres: 2 processes restarted in turn onto a version with a migration, against the same load without a restart (interleaved)',
    ['Per round', 'with restart', 'without'],
    [
      row('restart took', (r) => (r.restartSeconds ? `${r.restartSeconds.toFixed(1)} s` : '–')),
      row('requests', (r) => fmtInt(r.requests)),
      row('failed requests', (r) => fmtInt(r.failed)),
      row('joins acknowledged', (r) => `${fmtInt(r.acknowledged.length)} of ${members}`),
      row('acknowledged joins not in the database', (r) => fmtInt(r.lost)),
      row('rows nobody was told about', (r) => fmtInt(r.unacknowledgedRows)),
      row('stream reconnects (refused)', (r) => `${r.reconnects} (${r.reconnectsRefused})`),
      row('resyncs', (r) => fmtInt(r.resyncs)),
      row(`missed events (${streams} streams × changes)`, (r) => `${r.missed} of ${r.streams * r.markers}`),
      row('p99, all requests', (r) => fmtMs(r.p99)),
    ],
    [],
  );
  for (const { restart, steady } of runs)
    for (const failure of [...restart.failures, ...steady.failures]) console.log(`  ! ${failure}`);
  console.log(`  process exit codes: ${exits.join(', ')}; balancer: ${balancer}`);
  const base = { section: SECTION, engine: 'postgres' };
  const failed = sum((r) => r.failed) + sum((r) => r.failed, 'steady');
  const lost = sum((r) => r.lost) + sum((r) => r.unacknowledgedRows);
  const reconnects = sum((r) => r.reconnects);
  const resyncs = sum((r) => r.resyncs);
  const missed = sum((r) => r.missed);
  return [
    {
      ...base,
      name: 'failed requests during restarts',
      value: fmtInt(failed),
      target: '0',
      pass: failed === 0,
    },
    {
      ...base,
      name: 'lost joins (acknowledged, not stored; or stored, not acknowledged)',
      value: fmtInt(lost),
      target: '0',
      pass: lost === 0,
    },
    {
      ...base,
      name: 'live streams: reconnects, resumed without a resync',
      value: `${fmtInt(reconnects)}, ${fmtInt(reconnects - resyncs)}`,
      baseline: `${streams} streams × ${runs.length} restarts`,
    },
    { ...base, name: 'live: missed events', value: fmtInt(missed), target: '0', pass: missed === 0 },
    {
      ...base,
      name: 'p99 during a rolling restart',
      value: fmtMs(median(runs.map((r) => r.restart.p99))),
      baseline: `${fmtMs(median(runs.map((r) => r.steady.p99)))} without`,
      ratio: `${fmtFixed(median(p99Ratios), 2)} (min ${fmtFixed(min(p99Ratios), 2)})`,
    },
    {
      ...base,
      name: 'exit codes of the stopped processes',
      value: [...new Set(exits)].join(', '),
      target: '0',
      pass: exits.every((code) => code === 0),
    },
  ];
}
