import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERSISTENT_SESSION_MS } from './session-service.ts';

/** Over HTTPS the `__Host-` prefix makes the browser refuse any variant set by a subdomain or over HTTP. */
export const SECURE_COOKIE_NAME = '__Host-session';
/** Plain HTTP (local development): browsers reject `__Host-` cookies without Secure. */
export const PLAIN_COOKIE_NAME = 'session';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function cookieFor(request: FastifyRequest): { name: string; options: CookieSerializeOptions } {
  const secure = request.protocol === 'https';
  return {
    name: secure ? SECURE_COOKIE_NAME : PLAIN_COOKIE_NAME,
    options: { httpOnly: true, sameSite: 'lax', path: '/', secure },
  };
}

/** The session token this browser presents, if it looks like one of ours. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const preferred = cookieFor(request).name;
  const other = preferred === SECURE_COOKIE_NAME ? PLAIN_COOKIE_NAME : SECURE_COOKIE_NAME;
  const token = request.cookies[preferred] ?? request.cookies[other];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** Whether the browser sent a session cookie at all, even one that no longer opens a session. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SECURE_COOKIE_NAME] || request.cookies[PLAIN_COOKIE_NAME]);
}

/** Persistent: kept for 30 days (renewed as the session slides); otherwise gone when the browser closes. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  persistent: boolean,
): void {
  const { name, options } = cookieFor(request);
  reply.setCookie(name, token, persistent ? { ...options, maxAge: PERSISTENT_SESSION_MS / 1000 } : options);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { name, options } = cookieFor(request);
  reply.clearCookie(name, options);
}
