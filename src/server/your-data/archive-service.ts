// A member's archive (decision 042): asked for, prepared by a job in any process, offered a week.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dataArchives } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { insertNotification, type NotificationRow } from '../notifications/notifications-repository.ts';
import { collectArchive } from './archive-sections.ts';

const DAY_MS = 24 * 3_600_000;
/** How long a prepared archive is offered. */
export const ARCHIVE_OFFERED_MS = 7 * DAY_MS;
/** One archive a day: preparing one reads every table about the member. */
export const ARCHIVE_EVERY_MS = DAY_MS;

export type ArchiveRow = typeof dataArchives.$inferSelect;

export interface ArchiveStatus {
  status: 'none' | 'preparing' | 'ready' | 'failed';
  requestedAt: string | null;
  readyAt: string | null;
  expiresAt: string | null;
  bytes: number | null;
  /** When the member may ask again (one a day). */
  nextRequestAt: string | null;
}

async function latestArchive(db: Database, userId: string): Promise<ArchiveRow | undefined> {
  const [row] = await db
    .select()
    .from(dataArchives)
    .where(eq(dataArchives.userId, userId))
    .orderBy(desc(dataArchives.requestedAt))
    .limit(1);
  return row;
}

export async function archiveStatus(db: Database, userId: string, now: Date): Promise<ArchiveStatus> {
  const row = await latestArchive(db, userId);
  const live = row && !(row.expiresAt && row.expiresAt.getTime() <= now.getTime());
  const next = row && row.status !== 'failed' ? new Date(row.requestedAt.getTime() + ARCHIVE_EVERY_MS) : null;
  return {
    status: live ? row.status : 'none',
    requestedAt: live ? row.requestedAt.toISOString() : null,
    readyAt: live ? (row.readyAt?.toISOString() ?? null) : null,
    expiresAt: live ? (row.expiresAt?.toISOString() ?? null) : null,
    bytes: live ? row.bytes : null,
    nextRequestAt: next && next.getTime() > now.getTime() ? next.toISOString() : null,
  };
}

/** Asks for an archive: one a day, refused with when the next may be asked for. */
export async function requestArchive(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // One request at a time per member, in every process: the row lock on the member.
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const row = await latestArchive(tx, userId);
    if (row && row.status !== 'failed' && now.getTime() - row.requestedAt.getTime() < ARCHIVE_EVERY_MS)
      throw new AppError(
        429,
        'archive_too_soon',
        'You asked for your data less than a day ago. You can ask again 24 hours after that request.',
      );
    await tx.insert(dataArchives).values({ userId, status: 'preparing', requestedAt: now });
  });
}

/** The member's ready archive's JSON, or a 404 (another member's is indistinguishable from none). */
export async function readArchive(db: Database, userId: string, now: Date): Promise<string> {
  const row = await latestArchive(db, userId);
  if (row?.status !== 'ready' || !row.content || (row.expiresAt && row.expiresAt <= now))
    throw new AppError(404, 'archive_not_found', 'There is no archive ready to download. Ask for one first.');
  return row.content;
}

/**
 * Prepares the archives waiting, oldest first, each in its own transaction that skips one another
 * process holds: several processes on one PostgreSQL prepare each archive once. The member is told
 * (in the app, and by email/SMS/push through the outbox). Drops the archives past their week.
 */
export async function prepareArchives(
  db: Database,
  now: () => Date,
  deliver: (rows: NotificationRow[]) => void,
  limit = 5,
): Promise<number> {
  await db.delete(dataArchives).where(lt(dataArchives.expiresAt, now()));
  let prepared = 0;
  for (let i = 0; i < limit; i++) {
    let claimed: string | undefined;
    const written = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .select({ id: dataArchives.id, userId: dataArchives.userId })
          .from(dataArchives)
          .where(eq(dataArchives.status, 'preparing'))
          .orderBy(dataArchives.requestedAt)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return undefined;
        claimed = row.id;
        const at = now();
        const content = JSON.stringify(await collectArchive(tx, row.userId, at), null, 2);
        const expiresAt = new Date(at.getTime() + ARCHIVE_OFFERED_MS);
        await tx
          .update(dataArchives)
          .set({ status: 'ready', content, bytes: Buffer.byteLength(content), readyAt: at, expiresAt })
          .where(and(eq(dataArchives.id, row.id), eq(dataArchives.status, 'preparing')));
        return insertNotification(tx, {
          userId: row.userId,
          kind: 'data-archive-ready',
          title: 'Your data is ready',
          body: `Your Nightlist data is ready to download from your profile until ${expiresAt.toUTCString().slice(0, 16)}.`,
          link: '/profile',
          createdAt: at,
        });
      })
      .catch(async (error: unknown) => {
        // Failed, not retried every minute for ever: the member may ask again at once (requestArchive).
        if (!claimed) throw error;
        await db.update(dataArchives).set({ status: 'failed' }).where(eq(dataArchives.id, claimed));
        throw error;
      });
    if (!written) break;
    prepared += 1;
    deliver([written]);
  }
  return prepared;
}
