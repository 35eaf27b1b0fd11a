// What the per-request log costs (issue 39, decision 044): GET /api/clubs on two servers with the
// settings `npm start` runs with (demo city, NODE_ENV and LOG_LEVEL left to their defaults), one
// at the default level (info) and one at warn (no request lines), interleaved round by round, the
// load from its own process. `--app <dir>` runs another checkout's server (the code before a change).
//
//   node bench/log-cost.ts [--app /work/main] [--rounds 5] [--seconds 5]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { interleave, ratios, rps } from './api.ts';
import { fmtFixed, fmtInt } from './format.ts';
import { repoRoot } from './paths.ts';
import { defaultServerEnv, startServer } from './server-process.ts';
import { median, min } from './stats.ts';

const { values } = parseArgs({
  options: {
    app: { type: 'string', default: repoRoot },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
  },
});
const script = path.join(path.resolve(values.app), 'src/server/main.ts');
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const dirs = [
  await mkdtemp(path.join(os.tmpdir(), 'log-cost-')),
  await mkdtemp(path.join(os.tmpdir(), 'log-cost-')),
];
const info = await startServer(defaultServerEnv({ DATA_DIR: dirs[0]! }), { script, timeoutMs: 180_000 });
const warn = await startServer(defaultServerEnv({ DATA_DIR: dirs[1]!, LOG_LEVEL: 'warn' }), {
  script,
  timeoutMs: 180_000,
});
const query = `/api/clubs?date=${today}&gender=male&type=all`;
try {
  const [atInfo, atWarn] = await interleave(
    [
      { label: 'LOG_LEVEL default (info)', url: `${info.url}${query}` },
      { label: 'LOG_LEVEL=warn', url: `${warn.url}${query}` },
    ],
    { rounds: Number(values.rounds), durationSeconds: Number(values.seconds), warmupSeconds: 1 },
  );
  const each = ratios(rps(atInfo!), rps(atWarn!));
  console.log(`\n${script}, GET ${query}, 50 connections`);
  console.log(`  info: ${rps(atInfo!).map(fmtInt).join(' / ')} requests/s`);
  console.log(`  warn: ${rps(atWarn!).map(fmtInt).join(' / ')} requests/s`);
  console.log(
    `  info ÷ warn per round: ${each.map((r) => fmtFixed(r, 2)).join(' / ')}; median ${fmtFixed(median(each), 2)}, min ${fmtFixed(min(each), 2)} (target ≥ 0.90)`,
  );
} finally {
  await info.stop();
  await warn.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
