/// <reference path="./http-ece.d.ts" />
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A subscription as a browser would hand it over, with the private half the browser keeps. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's endpoint it was posted to. */
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  /** The VAPID JWT's claims, after its signature was checked against the `k` the request sent. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

interface Device {
  ecdh: crypto.ECDH;
  auth: Buffer;
  /** What the service answers this device's next pushes: 201 unless a test says otherwise. */
  status: number;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A local stand-in for a browser's push service (FCM, Mozilla's autopush): accepts the RFC 8030
 * POST that web-push makes, refuses it unless the VAPID Authorization header's ES256 JWT verifies
 * with its own public key (and names this origin as its audience), and decrypts the aes128gcm body
 * (RFC 8291) with the private key and auth secret of the subscription it made for the test.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Requests refused (bad JWT, bad body), with why: a test expects none. */
  readonly refused: string[] = [];
  readonly #devices = new Map<string, Device>();
  readonly #waiters: (() => void)[] = [];
  #server: http.Server | undefined;
  #origin = '';

  get origin(): string {
    return this.#origin;
  }

  async start(): Promise<void> {
    this.#server = http.createServer((request, response) => void this.#handle(request, response));
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.#origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  /** A new device's subscription: real P-256 keys, the private one kept here to decrypt with. */
  subscribe(): FakeSubscription {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    const endpoint = `${this.#origin}/push/${crypto.randomUUID()}`;
    this.#devices.set(new URL(endpoint).pathname, { ecdh, auth, status: 201 });
    return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
  }

  /** What the service answers the device's pushes from now on: 410 (gone), 503, 429... */
  answer(endpoint: string, status: number): void {
    const device = this.#devices.get(new URL(endpoint).pathname);
    if (device) device.status = status;
  }

  messagesTo(endpoint: string): ReceivedPush[] {
    return this.received.filter((push) => push.endpoint === endpoint);
  }

  /** Resolves once `count` pushes have been received in all (the test's timeout bounds the wait). */
  async waitFor(count: number): Promise<ReceivedPush[]> {
    while (this.received.length < count) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    return this.received;
  }

  async #handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', this.#origin).pathname;
    const device = this.#devices.get(path);
    const refuse = (status: number, why: string) => {
      this.refused.push(why);
      response.writeHead(status).end(why);
    };
    if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
    if (device.status !== 201) return void response.writeHead(device.status).end();
    const vapid = this.#checkVapid(request.headers.authorization);
    if (typeof vapid === 'string') return refuse(401, vapid);
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm');
    let payload: unknown;
    try {
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: b64u(device.auth),
      });
      payload = JSON.parse(plain.toString('utf8'));
    } catch (error) {
      return refuse(400, `could not decrypt: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.received.push({
      endpoint: `${this.#origin}${path}`,
      payload,
      ttl: Number(request.headers.ttl),
      urgency: (request.headers.urgency as string | undefined) ?? null,
      vapid,
    });
    response.writeHead(201).end();
    for (const wake of this.#waiters.splice(0)) wake();
  }

  /** The claims of a valid `vapid t=<jwt>, k=<public key>` header, or why it is not valid. */
  #checkVapid(header: string | undefined): ReceivedPush['vapid'] | string {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) return 'no VAPID Authorization header';
    const [, token, key] = match as unknown as [string, string, string];
    const [head, body, signature] = token.split('.');
    if (!head || !body || !signature) return 'the JWT is not three parts';
    const point = Buffer.from(key, 'base64url');
    if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
    const publicKey = crypto.createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
      format: 'jwk',
    });
    const valid = crypto.verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return 'the JWT signature does not verify with k';
    const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
    if (alg !== 'ES256') return `the JWT is signed with ${alg}, not ES256`;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ReceivedPush['vapid'];
    if (claims.aud !== this.#origin) return `the JWT's audience is ${claims.aud}, not this push service`;
    if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'the JWT has no mailto: or https: subject';
    // web-push signs with the real time (not the app's clock): a day at most, per RFC 8292.
    if (!(claims.exp * 1000 > Date.now() && claims.exp * 1000 <= Date.now() + 24 * 3600_000))
      return 'the JWT has expired or lasts longer than a day';
    return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey: key };
  }
}
