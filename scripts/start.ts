// `npm start`: builds the web app when the build is missing or older than its sources, then
// starts the one server process that serves the app and the API.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, process.env.WEB_DIST_DIR ?? 'dist/web', 'index.html');
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);

function newestChange(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
if (!built || Math.max(...sources.map(newestChange)) > built.mtimeMs) {
  console.log(
    built ? 'The web app changed since the last build: rebuilding…' : 'Building the web app (first start)…',
  );
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../src/server/main.ts');
