import { Gauge } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { DeliveryChannel } from '../db/schema.ts';
import { OUTBOX_COUNT_CAP, readBacklog } from '../notifications/deliveries-repository.ts';
import type { Metrics } from './metrics.ts';

/** A scrape must answer while the database does not: its figures are left out instead. */
const QUERY_TIMEOUT_MS = 2_000;
const CHANNELS: DeliveryChannel[] = ['email', 'sms', 'push'];

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
