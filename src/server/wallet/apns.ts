import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import type { Database } from '../db/client.ts';
import { recordDevSend } from './wallet-repository.ts';

/** What became of one push: `gone` means the device token is no longer valid (forget it). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Tells a device one of its passes changed: APNs, or the development stand-in that records it. */
export interface PassPusher {
  push(pushToken: string, serial: string): Promise<PushOutcome>;
  close(): void;
}

/** APNs wants a provider token no older than an hour, refreshed at most every 20 minutes. */
const TOKEN_LIFETIME_MS = 40 * 60_000;
const PUSH_TIMEOUT_MS = 10_000;
/** Device tokens are hex; anything else never reaches the URL path. */
const PUSH_TOKEN = /^[0-9a-fA-F]{16,200}$/;

export interface ApnsSettings {
  /** The .p8 key's PEM. */
  key: string;
  keyId: string;
  teamId: string;
  /** https://api.push.apple.com, or a local fake. */
  url: string;
  /** The apns-topic: the pass type id. */
  topic: string;
  /** Trusted CA for a local fake's certificate (tests). */
  ca?: string;
}

/** APNs over HTTP/2 with token (ES256 JWT) authentication; the body of a pass update is `{}`. */
export class ApnsPusher implements PassPusher {
  readonly #settings: ApnsSettings;
  readonly #clock: () => Date;
  #session: http2.ClientHttp2Session | undefined;
  #token: { value: string; madeAt: number } | undefined;

  constructor(settings: ApnsSettings, clock: () => Date) {
    this.#settings = settings;
    this.#clock = clock;
  }

  async #providerToken(): Promise<string> {
    const now = this.#clock().getTime();
    if (this.#token && now - this.#token.madeAt < TOKEN_LIFETIME_MS && now >= this.#token.madeAt)
      return this.#token.value;
    const key = await importPKCS8(this.#settings.key, 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.#settings.keyId })
      .setIssuer(this.#settings.teamId)
      .setIssuedAt(Math.floor(now / 1000))
      .sign(key);
    this.#token = { value, madeAt: now };
    return value;
  }

  #connect(): http2.ClientHttp2Session {
    if (this.#session && !this.#session.closed && !this.#session.destroyed) return this.#session;
    const session = http2.connect(this.#settings.url, this.#settings.ca ? { ca: this.#settings.ca } : {});
    session.on('error', () => {});
    session.on('close', () => {
      if (this.#session === session) this.#session = undefined;
    });
    session.unref();
    this.#session = session;
    return session;
  }

  async push(pushToken: string, _serial: string): Promise<PushOutcome> {
    if (!PUSH_TOKEN.test(pushToken)) return 'gone';
    const token = await this.#providerToken();
    return new Promise<PushOutcome>((resolve) => {
      let request: http2.ClientHttp2Stream;
      try {
        request = this.#connect().request({
          ':method': 'POST',
          ':path': `/3/device/${pushToken}`,
          authorization: `bearer ${token}`,
          'apns-topic': this.#settings.topic,
          'content-type': 'application/json',
        });
      } catch {
        resolve('failed');
        return;
      }
      request.setTimeout(PUSH_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
      let status = 0;
      request.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      request.on('error', () => resolve('failed'));
      request.on('close', () => {
        // 410: the token is no longer active; 400 BadDeviceToken: it never was.
        resolve(status === 200 ? 'sent' : status === 410 || status === 400 ? 'gone' : 'failed');
      });
      request.resume();
      request.end('{}');
    });
  }

  close(): void {
    this.#session?.close();
  }
}

/** Without an APNs key: records the push it would have sent (shown with the dev outbox). */
export class RecordingPusher implements PassPusher {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async push(pushToken: string, serial: string): Promise<PushOutcome> {
    await recordDevSend(this.#db, { provider: 'apns', serial, target: pushToken, body: {} });
    return 'sent';
  }

  close(): void {}
}
