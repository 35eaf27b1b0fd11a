import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  markFailedAttempt,
  markSent,
} from './deliveries-repository.ts';
import type { DeliverNotifications } from './notification-delivery.ts';

export const MAX_ATTEMPTS = 5;
/** First retry after 30 s, then 1, 2 and 4 minutes. */
export const FIRST_RETRY_MS = 30_000;
/** How long a claimed row stays with the claiming process (longer than any send may take). */
const LEASE_MS = 5 * 60_000;
const BATCH = 50;
/**
 * How long a poke waits before the run starts, so that one run sends what a burst of requests
 * queued: during a list drop every join pokes, and a run per join was half the database's work.
 */
const GATHER_MS = 100;

export function retryDelay(attempts: number): number {
  return FIRST_RETRY_MS * 2 ** (attempts - 1);
}

export interface DeliveryWorkerDeps {
  db: Database;
  clock: () => Date;
  email: EmailSender;
  sms: SmsSender;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Told of every run (metrics). */
  onJobRun?: OnJobRun;
}

/**
 * Sends the email/SMS outbox, in every server process. Members never wait on it: a request only
 * writes rows and pokes the worker; sending, retries and backoff happen here.
 */
export class DeliveryWorker {
  readonly #deps: DeliveryWorkerDeps;
  readonly #job: SerialJob<number>;
  #gathering: NodeJS.Timeout | undefined;

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
   * starts GATHER_MS after the first of a burst of pokes.
   */
  readonly poke: DeliverNotifications = () => {
    if (this.#gathering || this.#job.stopped) return;
    this.#gathering = setTimeout(() => {
      this.#gathering = undefined;
      this.#job.poke();
    }, GATHER_MS);
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
   * recipient's own messages in order ("#3 on the waitlist" before "a spot opened"). The sent ones
   * are marked in one statement.
   */
  async #sendBatch(batch: ClaimedDelivery[], now: Date): Promise<void> {
    const byRecipient = new Map<string, ClaimedDelivery[]>();
    for (const delivery of batch) {
      const to = delivery.channel === 'email' ? `email:${delivery.email}` : `sms:${delivery.phoneNumber}`;
      const deliveries = byRecipient.get(to);
      if (deliveries) deliveries.push(delivery);
      else byRecipient.set(to, [delivery]);
    }
    const sent: string[] = [];
    await Promise.all(
      [...byRecipient.values()].map(async (deliveries) => {
        for (const delivery of deliveries) {
          if (await this.#send(delivery, now)) sent.push(delivery.id);
        }
      }),
    );
    await markSent(this.#deps.db, sent);
  }

  /** True when the provider took it; a refusal is recorded for a retry, or as given up. */
  async #send(delivery: ClaimedDelivery, now: Date): Promise<boolean> {
    const { db, email, sms, logger } = this.#deps;
    try {
      if (delivery.channel === 'email') {
        // The address was removed after the notification was queued.
        if (!delivery.email) throw new Error('the member has no email address any more');
        await email.send({ to: delivery.email, subject: delivery.title, text: delivery.body });
      } else {
        await sms.send(delivery.phoneNumber, `Nightlist: ${delivery.title}. ${delivery.body}`);
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
}
