// `npm run dev`: the API restarts on change (node --watch) and Vite serves the web app with hot
// reload, proxying /api to the API. Open the Vite address it prints.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // A restart on change does not wait out the production drain window (decision 047).
    env: { SHUTDOWN_DRAIN_SECONDS: '0', ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn(path.join(root, 'node_modules/.bin/vite'), [], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
