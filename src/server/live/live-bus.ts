import type { Logger } from 'pino';
import type { LiveEvent } from '../../shared/api/common-schema.ts';
import type { DatabaseHandle } from '../db/client.ts';

export const LIVE_CHANNEL = 'live';
type Subscriber = (event: LiveEvent) => void;

/** How far back a new stream can ask for the changes it missed (see eventsSince). */
export const LIVE_REPLAY_WINDOW_MS = 60_000;
/** More recent events than this and a new stream is told to refetch everything instead. */
export const LIVE_REPLAY_MAX_EVENTS = 200;

/**
 * Fans database notifications out to this process's subscribers. Events travel through the
 * database (NOTIFY from triggers), never process memory alone, so every process sees every change.
 */
export class LiveBus {
  readonly #subscribers = new Set<Subscriber>();
  #stop: (() => Promise<void>) | undefined;
  /** This process's recent events, oldest first, with when they arrived (monotonic clock). */
  readonly #recent: { at: number; event: LiveEvent }[] = [];
  /** Since when #recent holds every event: the process's start, or the last event it had to drop. */
  #completeSince = performance.now();

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
    // Changes before the database was listened to never reached this process.
    this.#completeSince = performance.now();
  }

  subscribe(subscriber: Subscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  /**
   * The events of the last `msAgo` milliseconds, for a stream that opens after its page fetched
   * its data (a change in between would otherwise never reach it); null when this process cannot
   * tell (it started, or dropped events, within that time, or there were too many): refetch all.
   */
  eventsSince(msAgo: number): LiveEvent[] | null {
    const now = performance.now();
    this.#forgetBefore(now - LIVE_REPLAY_WINDOW_MS);
    const from = now - msAgo;
    if (msAgo > LIVE_REPLAY_WINDOW_MS || from <= this.#completeSince) return null;
    const events = this.#recent.filter((entry) => entry.at >= from).map((entry) => entry.event);
    return events.length > LIVE_REPLAY_MAX_EVENTS ? null : events;
  }

  publishLocally(event: LiveEvent): void {
    const now = performance.now();
    if (event.topic === 'resync') {
      // The connection to the database dropped: what happened before now is unknown.
      this.#recent.length = 0;
      this.#completeSince = now;
    } else {
      this.#forgetBefore(now - LIVE_REPLAY_WINDOW_MS);
      if (this.#recent.length >= LIVE_REPLAY_MAX_EVENTS * 2) this.#completeSince = this.#recent.shift()!.at;
      this.#recent.push({ at: now, event });
    }
    for (const subscriber of this.#subscribers) {
      try {
        subscriber(event);
      } catch (error) {
        this.logger.error({ err: error }, 'Live subscriber failed');
      }
    }
  }

  async stop(): Promise<void> {
    // A database already gone (an outage, a closed embedded engine) must not keep the server from stopping.
    await this.#stop?.().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'Could not stop listening'),
    );
    this.#subscribers.clear();
  }

  #forgetBefore(time: number): void {
    let drop = 0;
    while (drop < this.#recent.length && this.#recent[drop]!.at < time) drop++;
    if (drop > 0) this.#recent.splice(0, drop);
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
