import { createHash, createHmac } from 'node:crypto';

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it; `/` kept in paths. */
export function uriEncode(value: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** `20130524T000000Z` */
export const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The AWS Signature Version 4 `Authorization` header for one request. `headers` are the headers to
 * sign (host, x-amz-date and x-amz-content-sha256 at least), lower-case names; `path` already encoded.
 */
export function signRequest(
  keys: SigningKeys,
  request: {
    method: string;
    path: string;
    query?: string;
    headers: Record<string, string>;
    payloadHash: string;
  },
): string {
  const date = request.headers['x-amz-date'];
  if (!date) throw new Error('x-amz-date must be signed');
  const day = date.slice(0, 8);
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowered = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names
    .map((name) => `${name}:${String(lowered[name]).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonical = [
    request.method,
    request.path,
    request.query ?? '',
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${keys.region}/${keys.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
  const kDate = hmac(`AWS4${keys.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, keys.region), keys.service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
