import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { benchServerEnv, startServer } from './server-process.ts';

const SECTION = 'Lighthouse';
export const SCORE_TARGET = 95;
/** Issue 6: club photos must not move the cards. Judged on the worst run, not the median. */
export const CLS_TARGET = 0.02;

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Lighthouse's measure of CPU speed during the run; a low or varying one means a busy machine. */
  cpuIndex: number;
}

/** Lighthouse's mobile performance score for the home page, served by the real production server. */
export async function benchLighthouse(runs: number): Promise<Figure[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nightlist-bench-lh-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    // Production settings with the SMS and email stand-ins: the benchmark sends no messages.
    server = await startServer(benchServerEnv({ DATA_DIR: dataDir, DEMO_DATA: 'on' }));
    chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: CHROME_FLAGS,
    });
    const url = `${server.url}/`;
    const results: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      console.log(`  run ${i}/${runs}: ${url}`);
      results.push(await audit(url, chrome.port));
    }
    return report(results);
  } finally {
    chrome?.kill();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function audit(url: string, port: number): Promise<Run> {
  // Lighthouse's defaults are the ones its score is calibrated for: mobile emulation, simulated throttling.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result.');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.warn(`  ! ${warning}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    cpuIndex: lhr.environment.benchmarkIndex,
  };
}

function report(runs: Run[]): Figure[] {
  printTable(
    'Lighthouse mobile performance (simulated throttling)',
    ['Run', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'CPU index'],
    runs.map((r, i) => [
      String(i + 1),
      fmtFixed(r.score, 0),
      fmtMs(r.fcp),
      fmtMs(r.lcp),
      fmtMs(r.tbt),
      fmtFixed(r.cls, 3),
      fmtMs(r.speedIndex),
      fmtInt(r.cpuIndex),
    ]),
    [1, 2, 3, 4, 5, 6, 7],
  );
  // The median run, not per-metric medians: its figures belong together.
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  const worstCls = Math.max(...runs.map((r) => r.cls));
  return [
    {
      section: SECTION,
      name: `performance score (median of ${runs.length})`,
      value: fmtFixed(median.score, 0),
      target: `≥ ${SCORE_TARGET}`,
      pass: median.score >= SCORE_TARGET,
    },
    { section: SECTION, name: 'First Contentful Paint', value: fmtMs(median.fcp) },
    { section: SECTION, name: 'Largest Contentful Paint', value: fmtMs(median.lcp) },
    { section: SECTION, name: 'Total Blocking Time', value: fmtMs(median.tbt) },
    { section: SECTION, name: 'Cumulative Layout Shift', value: fmtFixed(median.cls, 3) },
    {
      section: SECTION,
      name: `Cumulative Layout Shift (worst of ${runs.length})`,
      value: fmtFixed(worstCls, 3),
      target: `≤ ${CLS_TARGET}`,
      pass: worstCls <= CLS_TARGET,
    },
    { section: SECTION, name: 'Speed Index', value: fmtMs(median.speedIndex) },
  ];
}
