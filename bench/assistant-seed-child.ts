import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../src/server/db/client.ts';
import { insertDemoData } from '../src/server/demo/demo-data.ts';
import { EVAL_TIME_ZONE, EVAL_TONIGHT } from '../src/server/testing/assistant-eval/eval-scenario.ts';
import { childMain } from './child.ts';

// The demo city as `npm start` seeds it, but for the eval's Monday rather than today: the server
// then serves the eval's questions at that instant through TEST_CLOCK. Before the server starts,
// which holds the PGlite directory from then on.
childMain<{ dataDir: string }, { clubs: number }>(async ({ dataDir }) => {
  await mkdir(dataDir, { recursive: true });
  const handle = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    await handle.migrate();
    const clubs = await insertDemoData(handle.db, { timeZone: EVAL_TIME_ZONE, today: EVAL_TONIGHT });
    return { clubs };
  } finally {
    await handle.close();
  }
});
