import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Figure, fmtFixed, fmtInt, printTable } from './format.ts';
import { repoRoot, webDistDir } from './paths.ts';

const gzip = promisify(zlib.gzip);
const SECTION = 'Size';
export const HOME_JS_TARGET_KB = 170;

/** Runs `vite build` when there is no build yet, or always with `force`. */
export function ensureWebBuild(force: boolean): void {
  if (!force && existsSync(path.join(webDistDir, 'index.html'))) return;
  console.log('\nBuilding the web app (vite build)…');
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

interface HomeFile {
  file: string;
  /** Why the home page loads it. */
  via: 'entry' | 'modulepreload' | 'static import';
  raw: number;
  gzip: number;
}

/**
 * The gzipped JavaScript the home page needs before it can run: the entry script, every
 * modulepreload, and every chunk reachable through static imports (lazy `import()` chunks are not).
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

  // The browser fetches everything the entry imports statically, whether or not Vite preloads it.
  const imported = await staticClosure(entries);
  const all = await staticClosure([...entries, ...preloads]);
  const via = (file: string): HomeFile['via'] =>
    entries.includes(file) ? 'entry' : preloads.includes(file) ? 'modulepreload' : 'static import';
  const notPreloaded = [...imported].filter((file) => via(file) === 'static import');
  const notImported = preloads.filter((file) => !imported.has(file));
  if (notPreloaded.length > 0) {
    // Vite normally preloads every static dependency; one it missed is fetched late (a request waterfall).
    console.warn(`  ! imported but not modulepreloaded: ${notPreloaded.map(relative).join(', ')}`);
  }
  if (notImported.length > 0) {
    console.warn(
      `  ! modulepreloaded but not imported by the entry: ${notImported.map(relative).join(', ')}`,
    );
  }

  const files: HomeFile[] = [];
  for (const file of all) {
    const source = await readFile(file);
    const compressed = await gzip(source, { level: 9 });
    files.push({ file: relative(file), via: via(file), raw: source.length, gzip: compressed.length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return report(files, entries, preloads);
}

function report(files: HomeFile[], entries: string[], preloads: string[]): Figure[] {
  const totalKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1000;
  const rawKb = files.reduce((sum, f) => sum + f.raw, 0) / 1000;
  const kb = (bytes: number) => `${fmtFixed(bytes / 1000, 2)} KB`;
  printTable(
    'Home-page JavaScript (gzip -9, 1 KB = 1000 bytes)',
    ['File', 'Loaded as', 'Raw', 'Gzip'],
    [
      ...files.map((f) => [f.file, f.via, kb(f.raw), kb(f.gzip)]),
      [`total (${files.length} files)`, '', `${fmtFixed(rawKb, 2)} KB`, `${fmtFixed(totalKb, 2)} KB`],
    ],
    [2, 3],
  );
  console.log(`  ${entries.length} entry, ${preloads.length} modulepreload link(s) in index.html`);
  return [
    {
      section: SECTION,
      name: 'home-page JS (gzip)',
      value: `${fmtFixed(totalKb, 1)} KB`,
      target: `≤ ${HOME_JS_TARGET_KB} KB`,
      pass: totalKb <= HOME_JS_TARGET_KB,
    },
    { section: SECTION, name: 'home-page JS files', value: fmtInt(files.length) },
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
