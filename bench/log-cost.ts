// What the per-request log costs (issue 39, decision 044): GET /api/clubs on two servers with the
// settings `npm start` runs with (demo city, NODE_ENV and LOG_LEVEL left to their defaults), one
// at the default level (info) and one at warn (no request lines), interleaved round by round, the
// load from its own process. `--app <dir>` runs another checkout's server (the code before a change).
//
//   node bench/log-cost.ts [--app /work/main] [--rounds 5] [--seconds 5]
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ratios, rps } from './api.ts';
import { startUpFold } from './engine.ts';
import { fmtFixed, fmtInt } from './format.ts';
import { type LoadResult, load } from './load.ts';
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
// One data directory with the demo city inserted and its past nights folded into the guest book
// (the work of a first start, decision 040), copied for the second server: both then serve the
// steady state from their first request, whatever their level says in their logs.
const fold = startUpFold();
const first = await startServer(defaultServerEnv({ DATA_DIR: dirs[0]! }), {
  script,
  timeoutMs: 180_000,
  onOutput: fold.onOutput,
});
console.log(
  `  the demo city's start-up guest-book fold settled after ${(await fold.settled()).toFixed(1)} s`,
);
await first.stop();
// Not the backup channel's socket (the server makes its own).
await cp(dirs[0]!, dirs[1]!, { recursive: true, filter: (source) => !source.endsWith('.sock') });
const info = await startServer(defaultServerEnv({ DATA_DIR: dirs[0]! }), { script, timeoutMs: 180_000 });
const warn = await startServer(defaultServerEnv({ DATA_DIR: dirs[1]!, LOG_LEVEL: 'warn' }), {
  script,
  timeoutMs: 180_000,
});
const query = `/api/clubs?date=${today}&gender=male&type=all`;
try {
  // A listing of nothing would measure nothing: both must answer the demo city's clubs.
  for (const server of [info, warn]) {
    const body = await (await fetch(`${server.url}${query}`)).text();
    const listed = (JSON.parse(body) as { clubs?: unknown[] }).clubs?.length ?? 0;
    if (listed === 0) throw new Error(`GET ${query} listed no clubs`);
    console.log(`  ${server.url}: ${listed} clubs, ${body.length} bytes`);
  }
  const runs: Record<'info' | 'warn', { load: LoadResult; cpuMsPerRequest: number }[]> = {
    info: [],
    warn: [],
  };
  for (let round = 0; round < Number(values.rounds); round++) {
    console.log(`  round ${round + 1}/${values.rounds}: LOG_LEVEL default (info), LOG_LEVEL=warn…`);
    for (const [name, server] of [
      ['info', info],
      ['warn', warn],
    ] as const) {
      const before = cpuMs(server.pid);
      const result = await load({
        url: `${server.url}${query}`,
        connections: 50,
        warmupSeconds: 1,
        durationSeconds: Number(values.seconds),
      });
      // The warm-up's requests are not counted in `requests`: take the CPU of the whole run over
      // requests/s × (warm-up + measured seconds), an estimate that treats both servers alike.
      const served = result.requestsPerSecond * (1 + Number(values.seconds));
      runs[name].push({ load: result, cpuMsPerRequest: (cpuMs(server.pid) - before) / served });
    }
  }
  const atInfo = runs.info.map((r) => r.load);
  const atWarn = runs.warn.map((r) => r.load);
  const each = ratios(rps(atInfo), rps(atWarn));
  const cpuInfo = runs.info.map((r) => r.cpuMsPerRequest * 1000);
  const cpuWarn = runs.warn.map((r) => r.cpuMsPerRequest * 1000);
  const cpuRatios = ratios(cpuWarn, cpuInfo);
  console.log(`\n${script}, GET ${query}, 50 connections`);
  console.log(`  info: ${rps(atInfo).map(fmtInt).join(' / ')} requests/s`);
  console.log(`  warn: ${rps(atWarn).map(fmtInt).join(' / ')} requests/s`);
  console.log(
    `  info ÷ warn per round: ${each.map((r) => fmtFixed(r, 2)).join(' / ')}; median ${fmtFixed(median(each), 2)}, min ${fmtFixed(min(each), 2)} (target ≥ 0.90)`,
  );
  // The server's own CPU per request (user + system, all its threads, from /proc): what the log
  // costs, less exposed to other work on the machine than requests/s.
  console.log(
    `  server CPU µs per request, info: ${cpuInfo.map((v) => fmtInt(v)).join(' / ')} (median ${fmtInt(median(cpuInfo))})`,
  );
  console.log(
    `  server CPU µs per request, warn: ${cpuWarn.map((v) => fmtInt(v)).join(' / ')} (median ${fmtInt(median(cpuWarn))})`,
  );
  console.log(
    `  warn ÷ info CPU per request (the throughput info keeps): median ${fmtFixed(median(cpuRatios), 2)}, min ${fmtFixed(min(cpuRatios), 2)}`,
  );
} finally {
  await info.stop();
  await warn.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

/** User + system CPU of a process and all its threads so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime), counted from the state (field 3) here; 100 ticks a second.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
