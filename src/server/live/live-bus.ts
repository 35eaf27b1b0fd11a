import type { Logger } from 'pino';
import type { LiveEvent } from '../../shared/api/clubs-schema.ts';
import type { DatabaseHandle } from '../db/client.ts';

export const LIVE_CHANNEL = 'live';
type Subscriber = (event: LiveEvent) => void;

/**
 * Fans database notifications out to this process's subscribers. Events travel through the
 * database (NOTIFY from triggers), never process memory alone, so every process sees every change.
 */
export class LiveBus {
  readonly #subscribers = new Set<Subscriber>();
  #stop: (() => Promise<void>) | undefined;

  readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  async start(handle: DatabaseHandle): Promise<void> {
    this.#stop = await handle.listen(
      LIVE_CHANNEL,
      (payload) => this.#receive(payload),
      () => this.publishLocally({ topic: 'resync' }),
    );
  }

  subscribe(subscriber: Subscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  publishLocally(event: LiveEvent): void {
    for (const subscriber of this.#subscribers) {
      try {
        subscriber(event);
      } catch (error) {
        this.logger.error({ err: error }, 'Live subscriber failed');
      }
    }
  }

  async stop(): Promise<void> {
    await this.#stop?.();
    this.#subscribers.clear();
  }

  #receive(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      this.logger.warn({ payload }, 'Ignoring a malformed live notification');
      return;
    }
    this.publishLocally(event);
  }
}
