import crypto from 'node:crypto';

const VERSION = 1;

function mac(key: Buffer, payload: string): Buffer {
  return crypto.createHmac('sha256', key).update(payload).digest();
}

/**
 * What a token admits: a guestlist entry (the original payload, without `k`, so tokens already
 * printed keep working) or a reservation. The kind is inside the signed payload, so a reservation's
 * token can never be read as a guestlist pass, nor the other way round.
 */
export type PassKind = 'guestlist' | 'reservation' | 'guest';

/**
 * The token in a pass's QR code: base64url(JSON {v, p: passId} or {v, k: "reservation", p}) "."
 * base64url(HMAC-SHA256). Only the server's pass key can make one, so a screenshot of someone else's
 * pass id is worthless.
 */
export function signPassToken(key: Buffer, passId: string, kind: PassKind = 'guestlist'): string {
  const content = kind === 'guestlist' ? { v: VERSION, p: passId } : { v: VERSION, k: kind, p: passId };
  const payload = Buffer.from(JSON.stringify(content)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/**
 * The pass id a token of `kind` carries, or null when it was not made with `key` (forged, tampered,
 * malformed) or is a token of another kind.
 */
export function verifyPassToken(
  key: Buffer,
  token: string,
  kind: PassKind = 'guestlist',
): { passId: string } | null {
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
      k?: unknown;
      p?: unknown;
    };
    if (decoded.v !== VERSION || typeof decoded.p !== 'string') return null;
    if ((decoded.k ?? 'guestlist') !== kind) return null;
    return { passId: decoded.p };
  } catch {
    return null;
  }
}
