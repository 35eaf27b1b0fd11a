import webpush from 'web-push';
import {
  type PushOptions,
  type PushOutcome,
  PushSendError,
  type PushSender,
  type PushTarget,
} from './push-sender.ts';

export interface VapidDetails {
  /** `mailto:` or `https:` address the push services may contact about this sender. */
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * Web Push with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), encrypted and signed by the
 * `web-push` library; the request goes out through fetch, with a timeout, so the library's own
 * transport (https only, no timeout) is not used.
 */
export class WebPushSender implements PushSender {
  readonly #vapid: VapidDetails;
  readonly #timeoutMs: number;

  constructor(vapid: VapidDetails, timeoutMs = 10_000) {
    this.#vapid = vapid;
    this.#timeoutMs = timeoutMs;
  }

  get publicKey(): string {
    return this.#vapid.publicKey;
  }

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: this.#vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    const service = serviceOf(target.endpoint);
    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      // Only the error's name: the endpoint (a bearer capability) stays out of logs.
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new PushSendError(`The push service ${service} could not be reached (${reason})`);
    }
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'sent';
    throw new PushSendError(`The push service ${service} answered ${response.status}`);
  }
}

/** The push service's origin: enough to tell FCM from Mozilla in a log, never the device's address. */
export function serviceOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
}
