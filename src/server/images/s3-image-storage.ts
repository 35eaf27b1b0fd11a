import type { ImageStorage, StoredObject } from './image-storage.ts';
import { amzDate, sha256Hex, signRequest, uriEncode } from './sigv4.ts';

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

/** Club photos in an S3-compatible bucket, through signed `fetch` calls (no SDK). */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';
  readonly #options: S3Options;

  constructor(options: S3Options) {
    this.#options = options;
  }

  async #send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.#options;
    const base = new URL(endpoint);
    const prefix = base.pathname.replace(/\/$/, '');
    const path = `${prefix}/${uriEncode(bucket, false)}/${uriEncode(key, true)}`;
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate((this.#options.clock ?? (() => new Date()))()),
    };
    if (contentType) headers['content-type'] = contentType;
    const authorization = signRequest(
      { accessKeyId, secretAccessKey, region, service: 's3' },
      { method, path, headers, payloadHash },
    );
    const { host: _host, ...sent } = headers;
    const doFetch = this.#options.fetch ?? fetch;
    return doFetch(new URL(path, base), {
      method,
      headers: { ...sent, authorization },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
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
