import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { dataArchives, guestlistEntries, notifications } from '../src/server/db/schema.ts';
import { insertClub } from '../src/server/testing/fixtures.ts';
import { createMembers } from '../src/server/testing/members.ts';
import { prepareArchives } from '../src/server/your-data/archive-service.ts';
import { eraseAccount } from '../src/server/your-data/delete-account.ts';
import { addDays } from '../src/shared/dates.ts';
import { childMain } from './child.ts';

export interface YourDataInput {
  databaseUrl?: string;
  dataDir?: string;
  /** Past entries of the member (and as many notifications). */
  entries: number;
  /** Other members with the same history around them: the tables are not the member's alone. */
  others: number;
}

export interface YourDataOutput {
  archiveMs: number;
  archiveBytes: number;
  deleteMs: number;
}

const NOW = new Date('2026-11-27T15:00:00Z');

/** Seeds a member with `entries` past entries, then times preparing their archive and deleting them. */
async function run(input: YourDataInput): Promise<YourDataOutput> {
  if (input.dataDir) await mkdir(path.join(input.dataDir, 'pgdata'), { recursive: true });
  const handle = input.databaseUrl
    ? openPostgres(input.databaseUrl)
    : await openPglite(path.join(input.dataDir!, 'pgdata'));
  try {
    await handle.migrate();
    const db = handle.db;
    const clubs = await Promise.all(
      Array.from({ length: 5 }, (_, i) => insertClub(db, { name: `Bench Club ${i + 1}` })),
    );
    const members = await createMembers(db, input.others + 1);
    for (const member of members) {
      const rows = Array.from({ length: input.entries }, (_, i) => ({
        userId: member.id,
        clubId: clubs[i % clubs.length]!.id,
        date: addDays('2026-11-20', -Math.floor(i / clubs.length)),
        ladies: 1,
        men: 1,
        guestNames: ['A Guest'],
        status: 'confirmed' as const,
        createdAt: NOW,
      }));
      for (let i = 0; i < rows.length; i += 1_000)
        await db.insert(guestlistEntries).values(rows.slice(i, i + 1_000));
      const notes = rows.map((row) => ({
        userId: member.id,
        kind: 'guestlist-joined',
        title: 'You are on the list',
        body: `Bench night ${row.date}`,
        createdAt: NOW,
      }));
      for (let i = 0; i < notes.length; i += 1_000)
        await db.insert(notifications).values(notes.slice(i, i + 1_000));
    }
    await db.execute(sql`analyze`);
    const member = members[0]!;
    const clock = () => NOW;

    await db.insert(dataArchives).values({ userId: member.id, requestedAt: NOW });
    let started = performance.now();
    const prepared = await prepareArchives(db, clock, () => {});
    const archiveMs = performance.now() - started;
    if (prepared !== 1) throw new Error(`prepared ${prepared} archives, not 1`);
    const [archive] = await db.select({ bytes: dataArchives.bytes }).from(dataArchives);

    started = performance.now();
    await eraseAccount(
      {
        db,
        clock,
        deliver: () => {},
        payments: undefined as never,
        publicUrl: null,
        forgetUser: () => {},
        forgetRoles: () => {},
      },
      member.id,
    );
    const deleteMs = performance.now() - started;
    return { archiveMs, archiveBytes: archive?.bytes ?? 0, deleteMs };
  } finally {
    await handle.close();
  }
}

childMain(run);
