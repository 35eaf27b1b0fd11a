import { and, asc, count, eq } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'lastUsedAt'>;

/**
 * Saves a device's subscription: a new row, or the same endpoint again (keys renewed, or another
 * member signed in on the device: the endpoint follows whoever turned push on last).
 */
export async function upsertPushSubscription(
  db: Database,
  row: NewPushSubscription,
): Promise<PushSubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        theme: row.theme,
        deviceLabel: row.deviceLabel,
      },
    })
    .returning();
  return saved!;
}

/** The member's devices, oldest first; a member has at most MAX_PUSH_DEVICES. */
export function findPushSubscriptions(
  db: Database,
  userId: string,
  limit: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
    .limit(limit);
}

export async function countPushSubscriptions(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.count ?? 0;
}

export async function findPushSubscriptionByEndpoint(
  db: Database,
  endpoint: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/** Deletes the member's own device (by endpoint or id); false when they have no such device. */
export async function deleteOwnPushSubscription(
  db: Database,
  userId: string,
  which: { endpoint: string } | { id: string },
): Promise<boolean> {
  const match =
    'endpoint' in which ? eq(pushSubscriptions.endpoint, which.endpoint) : eq(pushSubscriptions.id, which.id);
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), match))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The push service said the subscription is gone: the device and its queued pushes go with it. */
export async function deletePushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The devices the push service just took a message for, in one statement. */
export async function touchPushSubscriptions(db: Database, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(pushSubscriptions).set({ lastUsedAt: at }).where(anyOf(pushSubscriptions.id, ids));
}
