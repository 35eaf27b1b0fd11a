import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { DeliveryChannel } from '../db/schema.ts';
import { notificationDeliveries } from '../db/schema.ts';
import type { Metrics } from './metrics.ts';

/** Pending deliveries read per scrape at most: the query stays cheap on a night with a huge backlog. */
export const OUTBOX_COUNT_CAP = 10_000;
/** A scrape must answer while the database does not: its figures are left out instead. */
const QUERY_TIMEOUT_MS = 2_000;
const CHANNELS: DeliveryChannel[] = ['email', 'sms'];

interface ChannelBacklog {
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
async function readBacklog(db: Database, now: Date): Promise<ChannelBacklog[]> {
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
  return (result as unknown as { rows: ChannelBacklog[] }).rows;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Gauges of the outbox backlog, read from the database at scrape time. */
export function registerOutboxMetrics(
  metrics: Metrics,
  db: Database,
  clock: () => Date,
  onError: (error: unknown) => void,
): void {
  const gauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['channel'] as const, registers: [metrics.registry] });
  const pending = gauge(
    'nightlist_notification_deliveries_pending',
    `Emails/SMS queued and not yet sent: due, waiting for a retry, or being sent (counted up to ${OUTBOX_COUNT_CAP})`,
  );
  const due = gauge(
    'nightlist_notification_deliveries_due',
    'Emails/SMS due now and waiting for the delivery worker',
  );
  const retrying = gauge(
    'nightlist_notification_deliveries_retrying',
    'Emails/SMS still pending after a failed attempt (the provider refused or timed out)',
  );
  const oldestDue = gauge(
    'nightlist_notification_deliveries_oldest_due_seconds',
    'How long the longest-waiting due email/SMS has been due: how far behind the worker is',
  );
  const all = [pending, due, retrying, oldestDue];

  metrics.beforeScrape(async () => {
    try {
      const rows = await withTimeout(readBacklog(db, clock()), QUERY_TIMEOUT_MS);
      for (const channel of CHANNELS) {
        const row = rows.find((r) => r.channel === channel);
        pending.set({ channel }, row?.pending ?? 0);
        due.set({ channel }, row?.due ?? 0);
        retrying.set({ channel }, row?.retrying ?? 0);
        oldestDue.set({ channel }, Math.max(0, row?.oldest_due_seconds ?? 0));
      }
    } catch (error) {
      // No figure rather than a stale one: the series disappear until the database answers.
      for (const metric of all) metric.reset();
      onError(error);
    }
  });
}
