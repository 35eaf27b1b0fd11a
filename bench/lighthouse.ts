import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { benchServerEnv, type RunningServer, startServer } from './server-process.ts';
import { joinGuestlists, signInThroughApi } from './sign-in.ts';
import { median } from './stats.ts';

const SECTION = 'Lighthouse';
/** Issue 6: club photos must not move the cards. Judged on the worst run, not the median. */
export const CLS_TARGET = 0.02;
/** Issue 20: the main thread stays free enough to answer a tap. Judged on the median run. */
export const TBT_TARGET_MS = 150;
/** A run that fails (a Lighthouse runtime error, a crash) is tried again, this many times in all. */
const ATTEMPTS = 3;
/** The passes page with this many passes on it, so it has content to render. */
const PASSES = 2;

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Page {
  label: string;
  path: string;
  scoreTarget: number;
  /** Sent with every request of the audit: the signed-in member's session. */
  headers?: Record<string, string>;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Lighthouse's measure of CPU speed during the run; a low or varying one means a busy machine. */
  cpuIndex: number;
  /** The element Lighthouse took for the largest paint: shows what the page rendered. */
  lcpElement: string;
}

/**
 * Lighthouse's mobile performance for the home page and for a signed-in member's passes, served by
 * the real production server with the demo data. The pages alternate run by run, so both meet the
 * same machine.
 */
export async function benchLighthouse(runs: number): Promise<Figure[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nightlist-bench-lh-'));
  let server: RunningServer | undefined;
  let chrome: LaunchedChrome | undefined;
  let output = '';
  try {
    // Production settings with the SMS and email stand-ins: the benchmark sends no messages.
    server = await startServer(benchServerEnv({ DATA_DIR: dataDir, DEMO_DATA: 'on' }), {
      onOutput: (text) => {
        output += text;
      },
    });
    const member = await signInThroughApi(
      server.url,
      `+1646${randomInt(200, 1000)}${String(randomInt(0, 10_000)).padStart(4, '0')}`,
      () => output,
    );
    await joinGuestlists(server.url, member, PASSES);
    await checkPasses(server.url, member.cookie);
    const pages: Page[] = [
      { label: '/', path: '/', scoreTarget: 97 },
      { label: '/passes (signed in)', path: '/passes', scoreTarget: 95, headers: { Cookie: member.cookie } },
    ];
    chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
    const results = new Map<Page, Run[]>(pages.map((page) => [page, []]));
    for (let i = 1; i <= runs; i++) {
      for (const page of pages) {
        console.log(`  run ${i}/${runs}: ${page.label}`);
        results
          .get(page)!
          .push(await auditWithRetries(`${server.url}${page.path}`, chrome.port, page.headers));
      }
    }
    return pages.flatMap((page) => report(page, results.get(page)!));
  } finally {
    chrome?.kill();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The member's passes page must have passes on it, or its figures would be an empty page's. */
async function checkPasses(base: string, cookie: string): Promise<void> {
  const response = await fetch(`${base}/api/passes`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/passes answered ${response.status}`);
  const { upcoming } = (await response.json()) as { upcoming: unknown[] };
  if (upcoming.length < PASSES) throw new Error(`GET /api/passes lists ${upcoming.length} upcoming passes`);
}

/** One audit; a failed one is tried again (up to ATTEMPTS in all) rather than lose the other runs. */
async function auditWithRetries(url: string, port: number, headers?: Record<string, string>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, headers);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  ! attempt ${attempt} failed, trying again: ${(error as Error).message}`);
    }
  }
}

async function audit(url: string, port: number, headers?: Record<string, string>): Promise<Run> {
  // Lighthouse's defaults are the ones its score is calibrated for: mobile emulation, simulated throttling.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result.');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.warn(`  ! ${warning}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    cpuIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
  };
}

function report(page: Page, runs: Run[]): Figure[] {
  const mid = (pick: (run: Run) => number) => median(runs.map(pick));
  const medians = {
    score: mid((r) => r.score),
    fcp: mid((r) => r.fcp),
    lcp: mid((r) => r.lcp),
    tbt: mid((r) => r.tbt),
    cls: mid((r) => r.cls),
    speedIndex: mid((r) => r.speedIndex),
    cpuIndex: mid((r) => r.cpuIndex),
  };
  const row = (label: string, r: Omit<Run, 'lcpElement'>) => [
    label,
    fmtFixed(r.score, 0),
    fmtMs(r.fcp),
    fmtMs(r.lcp),
    fmtMs(r.tbt),
    fmtFixed(r.cls, 3),
    fmtMs(r.speedIndex),
    fmtInt(r.cpuIndex),
  ];
  printTable(
    `Lighthouse mobile performance, ${page.label} (simulated throttling)`,
    ['Run', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'CPU index'],
    [...runs.map((r, i) => row(String(i + 1), r)), row('median', medians)],
    [1, 2, 3, 4, 5, 6, 7],
  );
  const elements = [...new Set(runs.map((r) => r.lcpElement))];
  console.log(`  largest paint: ${elements.map((e) => e.slice(0, 120)).join(' | ')}`);
  const worstCls = Math.max(...runs.map((r) => r.cls));
  const name = (figure: string) => `${page.label}: ${figure}`;
  return [
    {
      section: SECTION,
      name: name(`performance score (median of ${runs.length})`),
      value: fmtFixed(medians.score, 0),
      target: `≥ ${page.scoreTarget}`,
      pass: medians.score >= page.scoreTarget,
    },
    { section: SECTION, name: name('First Contentful Paint (median)'), value: fmtMs(medians.fcp) },
    { section: SECTION, name: name('Largest Contentful Paint (median)'), value: fmtMs(medians.lcp) },
    {
      section: SECTION,
      name: name('Total Blocking Time (median)'),
      value: fmtMs(medians.tbt),
      target: `≤ ${TBT_TARGET_MS} ms`,
      pass: medians.tbt <= TBT_TARGET_MS,
    },
    {
      section: SECTION,
      name: name(`Cumulative Layout Shift (worst of ${runs.length})`),
      value: fmtFixed(worstCls, 3),
      target: `≤ ${CLS_TARGET}`,
      pass: worstCls <= CLS_TARGET,
    },
    { section: SECTION, name: name('Speed Index (median)'), value: fmtMs(medians.speedIndex) },
    { section: SECTION, name: name('CPU index (median)'), value: fmtInt(medians.cpuIndex) },
  ];
}
