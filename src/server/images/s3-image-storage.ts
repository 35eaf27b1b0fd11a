import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { ImageStorage, StoredObject } from './image-storage.ts';

export interface S3Options {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000 (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Tests move the clock; signatures carry the time. */
  clock?: () => Date;
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 15_000;

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** `20130524T000000Z`, the signature's time. */
const amzDate = (now: Date) => now.toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * Club photos in an S3-compatible bucket, through `fetch` calls signed with AWS Signature V4 by
 * aws4fetch (path-style addressing, so MinIO, R2 and AWS alike). The payload is signed too: the
 * body's SHA-256 goes in `x-amz-content-sha256` rather than `UNSIGNED-PAYLOAD`.
 */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';
  readonly #options: S3Options;
  readonly #client: AwsClient;

  constructor(options: S3Options) {
    this.#options = options;
    this.#client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
  }

  async #send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const { endpoint, bucket } = this.#options;
    const base = new URL(endpoint);
    const prefix = base.pathname.replace(/\/$/, '');
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    const url = new URL(`${prefix}/${encodeURIComponent(bucket)}/${encodedKey}`, base);
    const payload = body ? new Uint8Array(body) : new Uint8Array();
    const headers: Record<string, string> = { 'x-amz-content-sha256': sha256Hex(payload) };
    if (contentType) headers['content-type'] = contentType;
    const signed = await this.#client.sign(url, {
      method,
      headers,
      body: body ? payload : undefined,
      aws: { datetime: amzDate((this.#options.clock ?? (() => new Date()))()) },
    });
    const doFetch = this.#options.fetch ?? fetch;
    return doFetch(signed, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.#send('PUT', key, body, contentType);
    if (!response.ok) throw await s3Error('PUT', key, response);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.#send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw await s3Error('GET', key, response);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'image/webp',
    };
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        const response = await this.#send('DELETE', key);
        // S3 answers 204 for a missing key too; some compatible servers answer 404.
        if (!response.ok && response.status !== 404) throw await s3Error('DELETE', key, response);
      }),
    );
  }
}

async function s3Error(method: string, key: string, response: Response): Promise<Error> {
  // The XML error names the problem (SignatureDoesNotMatch, NoSuchBucket); it never holds the secret.
  const text = (await response.text().catch(() => '')).slice(0, 300);
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? text;
  return new Error(`S3 ${method} ${key} failed with ${response.status}: ${code}`);
}
