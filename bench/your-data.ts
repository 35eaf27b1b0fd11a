import { runChild } from './child.ts';
import { type Engine, tempDir } from './engine.ts';
import { type Figure, fmtInt, fmtMs } from './format.ts';
import type { YourDataInput, YourDataOutput } from './your-data-child.ts';

const SECTION = 'Your data';
/** The member's history: entries, and a notification for each. */
export const YOUR_DATA_ENTRIES = 1_000;
/** Members around them with the same history. */
const OTHERS = 20;
const ARCHIVE_TARGET_MS = 5_000;
const DELETE_TARGET_MS = 5_000;

/** Time to prepare the archive of a member with 1,000 entries, and to delete them (decision 042). */
export async function benchYourData(engine: Engine): Promise<Figure[]> {
  const input: YourDataInput = { entries: YOUR_DATA_ENTRIES, others: OTHERS };
  if (engine.postgres) input.databaseUrl = await engine.postgres.createDatabase('bench_your_data');
  else input.dataDir = await tempDir(engine, 'your-data');
  const out = await runChild<YourDataOutput>('your-data-child.ts', input);
  const label = `${fmtInt(YOUR_DATA_ENTRIES)} entries`;
  const figures: Figure[] = [
    {
      section: SECTION,
      engine: engine.name,
      name: `archive prepared, ${label} (${fmtInt(Math.round(out.archiveBytes / 1024))} KB)`,
      value: fmtMs(out.archiveMs),
      target: `< ${fmtMs(ARCHIVE_TARGET_MS)}`,
      pass: out.archiveMs < ARCHIVE_TARGET_MS,
    },
    {
      section: SECTION,
      engine: engine.name,
      name: `account deleted, ${label}`,
      value: fmtMs(out.deleteMs),
      target: `< ${fmtMs(DELETE_TARGET_MS)}`,
      pass: out.deleteMs < DELETE_TARGET_MS,
    },
  ];
  for (const figure of figures) console.log(`  ${figure.name}: ${figure.value}`);
  return figures;
}
