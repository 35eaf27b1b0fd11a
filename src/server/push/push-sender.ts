/** A device's subscription as the push service knows it: where to post, and the keys to encrypt to. */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key (base64url). */
  p256dh: string;
  /** The browser's 16-byte auth secret (base64url). */
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  /** 'high' wakes a phone at once (an offer with a deadline); 'normal' may wait for the next wake. */
  urgency: 'normal' | 'high';
}

/**
 * 'sent': the push service took it. 'gone': the subscription no longer exists (404/410): the
 * device unsubscribed or the browser dropped it, and it must be deleted, never retried.
 */
export type PushOutcome = 'sent' | 'gone';

/** Sends Web Push messages; the web-push implementation ships, tests run it against a local fake. */
export interface PushSender {
  /** The VAPID public key (base64url) browsers subscribe with. */
  readonly publicKey: string;
  /** Resolves once the push service answered; rejects with a PushSendError (safe to log) otherwise. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

/** The push service refused (429, 5xx, 4xx) or could not be reached. Never holds the endpoint or keys. */
export class PushSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushSendError';
  }
}
