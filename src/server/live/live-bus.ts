import type { Logger } from 'pino';
import type { LiveEvent } from '../../shared/api/common-schema.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { formatLiveEventId, newLiveBootId, parseLiveEventId } from './live-event-id.ts';

export const LIVE_CHANNEL = 'live';
/** `id` is the event's place in this process's stream (see live-event-id.ts). */
type Subscriber = (event: LiveEvent, id: string) => void;
/** An event with the id it was sent under. */
export interface LiveDelivery {
  id: string;
  event: LiveEvent;
}

/** How far back a new stream can ask for the changes it missed (see eventsSince). */
export const LIVE_REPLAY_WINDOW_MS = 60_000;
/** More recent events than this and a new stream is told to refetch everything instead. */
export const LIVE_REPLAY_MAX_EVENTS = 200;
/**
 * Taken off the time in another process's event id before replaying by time: the two processes'
 * clocks may differ a little, and one may get a notification a moment before the other. Events
 * from that margin are sent twice, which is harmless: every event only tells the client to refetch.
 */
export const LIVE_RESUME_MARGIN_MS = 5_000;

/**
 * Fans database notifications out to this process's subscribers. Events travel through the
 * database (NOTIFY from triggers), never process memory alone, so every process sees every change.
 */
export class LiveBus {
  readonly #subscribers = new Set<Subscriber>();
  #stop: (() => Promise<void>) | undefined;
  /** Random per bus: the ids it hands out are told apart from every other process's. */
  readonly bootId = newLiveBootId();
  /** The sequence of the last event received; ids carry it. */
  #sequence = 0;
  /**
   * This process's recent events, oldest first, with when they arrived (monotonic clock). Their
   * sequences are consecutive: events leave only from the front, and a resync empties it.
   */
  readonly #recent: { at: number; sequence: number; id: string; event: LiveEvent }[] = [];
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
  eventsSince(msAgo: number): LiveDelivery[] | null {
    const now = performance.now();
    this.#forgetBefore(now - LIVE_REPLAY_WINDOW_MS);
    const from = now - msAgo;
    if (msAgo > LIVE_REPLAY_WINDOW_MS || from <= this.#completeSince) return null;
    const events = this.#recent.filter((entry) => entry.at >= from);
    return events.length > LIVE_REPLAY_MAX_EVENTS ? null : events.map(delivery);
  }

  /**
   * The events after the one a reconnecting client saw last (its `Last-Event-ID`). This bus's own
   * ids are resumed exactly, by sequence; another process's (or an earlier run's) by the time in
   * them, less a margin. Null when this process cannot tell: an id it cannot read, or the events
   * after it are no longer all held (see eventsSince): refetch everything.
   */
  eventsAfter(lastEventId: string): LiveDelivery[] | null {
    const last = parseLiveEventId(lastEventId);
    if (!last) return null;
    if (last.boot !== this.bootId) {
      const msAgo = Date.now() - last.receivedAt;
      // Further ahead of our clock than clocks drift apart: not a time anyone here has seen.
      if (msAgo < -LIVE_RESUME_MARGIN_MS) return null;
      return this.eventsSince(Math.max(0, msAgo) + LIVE_RESUME_MARGIN_MS);
    }
    if (last.sequence > this.#sequence) return null;
    this.#forgetBefore(performance.now() - LIVE_REPLAY_WINDOW_MS);
    const first = this.#recent[0]?.sequence ?? this.#sequence + 1;
    // The event right after the client's last one was dropped (or forgotten with its window).
    if (first > last.sequence + 1) return null;
    const missed = this.#recent.slice(last.sequence + 1 - first);
    return missed.length > LIVE_REPLAY_MAX_EVENTS ? null : missed.map(delivery);
  }

  /**
   * An id for "now" in this process's stream: a client that got every event up to here resumes
   * from it. Sent when a stream opens and with each heartbeat, so a quiet stream's resume point
   * stays recent (another process can only resume by time, within its replay window).
   */
  position(): string {
    return formatLiveEventId({ boot: this.bootId, sequence: this.#sequence, receivedAt: Date.now() });
  }

  publishLocally(event: LiveEvent): void {
    const now = performance.now();
    const sequence = ++this.#sequence;
    const id = formatLiveEventId({ boot: this.bootId, sequence, receivedAt: Date.now() });
    if (event.topic === 'resync') {
      // The connection to the database dropped: what happened before now is unknown.
      this.#recent.length = 0;
      this.#completeSince = now;
    } else {
      this.#forgetBefore(now - LIVE_REPLAY_WINDOW_MS);
      if (this.#recent.length >= LIVE_REPLAY_MAX_EVENTS * 2) this.#completeSince = this.#recent.shift()!.at;
      this.#recent.push({ at: now, sequence, id, event });
    }
    for (const subscriber of this.#subscribers) {
      try {
        subscriber(event, id);
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

const delivery = ({ id, event }: LiveDelivery): LiveDelivery => ({ id, event });
