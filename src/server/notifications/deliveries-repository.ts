import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import {
  type DeliveryChannel,
  type DeliveryStatus,
  notificationDeliveries,
  notifications,
  pushSubscriptions,
  users,
} from '../db/schema.ts';

/**
 * Queues each notification's email, SMS and pushes in one statement: each member's allowed channels
 * (email when they have an address and want it, SMS when they want it, a push to each device they
 * turned push on for), from the database itself (closing a night of 70,000 parties queued them one by
 * one, two queries each).
 */
export async function enqueueDeliveriesOf(tx: Database, notificationIds: string[]): Promise<void> {
  if (notificationIds.length === 0) return;
  const ids = sql`${sql.param(notificationIds)}::uuid[]`;
  await tx.execute(sql`
    insert into ${notificationDeliveries}
      (notification_id, channel, push_subscription_id, next_attempt_at, created_at)
    select n.id, c.channel, null::uuid, n.created_at, n.created_at
    from ${notifications} n
    join ${users} u on u.id = n.user_id
    cross join (values ('email'), ('sms')) as c(channel)
    where n.id = any(${ids})
      and ((c.channel = 'email' and u.notify_by_email and coalesce(u.email, '') <> '')
        or (c.channel = 'sms' and u.notify_by_sms))
    union all
    select n.id, 'push', s.id, n.created_at, n.created_at
    from ${notifications} n
    join ${pushSubscriptions} s on s.user_id = n.user_id
    where n.id = any(${ids})`);
}

/** A push delivery's device and what its notification links to. */
export interface ClaimedPush {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  theme: 'female' | 'male';
}

export interface ClaimedDelivery {
  id: string;
  channel: DeliveryChannel;
  /** Including this one. */
  attempts: number;
  notificationId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  expiresAt: Date | null;
  email: string | null;
  phoneNumber: string;
  /** Set on a push delivery: the device it goes to. */
  push: ClaimedPush | null;
}

/**
 * Takes up to `limit` due deliveries for this process. SKIP LOCKED lets several processes claim at
 * once without waiting on or taking each other's rows; pushing next_attempt_at out by `lease`
 * keeps a claimed row away from the others after the claim commits, while it is being sent. A
 * process that dies mid-send leaves the row to be retried once the lease runs out.
 */
export async function claimDueDeliveries(
  db: Database,
  now: Date,
  lease: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: notificationDeliveries.id,
        channel: notificationDeliveries.channel,
        attempts: notificationDeliveries.attempts,
        notificationId: notificationDeliveries.notificationId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        expiresAt: notifications.expiresAt,
        email: users.email,
        phoneNumber: users.phoneNumber,
        subscriptionId: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        theme: pushSubscriptions.theme,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationDeliveries.pushSubscriptionId))
      .where(
        and(eq(notificationDeliveries.status, 'pending'), lte(notificationDeliveries.nextAttemptAt, now)),
      )
      .orderBy(asc(notificationDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: notificationDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(notificationDeliveries)
      .set({
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + lease),
      })
      .where(
        anyOf(
          notificationDeliveries.id,
          due.map((row) => row.id),
        ),
      );
    return due.map(({ subscriptionId, endpoint, p256dh, auth, theme, ...row }) => ({
      ...row,
      attempts: row.attempts + 1,
      push:
        subscriptionId && endpoint && p256dh && auth && theme
          ? { subscriptionId, endpoint, p256dh, auth, theme }
          : null,
    }));
  });
}

/** Marks deliveries sent, in one statement. */
export async function markSent(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ status: 'sent', lastError: null, holdReason: null })
    .where(anyOf(notificationDeliveries.id, ids));
}

/**
 * Puts claimed deliveries back until `until` without counting the claim as a try, in one statement:
 * the SMS gate held them (the hourly budget), the provider was never asked. A list drop past the
 * budget holds hundreds at once.
 */
export async function holdDeliveries(
  db: Database,
  ids: string[],
  until: Date,
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({
      nextAttemptAt: until,
      holdReason: reason,
      attempts: sql`greatest(${notificationDeliveries.attempts} - 1, 0)`,
    })
    .where(anyOf(notificationDeliveries.id, ids));
}

/** Sets when a queued delivery is first tried (a promoter's text, given its turn under their rate). */
export async function scheduleDelivery(db: Database, id: string, at: Date): Promise<void> {
  await db.update(notificationDeliveries).set({ nextAttemptAt: at }).where(eq(notificationDeliveries.id, id));
}

/**
 * Texts queued for the number and not sent yet: with those sent in the last day, what the cap per
 * number will count. Reads one member's own notifications (by the phone's unique user).
 */
export async function countPendingTextsTo(db: Database, phoneNumber: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(users.phoneNumber, phoneNumber),
        eq(notificationDeliveries.channel, 'sms'),
        eq(notificationDeliveries.status, 'pending'),
      ),
    );
  return row?.count ?? 0;
}

/** A delivery that will never be sent: the gate refused it, or its notification expired. */
export async function markUnsent(
  db: Database,
  id: string,
  status: Extract<DeliveryStatus, 'refused' | 'expired'>,
  reason: string,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status, lastError: reason, holdReason: null })
    .where(eq(notificationDeliveries.id, id));
}

/** Another try at `retryAt`, or given up (`retryAt` null) after the last attempt. */
export async function markFailedAttempt(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(eq(notificationDeliveries.id, id));
}

/** Pending deliveries read per scrape at most: the query stays cheap on a night with a huge backlog. */
export const OUTBOX_COUNT_CAP = 10_000;

export interface ChannelBacklog {
  channel: DeliveryChannel;
  pending: number;
  due: number;
  retrying: number;
  oldest_due_seconds: number;
}

/**
 * The email/SMS outbox as the delivery worker sees it. Walks the pending rows in the order of
 * notification_deliveries_due_idx (status, next_attempt_at), at most OUTBOX_COUNT_CAP of them: the
 * due ones come first, so `due` and the oldest are exact up to the cap.
 */
export async function readBacklog(db: Database, now: Date): Promise<ChannelBacklog[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select channel,
      count(*)::int as pending,
      (count(*) filter (where next_attempt_at <= ${at}))::int as due,
      (count(*) filter (where last_error is not null))::int as retrying,
      coalesce(extract(epoch from ${at} - min(next_attempt_at) filter (where next_attempt_at <= ${at})), 0)::float8
        as oldest_due_seconds
    from (
      select channel, next_attempt_at, last_error from ${notificationDeliveries}
      where status = 'pending'
      order by next_attempt_at
      limit ${OUTBOX_COUNT_CAP}
    ) pending
    group by channel`);
  return rowsOf<ChannelBacklog>(result);
}
