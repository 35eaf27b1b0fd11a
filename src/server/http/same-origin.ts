import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export const CROSS_ORIGIN_MESSAGE =
  'This request came from another website and was refused. Open Nightlist itself and try again.';

/**
 * Whether a request comes from a page of another origin. Browsers send Sec-Fetch-Site on every
 * request, and it cannot be forged by a page, so it decides when present; older browsers send
 * Origin on cross-origin POSTs, compared with the Host the request was sent to. Requests with
 * neither (curl, other servers) carry no ambient browser cookies to abuse, so they pass.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return !TRUSTED_FETCH_SITES.has(fetchSite);
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // "null" (sandboxed frames, some redirects) and garbage: not provably ours.
    return true;
  }
}

/**
 * Whether the route that will run is part of the API. Decided on the route the router matched, never
 * on the raw URL: the router decodes `/%61pi/auth/logout` to `/api/auth/logout`, so a test of the raw
 * text would let an encoded path past a guard and into the handler.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/** Refuses state-changing API requests made from other sites (CSRF), before any work is done. */
export function registerSameOriginCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes it, and a promise each is measurable (issue 39).
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    if (STATE_CHANGING.has(request.method) && isApiRoute(request) && isCrossOrigin(request))
      return done(new AppError(403, 'cross-origin', CROSS_ORIGIN_MESSAGE));
    done();
  });
}
