import { ANALYTICS_MAX_EVENTS } from '../../../shared/analytics.ts';
import type { AnalyticsEvent } from '../../../shared/api/analytics-schema.ts';

export const ANALYTICS_URL = '/api/analytics';

/**
 * Events wait here and leave in one beacon when the page is hidden or left (the moment a phone
 * user switches apps), or when a batch is full. sendBeacon survives the page's unload; a JSON Blob
 * keeps the request a same-origin JSON POST like any other.
 */
export class BeaconQueue {
  private events: AnalyticsEvent[] = [];
  private readonly send: (url: string, body: Blob) => boolean;

  constructor(send: (url: string, body: Blob) => boolean) {
    this.send = send;
  }

  add(event: AnalyticsEvent): void {
    this.events.push(event);
    if (this.events.length >= ANALYTICS_MAX_EVENTS) this.flush();
  }

  flush(): void {
    if (this.events.length === 0) return;
    const batch = this.events.splice(0, ANALYTICS_MAX_EVENTS);
    const body = new Blob([JSON.stringify({ events: batch })], { type: 'application/json' });
    // A refused beacon (the browser's queue is full) is dropped: analytics never retry at a user's cost.
    this.send(ANALYTICS_URL, body);
    if (this.events.length > 0) this.flush();
  }
}
