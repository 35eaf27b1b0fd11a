import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import { pushOptionsOf, pushPayloadOf } from '../push/push-payload.ts';
import type { PushSender } from '../push/push-sender.ts';
import { deletePushSubscription, touchPushSubscriptions } from '../push/push-subscriptions-repository.ts';
import type { QueuedVerdict, SmsGate } from '../sms/sms-gate.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  holdDeliveries,
  markFailedAttempt,
  markSent,
  markUnsent,
} from './deliveries-repository.ts';
import type { DeliverNotifications } from './notification-delivery.ts';
import { textPriorityOf } from './text-priority.ts';

export const MAX_ATTEMPTS = 5;
/** First retry after 30 s, then 1, 2 and 4 minutes. */
export const FIRST_RETRY_MS = 30_000;
/** How long a claimed row stays with the claiming process (longer than any send may take). */
const LEASE_MS = 5 * 60_000;
const BATCH = 50;
/**
 * How long a run waits after the last poke of a burst, so that one run sends what a burst of
 * requests queued: during a list drop every join pokes, and a run per join was half the database's
 * work. While pokes keep coming the run waits on, up to GATHER_MAX_MS after the burst's first: the
 * members' answers go first, and the messages of a list drop leave within half a second, in a few
 * full batches, instead of competing with the joins for the same two cores and database.
 */
const GATHER_MS = 100;
const GATHER_MAX_MS = 500;

function isExpired(delivery: ClaimedDelivery, now: Date): boolean {
  return delivery.expiresAt !== null && delivery.expiresAt <= now;
}

export function retryDelay(attempts: number): number {
  return FIRST_RETRY_MS * 2 ** (attempts - 1);
}

export interface DeliveryWorkerDeps {
  db: Database;
  clock: () => Date;
  email: EmailSender;
  /** Texts leave only through the gate, which may send, hold or refuse each one. */
  sms: SmsGate;
  /** Web Push to members' devices; undefined when push is off (its queued pushes fail). */
  push?: PushSender;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Told of every run (metrics). */
  onJobRun?: OnJobRun;
}

/**
 * Sends the email/SMS/push outbox, in every server process. Members never wait on it: a request only
 * writes rows and pokes the worker; sending, retries and backoff happen here.
 */
export class DeliveryWorker {
  readonly #deps: DeliveryWorkerDeps;
  readonly #job: SerialJob<number>;
  #gathering: NodeJS.Timeout | undefined;
  /** When the burst the pending run gathers began (performance.now()). */
  #burstStarted = 0;

