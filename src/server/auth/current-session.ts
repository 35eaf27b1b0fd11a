import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROFILE_MESSAGES } from '../../shared/profile.ts';
import { AppError } from '../http/errors.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.ts';
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

export function unauthenticated(): AppError {
  return new AppError(401, 'unauthenticated', PROFILE_MESSAGES.sessionExpired);
}

/** The signed-in user, or a 401 the client shows as "Your session has expired - please sign in again". */
export function requireUser(request: FastifyRequest): UserRow {
  const user = request.currentSession?.user;
  if (!user) throw unauthenticated();
  return user;
}
