import { runChild } from './child.ts';
import type { DownloadInput, DownloadOutput } from './download-child.ts';
import { type Dataset, startApp } from './engine.ts';
import { type Figure, fmtFixed, fmtInt, fmtMb, printTable } from './format.ts';
import { sampleMemory } from './memory.ts';
import type { RunningServer } from './server-process.ts';

const SECTION = 'Export';
/** Issue 16: a night of a million parties downloads in 20 s. */
export const ROWS_PER_SECOND_TARGET = 50_000;
/** "Flat memory": the server streams; holding a million rows would take gigabytes. */
export const RSS_GROWTH_TARGET_MB = 100;
/**
 * The README's production runbook caps each process's heap. Without a cap V8 sizes its heap to the
 * machine (gigabytes here) and lets garbage pile up before a full collection, so RSS growth then
 * shows the collector's pace; under the cap it shows what the export holds, and an export that held
 * the night would run out of heap instead of passing.
 */
export const RUNBOOK_HEAP_CAP = '--max-old-space-size=256';

export interface ExportRun {
  format: 'csv' | 'xlsx';
  /** How the server process was started: V8's defaults, or the runbook's heap cap. */
  setting?: 'default' | 'runbook';
  rowsPerSecond: number;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  hwmMb: number;
}

/**
 * The big night's export over HTTP, downloaded by another process, while this one samples the
 * server process's resident memory from /proc every 100 ms.
 */
export async function measureExport(
  server: RunningServer,
  dataset: Dataset,
  seeded: number,
  formats: ('csv' | 'xlsx')[],
): Promise<ExportRun[]> {
  const { fixture } = dataset;
  // The night holds what was seeded and whoever the rushes added.
  const parties = seeded + dataset.bigNightJoined;
  const runs: ExportRun[] = [];
  for (const format of formats) {
    console.log(`  exporting ${fmtInt(parties)} parties as ${format.toUpperCase()}…`);
    const url = `${server.url}/api/admin/export?clubId=${fixture.clubId}&from=${fixture.bigDate}&to=${fixture.bigDate}&format=${format}`;
    const memory = sampleMemory(server.pid);
    const out = await runChild<DownloadOutput>('download-child.ts', {
      url,
      cookie: fixture.admin.cookie,
      format,
    } satisfies DownloadInput);
    const sampled = memory.stop();
    if (out.status !== 200) throw new Error(`${format} export answered ${out.status}: ${out.firstBytes}`);
    if (out.rows !== parties) throw new Error(`${format} export held ${out.rows} rows, not ${parties}`);
    runs.push({
      format,
      rowsPerSecond: parties / out.seconds,
      seconds: out.seconds,
      bytes: out.bytes,
      rssBeforeMb: sampled.before.rssMb,
      rssPeakMb: sampled.peakMb,
      hwmMb: sampled.hwmMb,
    });
  }
  return runs;
}

/**
 * The large night's exports, each on a server process of its own (a second export on the same
 * process would find the heap the first one grew), once with V8's defaults and once as the runbook
 * deploys it, interleaved.
 */
export async function measureLargeExports(dataset: Dataset, seeded: number): Promise<ExportRun[]> {
  const runs: ExportRun[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    for (const setting of ['default', 'runbook'] as const) {
      const server = await startApp(dataset, setting === 'runbook' ? { NODE_OPTIONS: RUNBOOK_HEAP_CAP } : {});
      try {
        const [run] = await measureExport(server, dataset, seeded, [format]);
        runs.push({ ...run!, setting });
      } finally {
        await server.stop();
      }
    }
  }
  return runs;
}

const SETTING_LABEL = { default: 'V8 defaults', runbook: `runbook's ${RUNBOOK_HEAP_CAP}` } as const;

export function exportFigures(engine: string, label: string, runs: ExportRun[], target: boolean): Figure[] {
  printTable(
    `Guestlist export on ${engine}: ${label} night, over HTTP (server RSS from /proc)`,
    ['Format', 'Rows/s', 'Time', 'File', 'RSS before', 'RSS peak', 'Growth', 'VmHWM'],
    runs.map((r) => [
      r.setting ? `${r.format.toUpperCase()}, ${SETTING_LABEL[r.setting]}` : r.format.toUpperCase(),
      fmtInt(r.rowsPerSecond),
      `${fmtFixed(r.seconds, 1)} s`,
      fmtMb(r.bytes / 1e6),
      fmtMb(r.rssBeforeMb),
      fmtMb(r.rssPeakMb),
      fmtMb(r.rssPeakMb - r.rssBeforeMb),
      fmtMb(r.hwmMb),
    ]),
    [1, 2, 3, 4, 5, 6, 7],
  );
  const base = { section: SECTION, engine };
  return runs.flatMap((r) => {
    const growth = r.rssPeakMb - r.rssBeforeMb;
    const name = `${r.format.toUpperCase()} ${label}${r.setting === 'runbook' ? ' (heap cap)' : ''}`;
    // Memory is judged as the runbook deploys the server; V8's default pace is shown beside it.
    const memoryTarget = target && r.setting !== 'default';
    return [
      {
        ...base,
        name: `${name}: rows/s`,
        value: fmtInt(r.rowsPerSecond),
        ...(target
          ? { target: `≥ ${fmtInt(ROWS_PER_SECOND_TARGET)}`, pass: r.rowsPerSecond >= ROWS_PER_SECOND_TARGET }
          : {}),
      },
      {
        ...base,
        name: `${name}: server RSS growth`,
        value: fmtMb(growth),
        baseline: `${fmtMb(r.rssBeforeMb)} before`,
        ...(memoryTarget
          ? { target: `≤ ${RSS_GROWTH_TARGET_MB} MB`, pass: growth <= RSS_GROWTH_TARGET_MB }
          : {}),
      },
    ];
  });
}
