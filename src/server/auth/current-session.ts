import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROFILE_MESSAGES } from '../../shared/profile.ts';
import { AppError } from '../http/errors.ts';
import type { UserRow } from '../profile/users-repository.ts';
import {
  clearSessionCookie,
  hasSessionCookie,
  readSessionToken,
  setSessionCookie,
} from './session-cookie.ts';
import type { ResolvedSession, SessionService } from './session-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's session, resolved from the cookie before the handler runs. */
    currentSession: ResolvedSession | null;
  }
}

/**
 * Resolves the session cookie for every route in `scope`, slides a remembered session forward
 * (re-sending its cookie) and drops a cookie whose session is gone. Before the body is read, so that
 * role guards (see guardStaffRoutes) answer 401/403 before a large upload is taken in or anything
 * about the request's shape is said; and after every onRequest hook, so the rate limit (a route-level
 * onRequest hook) refuses a flood before it costs a session lookup.
 */
export function registerCurrentSession(scope: FastifyInstance, sessions: SessionService): void {
  scope.decorateRequest('currentSession', null);
  scope.addHook('preParsing', async (request, reply) => {
    const token = readSessionToken(request);
    if (!token) return;
    const resolved = await sessions.resolve(token, request.log);
    if (!resolved) {
      clearSessionCookie(request, reply);
      return;
    }
    request.currentSession = resolved;
    if (resolved.extended) setSessionCookie(request, reply, token, true);
  });
}

/** For a request that never had a session: nothing expired, so nothing to say about expiry. */
export const SIGN_IN_MESSAGE = 'Sign in to continue.';

/**
 * 401: "Your session has expired - please sign in again" when the browser still sent a session
 * cookie that no longer opens a session (expired, signed out elsewhere, revoked; the answer also
 * clears it), and "Sign in to continue." when it sent none. Same code either way: clients act on it.
 */
export function unauthenticated(request: FastifyRequest): AppError {
  const message = hasSessionCookie(request) ? PROFILE_MESSAGES.sessionExpired : SIGN_IN_MESSAGE;
  return new AppError(401, 'unauthenticated', message);
}

/** The signed-in user, or a 401 (see unauthenticated). */
export function requireUser(request: FastifyRequest): UserRow {
  const user = request.currentSession?.user;
  if (!user) throw unauthenticated(request);
  return user;
}
