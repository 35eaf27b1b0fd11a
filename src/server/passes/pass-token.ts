import crypto from 'node:crypto';

const VERSION = 1;

function mac(key: Buffer, payload: string): Buffer {
  return crypto.createHmac('sha256', key).update(payload).digest();
}

/**
 * The token in a pass's QR code: base64url(JSON {v, p: passId}) "." base64url(HMAC-SHA256). Only the
 * server's pass key can make one, so a screenshot of someone else's pass id is worthless.
 */
export function signPassToken(key: Buffer, passId: string): string {
  const payload = Buffer.from(JSON.stringify({ v: VERSION, p: passId })).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The pass id a token carries, or null when it was not made with `key` (forged, tampered, malformed). */
export function verifyPassToken(key: Buffer, token: string): { passId: string } | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  // Decoding ignores stray trailing bits: only the one canonical spelling of a signature is accepted.
  if (given.toString('base64url') !== signature) return null;
  // Constant time, so the signature cannot be guessed byte by byte from response times.
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      v?: unknown;
      p?: unknown;
    };
    if (decoded.v !== VERSION || typeof decoded.p !== 'string') return null;
    return { passId: decoded.p };
  } catch {
    return null;
  }
}
