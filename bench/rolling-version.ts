import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Engine, tempDir } from './engine.ts';
import { repoRoot } from './paths.ts';

/**
 * A "new version" for a rolling restart: a copy of this tree's server (same code) whose migrations
 * folder carries `release` extra expand-only migrations (decision 043): a nullable column on the
 * busiest table of a list drop, and a new table with an index. The copy runs from its own folder
 * (its migrations folder is found next to its code, src/server/db/migrations-folder.ts), so no
 * setting of the real server points it elsewhere; it shares this tree's node_modules by a symlink.
 * Returns the path of its `main.ts`.
 */
export async function newVersion(engine: Engine, release: number): Promise<string> {
  const root = await tempDir(engine, `version-${release}`);
  for (const dir of ['src/server', 'src/shared'])
    await cp(path.join(repoRoot, dir), path.join(root, dir), {
      recursive: true,
      filter: (source) => !source.endsWith('.test.ts'),
    });
  await cp(path.join(repoRoot, 'package.json'), path.join(root, 'package.json'));
  await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));

  const folder = path.join(root, 'src/server/db/migrations');
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  for (let n = 1; n <= release; n++) {
    const tag = `${String(9000 + n)}_rolling_expand_${n}`;
    await writeFile(path.join(folder, `${tag}.sql`), expandMigration(n));
    journal.entries.push({ ...last, idx: last.idx + n, when: last.when + n * 1000, tag });
  }
  await writeFile(journalPath, JSON.stringify(journal, null, 2));
  return path.join(root, 'src/server/main.ts');
}

/**
 * Expand only: the old code never names the column (its inserts leave it null) nor the table.
 * The `ALTER TABLE` takes `guestlist_entries`' ACCESS EXCLUSIVE lock for an instant (no rewrite:
 * a nullable column without a default is a catalog change), queued behind the joins in flight; the
 * index is on the new, empty table. drizzle's migrator runs pending migrations in one transaction,
 * so an index on a big existing table (`CREATE INDEX CONCURRENTLY`) cannot go through it.
 */
function expandMigration(n: number): string {
  return [
    `ALTER TABLE "guestlist_entries" ADD COLUMN "rolling_note_${n}" text;`,
    `CREATE TABLE "rolling_marks_${n}" ("id" serial PRIMARY KEY, "entry_id" uuid, "noted_at" timestamp with time zone DEFAULT now() NOT NULL);`,
    `CREATE INDEX "rolling_marks_${n}_entry_id_idx" ON "rolling_marks_${n}" ("entry_id");`,
  ].join('--> statement-breakpoint\n');
}