  constructor(deps: DeliveryWorkerDeps) {
    this.#deps = deps;
    this.#job = new SerialJob('Notification delivery run', () => this.#drain(), deps.logger, {
      job: 'delivery_worker',
      onRun: deps.onJobRun,
    });
  }

  /** Polls every `intervalMs` too: retries fall due without any request, and other processes' rows. */
  start(intervalMs: number): void {
    this.#job.start(intervalMs);
  }

  /**
   * The DeliverNotifications seam: called after the notifications' transaction committed. The run
   * starts GATHER_MS after the last of a burst of pokes, at most GATHER_MAX_MS after its first.
   */
  readonly poke: DeliverNotifications = () => {
    if (this.#job.stopped) return;
    const now = performance.now();
    if (this.#gathering) clearTimeout(this.#gathering);
    else this.#burstStarted = now;
    const wait = Math.max(0, Math.min(GATHER_MS, this.#burstStarted + GATHER_MAX_MS - now));
    this.#gathering = setTimeout(() => {
      this.#gathering = undefined;
      this.#job.poke();
    }, wait);
  };

  /** Sends everything due now; resolves with how many deliveries were attempted. */
  runOnce(): Promise<number> {
    return this.#job.runOnce();
  }

  stop(): Promise<void> {
    clearTimeout(this.#gathering);
    this.#gathering = undefined;
    return this.#job.stop();
  }

  async #drain(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const now = this.#deps.clock();
      const batch = await claimDueDeliveries(this.#deps.db, now, LEASE_MS, BATCH);
      await this.#sendBatch(batch, now);
      attempted += batch.length;
      if (batch.length < BATCH || this.#job.stopped) return attempted;
    }
  }

  /**
   * Sends a batch to different recipients at once (a provider's round trip is a few hundred
   * milliseconds: one at a time, a list drop's messages would take minutes to leave) and each
   * recipient's own messages in order ("#3 on the waitlist" before "a spot opened"). The batch's
   * texts are decided by the SMS gate together first. The sent ones are marked in one statement.
   */
  async #sendBatch(batch: ClaimedDelivery[], now: Date): Promise<void> {
    const texts = batch.filter((delivery) => delivery.channel === 'sms');
    const verdicts = await this.#deps.sms.admitQueued(
      texts.map((delivery) => ({
        to: delivery.phoneNumber,
        priority: textPriorityOf(delivery.kind),
        expiresAt: delivery.expiresAt,
      })),
    );
    const verdictOf = new Map(texts.map((delivery, i) => [delivery.id, verdicts[i]!]));
    const held = await this.#hold(batch, verdictOf, now);
    const byRecipient = new Map<string, ClaimedDelivery[]>();
    for (const delivery of batch) {
      if (held.has(delivery.id)) continue;
      const to =
        delivery.channel === 'email'
          ? `email:${delivery.email}`
          : delivery.channel === 'push'
            ? `push:${delivery.push?.subscriptionId}`
            : `sms:${delivery.phoneNumber}`;
      const deliveries = byRecipient.get(to);
      if (deliveries) deliveries.push(delivery);
      else byRecipient.set(to, [delivery]);
    }
    const sent: string[] = [];
    await Promise.all(
      [...byRecipient.values()].map(async (deliveries) => {
        for (const delivery of deliveries) {
          if (await this.#send(delivery, now, verdictOf.get(delivery.id))) sent.push(delivery.id);
        }
      }),
    );
    await markSent(this.#deps.db, sent);
    const devices = batch.flatMap((delivery) =>
      delivery.push && sent.includes(delivery.id) ? [delivery.push.subscriptionId] : [],
    );
    await touchPushSubscriptions(this.#deps.db, [...new Set(devices)], now);
  }

  /**
   * The texts the gate held go back to wait, in one statement per (time, reason): past the hourly
   * budget, a list drop's texts are all held at once. An expired one is left to #send, to be marked.
   * Resolves with the ids put back.
   */
  async #hold(
    batch: ClaimedDelivery[],
    verdictOf: Map<string, QueuedVerdict>,
    now: Date,
  ): Promise<Set<string>> {
    const held = new Set<string>();
    const groups = new Map<string, { until: Date; reason: string; ids: string[] }>();
    for (const delivery of batch) {
      const verdict = verdictOf.get(delivery.id);
      if (verdict?.kind !== 'hold' || isExpired(delivery, now)) continue;
      const key = `${verdict.until.getTime()}|${verdict.reason}`;
      const group = groups.get(key) ?? { until: verdict.until, reason: verdict.reason, ids: [] };
      group.ids.push(delivery.id);
      groups.set(key, group);
      held.add(delivery.id);
    }
    for (const { until, reason, ids } of groups.values())
      await holdDeliveries(this.#deps.db, ids, until, reason);
    return held;
  }

  /**
   * True when the provider took it. A refusal is recorded for a retry, or as given up; a text the
   * gate held goes back to wait, one it refused (or a message past its expiry) is never sent.
   */
  async #send(delivery: ClaimedDelivery, now: Date, verdict: QueuedVerdict | undefined): Promise<boolean> {
    const { db, email, logger } = this.#deps;
    if (isExpired(delivery, now)) {
      await markUnsent(db, delivery.id, 'expired', 'Its night had passed before it could be sent.');
      return false;
    }
    if (verdict?.kind === 'refuse') {
      await markUnsent(
        db,
        delivery.id,
        verdict.reason === 'expired' ? 'expired' : 'refused',
        verdict.message,
      );
      return false;
    }
    try {
      if (delivery.channel === 'push') return await this.#push(delivery, now);
      if (delivery.channel === 'email') {
        // The address was removed after the notification was queued.
        if (!delivery.email) throw new Error('the member has no email address any more');
        await email.send({ to: delivery.email, subject: delivery.title, text: delivery.body });
      } else {
        if (verdict?.kind !== 'send') throw new Error('the SMS gate did not decide this text');
        await verdict.send(`Nightlist: ${delivery.title}. ${delivery.body}`);
      }
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        delivery.attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelay(delivery.attempts));
      logger.warn(
        { deliveryId: delivery.id, channel: delivery.channel, attempts: delivery.attempts, err: message },
        retryAt ? 'Notification delivery failed; will retry' : 'Notification delivery failed; giving up',
      );
      await markFailedAttempt(db, delivery.id, message, retryAt);
      return false;
    }
  }

  /**
   * One device's push: true when the push service took it. A subscription the service calls gone is
   * deleted, and its queued pushes with it; a refusal throws, to be retried like any other channel.
   */
  async #push(delivery: ClaimedDelivery, now: Date): Promise<boolean> {
    const { db, push } = this.#deps;
    const device = delivery.push;
    // The subscription was deleted between the claim and now: its row went with it.
    if (!device) return false;
    if (!push) {
      await markFailedAttempt(db, delivery.id, 'Push is off (no PUSH_CONTACT in production)', null);
      return false;
    }
    const message = { ...delivery, theme: device.theme };
    const outcome = await push.send(
      device,
      JSON.stringify(pushPayloadOf(message)),
      pushOptionsOf(message, now),
    );
    if (outcome === 'gone') {
      await deletePushSubscription(db, device.subscriptionId);
      return false;
    }
    return true;
  }
}
