import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A device a phone has signed in on before keeps a cookie saying so. Sends from it count in a
 * bucket of their own: a stranger who spends a phone's daily codes (each behind a proof of work)
 * locks out new devices, never the phone's own, so door staff and admins can still sign in on the
 * night. The cookie names no phone: it is an HMAC of the number, only our key can make or check it.
 */
const SECURE_NAME = '__Host-device';
const PLAIN_NAME = 'device';
/** Browsers cap cookie lifetimes at 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function tokenFor(key: Buffer, phoneNumber: string): string {
  return crypto.createHmac('sha256', key).update(phoneNumber).digest('base64url');
}

export function isKnownDevice(request: FastifyRequest, key: Buffer, phoneNumber: string): boolean {
  const presented = request.cookies[SECURE_NAME] ?? request.cookies[PLAIN_NAME];
  if (!presented) return false;
  const expected = Buffer.from(tokenFor(key, phoneNumber));
  const given = Buffer.from(presented);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Buffer,
  phoneNumber: string,
): void {
  const secure = request.protocol === 'https';
  reply.setCookie(secure ? SECURE_NAME : PLAIN_NAME, tokenFor(key, phoneNumber), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}
