import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Browser, chromium, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { type Figure, fmtFixed, fmtInt, printTable } from './format.ts';
import { repoRoot, webDistDir } from './paths.ts';
import { benchServerEnv, type RunningServer, startServer } from './server-process.ts';

const gzip = promisify(zlib.gzip);
const SECTION = 'Size';
export const HOME_JS_TARGET_KB = 150;

/** The newest change to what the web build is made of. */
function newestSource(): number {
  let newest = 0;
  const visit = (entry: string) => {
    const stat = statSync(entry);
    if (stat.isDirectory()) for (const child of readdirSync(entry)) visit(path.join(entry, child));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'])
    visit(path.join(repoRoot, entry));
  return newest;
}

/**
 * Runs `vite build` when there is no build yet, when a source is newer than it (a stale build would
 * measure yesterday's code), or always with `force`.
 */
export function ensureWebBuild(force: boolean): void {
  const index = path.join(webDistDir, 'index.html');
  if (!force && existsSync(index) && statSync(index).mtimeMs >= newestSource()) return;
  console.log('\nBuilding the web app (vite build)…');
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

/** How the first load came to fetch a script. */
type LoadedAs = 'entry' | 'modulepreload' | 'static import' | 'import() during the first load';

interface HomeFile {
  file: string;
  via: LoadedAs;
  raw: number;
  gzip: number;
}

/** The phone Lighthouse's mobile audit emulates; the first load should not depend on it, but a phone is what it serves. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** Quiet this long, with the deferred work done, and the first load is over. */
const QUIET_MS = 1_500;
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * The gzipped JavaScript the home page loads, as a browser loads it: `/` opened in Chromium against
 * the production server with the demo data, until the network has been quiet and the work the app
 * defers to an idle moment (analytics and Web Vitals, the service worker's registration) has run.
 * Every script response of the page counts, lazy `import()` chunks included; the service worker's
 * own script and what it precaches are the worker's, not the page's, and are listed apart.
 */
export async function benchBundleSize(): Promise<Figure[]> {
  const html = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  const entries = tags(html, 'script')
    .filter((tag) => attr(tag, 'type') === 'module' && attr(tag, 'src'))
    .map((tag) => assetPath(attr(tag, 'src')!));
  const preloads = tags(html, 'link')
    .filter((tag) => attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href'))
    .map((tag) => assetPath(attr(tag, 'href')!));
  if (entries.length === 0) throw new Error('dist/web/index.html has no <script type="module" src>.');
  const closure = await staticClosure([...entries, ...preloads]);
  const via = (file: string): LoadedAs =>
    entries.includes(file)
      ? 'entry'
      : preloads.includes(file)
        ? 'modulepreload'
        : closure.has(file)
          ? 'static import'
          : 'import() during the first load';

  const loaded = await loadHomePage();
  const files: HomeFile[] = [];
  for (const script of loaded.scripts) {
    const compressed = await gzip(script.body, { level: 9 });
    const file = assetPath(script.path);
    files.push({ file: relative(file), via: via(file), raw: script.body.length, gzip: compressed.length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const missing = [...closure].filter((file) => !files.some((f) => f.file === relative(file)));
  if (missing.length > 0)
    throw new Error(`The page never loaded its static imports: ${missing.map(relative).join(', ')}`);

  let staticGzip = 0;
  for (const file of closure) staticGzip += (await gzip(await readFile(file), { level: 9 })).length;
  return report(files, loaded.worker, staticGzip / 1000);
}

interface LoadedScript {
  path: string;
  body: Buffer;
}

interface WorkerScript {
  path: string;
  gzip: number;
  /** Files the worker fetched into its cache meanwhile (not page JavaScript). */
  precached: number;
}

/** Opens `/` once in a fresh Chromium profile and collects every script the page fetched. */
async function loadHomePage(): Promise<{ scripts: LoadedScript[]; worker: WorkerScript | undefined }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nightlist-bench-size-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer(benchServerEnv({ DATA_DIR: dataDir, DEMO_DATA: 'on' }));
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const origin = new URL(server.url).origin;
    const pending = new Set<Request>();
    let lastActivity = performance.now();
    const responses: Promise<LoadedScript | undefined>[] = [];
    let workerFetches = 0;
    context.on('request', (request) => {
      if (request.serviceWorker()) workerFetches += 1;
    });
    page.on('request', (request) => {
      // The live updates' stream stays open as long as the page does.
      if (request.resourceType() === 'eventsource') return;
      pending.add(request);
      lastActivity = performance.now();
    });
    const done = (request: Request) => {
      pending.delete(request);
      lastActivity = performance.now();
    };
    page.on('requestfailed', done);
    page.on('requestfinished', done);
    page.on('response', (response) => {
      const request = response.request();
      const url = new URL(response.url());
      if (request.resourceType() !== 'script' || url.origin !== origin) return;
      responses.push(
        response.body().then(
          (body) => ({ path: url.pathname, body }),
          () => undefined,
        ),
      );
    });

    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    // The deferred work ends with the worker registered (production builds register it when idle).
    // Page-side code as text: bench/ is type-checked for Node, without the DOM's types.
    await page.waitForFunction('navigator.serviceWorker.getRegistration().then(Boolean)', undefined, {
      timeout: SETTLE_TIMEOUT_MS,
      polling: 250,
    });
    const deadline = performance.now() + SETTLE_TIMEOUT_MS;
    while (pending.size > 0 || performance.now() - lastActivity < QUIET_MS) {
      if (performance.now() > deadline)
        throw new Error(
          `The home page never went quiet: ${[...pending].map((r) => `${r.resourceType()} ${r.url()}`).join(', ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const scripts = (await Promise.all(responses)).filter((s): s is LoadedScript => s !== undefined);
    const registration = await page.evaluate<string | undefined>(
      'navigator.serviceWorker.getRegistration().then((r) => (r?.installing ?? r?.waiting ?? r?.active)?.scriptURL)',
    );
    let worker: WorkerScript | undefined;
    if (registration) {
      const workerPath = new URL(registration).pathname;
      const body = Buffer.from(await (await fetch(`${origin}${workerPath}`)).arrayBuffer());
      worker = { path: workerPath, gzip: (await gzip(body, { level: 9 })).length, precached: workerFetches };
    }
    return { scripts, worker };
  } finally {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(files: HomeFile[], worker: WorkerScript | undefined, staticKb: number): Figure[] {
  const totalKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1000;
  const rawKb = files.reduce((sum, f) => sum + f.raw, 0) / 1000;
  const kb = (bytes: number) => `${fmtFixed(bytes / 1000, 2)} KB`;
  printTable(
    'Home-page JavaScript as Chromium loads it (gzip -9, 1 KB = 1000 bytes)',
    ['File', 'Loaded as', 'Raw', 'Gzip'],
    [
      ...files.map((f) => [f.file, f.via, kb(f.raw), kb(f.gzip)]),
      [`total (${files.length} files)`, '', `${fmtFixed(rawKb, 2)} KB`, `${fmtFixed(totalKb, 2)} KB`],
    ],
    [2, 3],
  );
  if (worker)
    console.log(
      `  not counted: ${worker.path.replace(/^\//, '')} (the service worker's own script, ${kb(worker.gzip)} gzip; ` +
        `it fetched ${worker.precached} file(s) into its offline cache, the page did not)`,
    );
  else console.log('  ! no service worker registered during the first load');
  return [
    {
      section: SECTION,
      name: 'home-page JS loaded (gzip)',
      value: `${fmtFixed(totalKb, 1)} KB`,
      target: `≤ ${HOME_JS_TARGET_KB} KB`,
      pass: totalKb <= HOME_JS_TARGET_KB,
    },
    { section: SECTION, name: 'home-page JS files loaded', value: fmtInt(files.length) },
    {
      section: SECTION,
      name: 'of which before it runs (static imports, gzip)',
      value: `${fmtFixed(staticKb, 1)} KB`,
    },
  ];
}

function relative(file: string): string {
  return path.relative(webDistDir, file);
}

/** `roots` plus every chunk reachable from them through static imports. */
async function staticClosure(roots: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(await readFile(file, 'utf8'), file));
  }
  return seen;
}

function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** `/assets/x.js` in index.html is a path under dist/web (the app is served from the root). */
function assetPath(url: string): string {
  return path.join(webDistDir, url.split(/[?#]/)[0]!.replace(/^\//, ''));
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `import * as m from './x.js'`, `export{a}from"./x.js"`.
// The lookbehind skips `foo.import`; the character class stops at `(`, so dynamic `import()` never matches.
const STATIC_IMPORT = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+)["']/g;

/** Chunks a built chunk imports statically, resolved to files; bare or missing specifiers are ignored. */
function staticImports(source: string, file: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const specifier = match[1]!;
    if (!/^(\.{1,2})?\//.test(specifier)) continue;
    const resolved = specifier.startsWith('/')
      ? assetPath(specifier)
      : path.resolve(path.dirname(file), specifier);
    // A match inside a string literal would name no real chunk; requiring the file keeps it out.
    if (resolved.startsWith(webDistDir) && existsSync(resolved)) found.push(resolved);
  }
  return found;
}
