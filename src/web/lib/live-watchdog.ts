import { LIVE_SILENCE_LIMIT_MS } from '../../shared/live-heartbeat.ts';

/**
 * Whether a live stream that looks open still delivers: the server sends a heartbeat event every
 * LIVE_HEARTBEAT_MS, so a stream silent for longer than the limit is a dead connection (a phone
 * that changed networks or slept) that the browser will not notice by itself. The clock is the
 * wall clock on purpose: it keeps running while a phone sleeps, and a page that slept through
 * the limit may have missed events too.
 */
export class LiveWatchdog {
  readonly #now: () => number;
  #lastHeard: number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    this.#lastHeard = now();
  }

  /** The stream opened, or sent something (an event or a heartbeat). */
  heard(): void {
    this.#lastHeard = this.#now();
  }

  isSilent(): boolean {
    return this.#now() - this.#lastHeard > LIVE_SILENCE_LIMIT_MS;
  }
}
