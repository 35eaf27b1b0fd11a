import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { childMain } from './child.ts';
import { type Fixture, type SeedSpec, seed } from './seed.ts';

export interface SeedInput {
  /** A PGlite data directory (the server's DATA_DIR), or a PostgreSQL URL. */
  dataDir?: string;
  databaseUrl?: string;
  spec: SeedSpec;
}

export interface SeedOutput {
  fixture: Fixture;
  seconds: number;
}

// Before the server starts: it holds the PGlite directory, and nothing else may write to it then.
childMain<SeedInput, SeedOutput>(async ({ dataDir, databaseUrl, spec }) => {
  const started = performance.now();
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const handle = databaseUrl ? openPostgres(databaseUrl) : await openPglite(path.join(dataDir!, 'pgdata'));
  try {
    await handle.migrate();
    const fixture = await seed(handle.db, spec);
    return { fixture, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
});
