import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NOTIFICATION_KINDS } from '../../shared/api/guestlist-schema.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { enqueueDeliveriesOf } from './deliveries-repository.ts';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/** Writes the in-app notification and, in the same transaction, queues its email and SMS. */
/** One notification and its email/SMS deliveries: two statements (joins run this under the night's lock). */
export async function insertNotification(tx: Database, row: NewNotification): Promise<NotificationRow> {
  const [inserted] = await tx.insert(notifications).values(row).returning();
  await enqueueDeliveriesOf(tx, [inserted!.id]);
  return inserted!;
}

/** Rows per INSERT: 1,000 notifications stay far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1_000;

/** insertNotification for many at once (a night closed on thousands of parties), in batches. */
export async function insertNotifications(tx: Database, rows: NewNotification[]): Promise<NotificationRow[]> {
  const written: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const inserted = await tx
      .insert(notifications)
      .values(rows.slice(i, i + INSERT_BATCH))
      .returning();
    await enqueueDeliveriesOf(
      tx,
      inserted.map((row) => row.id),
    );
    written.push(...inserted);
  }
  return written;
}

/**
 * The same for a notification with a `dedupeKey`: written only if no notification with that key
 * exists, so processes running the same scheduled job at once send it once. Undefined = already sent.
 */
export async function insertNotificationOnce(
  tx: Database,
  row: NewNotification & { dedupeKey: string },
): Promise<NotificationRow | undefined> {
  const [inserted] = await tx
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning();
  if (inserted) await enqueueDeliveriesOf(tx, [inserted.id]);
  return inserted;
}

export function findNotifications(db: Database, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

export async function countOwned(db: Database, userId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), anyOf(notifications.id, ids)));
  return row?.count ?? 0;
}

/** Marks the member's unread notifications read: all of them, or those in `ids`. */
export async function markRead(db: Database, userId: string, ids: string[] | undefined, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? anyOf(notifications.id, ids) : undefined,
      ),
    );
}
