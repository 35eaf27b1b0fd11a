import { setTimeout as sleep } from 'node:timers/promises';
import { type Engine, startApp, tempDir } from './engine.ts';
import { type Figure, fmtFixed, fmtMb, printTable } from './format.ts';
import { readMemory } from './memory.ts';
import type { RunningServer } from './server-process.ts';

const SECTION = 'Memory';
/** Issue 16: an embedded server idles in 450 MB once its data directory exists. */
export const IDLE_RSS_TARGET_MB = 450;

async function idle(server: RunningServer, seconds: number) {
  // Something asked first, as a browser would, then nothing.
  await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
  await sleep(seconds * 1000);
  return readMemory(server.pid);
}

/**
 * What a real start costs: the server on a new database (PGlite: initdb, migrations, demo city), then
 * stopped and started again on the same one, each left idle before its memory is read from /proc.
 */
export async function benchRss(engine: Engine, idleSeconds: number): Promise<Figure[]> {
  const where: { dataDir?: string; databaseUrl?: string } = engine.postgres
    ? { databaseUrl: await engine.postgres.createDatabase('bench_rss') }
    : { dataDir: await tempDir(engine, 'rss') };
  const dataset = {
    engine,
    label: 'rss',
    ...where,
    fixture: undefined as never,
    seedSeconds: 0,
    bigNightJoined: 0,
  };
  const runs: { label: string; startMs: number; rssMb: number; hwmMb: number }[] = [];
  for (const label of ['first start (new database, demo data)', 'after a restart']) {
    const server = await startApp(dataset, { DEMO_DATA: 'on' });
    try {
      const memory = await idle(server, idleSeconds);
      runs.push({ label, startMs: server.startMs, rssMb: memory.rssMb, hwmMb: memory.hwmMb });
    } finally {
      await server.stop();
    }
  }
  printTable(
    `Server memory on ${engine.name} (idle ${idleSeconds} s, from /proc/<pid>/status)`,
    ['Start', 'Time to listen', 'RSS idle', 'VmHWM'],
    runs.map((r) => [r.label, `${fmtFixed(r.startMs / 1000, 1)} s`, fmtMb(r.rssMb), fmtMb(r.hwmMb)]),
    [1, 2, 3],
  );
  const [first, restart] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const base = { section: SECTION, engine: engine.name };
  return [
    {
      ...base,
      name: 'RSS idle after a restart',
      value: fmtMb(restart.rssMb),
      baseline: `peak ${fmtMb(restart.hwmMb)}`,
      ...(engine.postgres
        ? {}
        : { target: `≤ ${IDLE_RSS_TARGET_MB} MB`, pass: restart.rssMb <= IDLE_RSS_TARGET_MB }),
    },
    { ...base, name: 'restart: time to listen', value: `${fmtFixed(restart.startMs / 1000, 1)} s` },
    {
      ...base,
      name: 'first start: RSS idle / peak',
      value: `${fmtMb(first.rssMb)} / ${fmtMb(first.hwmMb)}`,
    },
    { ...base, name: 'first start: time to listen', value: `${fmtFixed(first.startMs / 1000, 1)} s` },
  ];
}
