import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runChild } from './child.ts';
import type { PostgresServer } from './postgres.ts';
import type { Fixture, SeedSpec } from './seed.ts';
import type { SeedInput, SeedOutput } from './seed-child.ts';
import {
  benchServerEnv,
  defaultServerEnv,
  type RunningServer,
  type Settings,
  startServer,
} from './server-process.ts';

export type EngineName = 'pglite' | 'postgres';

export interface Engine {
  name: EngineName;
  /** Set for postgres: the server the data sets get their databases on. */
  postgres?: PostgresServer;
  /** Removed when the engine is done. */
  tempDirs: string[];
}

/** One seeded database: a PGlite data directory or a PostgreSQL database. */
export interface Dataset {
  engine: Engine;
  label: string;
  dataDir?: string;
  databaseUrl?: string;
  /** A copy of the PGlite directory taken before the server started (the bare-SQL baseline's). */
  copyDir?: string;
  fixture: Fixture;
  seedSeconds: number;
  /** Parties the benchmark added to the big night since seeding (its rushes). */
  bigNightJoined: number;
}

export async function tempDir(engine: Engine, label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `nightlist-bench-${label}-`));
  engine.tempDirs.push(dir);
  return dir;
}

/** Seeds a new database in a child process, before any server opens it. */
export async function prepareDataset(
  engine: Engine,
  label: string,
  spec: SeedSpec,
  { copy = false } = {},
): Promise<Dataset> {
  const input: SeedInput = { spec };
  if (engine.postgres) input.databaseUrl = await engine.postgres.createDatabase(`bench_${label}`);
  else input.dataDir = await tempDir(engine, label);
  const { fixture, seconds } = await runChild<SeedOutput>('seed-child.ts', input);
  console.log(`  seeded ${label} on ${engine.name} in ${seconds.toFixed(1)} s`);
  const dataset: Dataset = { engine, label, ...input, fixture, seedSeconds: seconds, bigNightJoined: 0 };
  if (copy && input.dataDir) {
    dataset.copyDir = await tempDir(engine, `${label}-copy`);
    await cp(input.dataDir, dataset.copyDir, { recursive: true });
  }
  return dataset;
}

/** The real server (`node src/server/main.ts`) on a data set, in its own process. */
export function startApp(
  dataset: Dataset,
  extra: Record<string, string> = {},
  settings: Settings = 'tuned',
  /** Sees the server's stdout once it listens (its log lines). */
  onOutput?: (text: string) => void,
): Promise<RunningServer> {
  const where: Record<string, string> = dataset.databaseUrl
    ? { DATABASE_URL: dataset.databaseUrl }
    : { DATA_DIR: dataset.dataDir! };
  const env = settings === 'default' ? defaultServerEnv : benchServerEnv;
  return startServer(env({ ...where, ...extra }), { onOutput });
}

/** The guest book's fold says each run it did; a run with nothing left says `"more":false`. */
const FOLD_RUN = /"msg":"Guest book fold run"/;
/**
 * A run logs at its end: the first ends ~35 s after the start on an idle machine (it starts 5 s
 * after it), past 90 s on a loaded one. A demo city inserted by this start always has nights to fold.
 */
const FOLD_SETTLE_MS = { none: 180_000, max: 300_000 };

/**
 * Waits until a default-settings server has folded the demo city's past nights into the guest book,
 * the background work its first start does (decision 040: ~40 s on an idle machine, minutes on a
 * loaded one, PGlite's requests queued behind its batches), so the figures after it are the server's
 * steady state. Pass `onOutput` to the server's start and call `settled()` once it listens: it
 * resolves (with the seconds waited) at the fold's last run, after 3 minutes without any run
 * (nothing to fold), or after 5 minutes at most.
 */
export function startUpFold(): { onOutput: (text: string) => void; settled: () => Promise<number> } {
  let seen = false;
  let done = false;
  let partial = '';
  let finish = () => {
    done = true;
  };
  return {
    onOutput: (text) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!FOLD_RUN.test(line)) continue;
        seen = true;
        if (line.includes('"more":false')) finish();
      }
    },
    settled: () => {
      const started = performance.now();
      return new Promise<number>((resolve) => {
        finish = () => resolve((performance.now() - started) / 1000);
        if (done) finish();
        setTimeout(() => seen || finish(), FOLD_SETTLE_MS.none).unref();
        setTimeout(finish, FOLD_SETTLE_MS.max).unref();
      });
    },
  };
}

export async function cleanUp(engine: Engine): Promise<void> {
  for (const dir of engine.tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
}
