import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { type Metrics, UNMATCHED_ROUTE } from './metrics.ts';

export const METRICS_ROUTE = '/metrics';
const LIVE_ROUTE = '/api/live';

const JOIN_ROUTE = '/api/guestlist-entries';
/** The refusals joinGuestlist throws (guestlist-service.ts); any other code is counted as "other". */
const JOIN_REFUSALS = new Set([
  'empty_party',
  'club_not_found',
  'party_too_large',
  'no_guestlist_for_gender',
  'date_passed',
  'guestlist_not_open',
  'guestlist_closed',
]);

/** The pattern that matched (`/api/clubs/:id`), never the URL: ids would leak and labels multiply. */
export function routeLabel(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}

/**
 * Times every answer by method, route pattern and status code, and counts refused guestlist joins
 * (the confirmed and waitlisted ones are counted after commit: Metrics.countingNotifications).
 * Root hooks: register before the routes, so every scope inherits them.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    // Not the scrape itself; not a live stream, open for as long as its page (the gauge counts those),
    // though the live route's refusals are timed like any answer.
    if (route !== METRICS_ROUTE && !(route === LIVE_ROUTE && reply.statusCode === 200))
      metrics.httpDuration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    done();
  });

  app.addHook('onError', async (request, _reply, error) => {
    if (request.method !== 'POST' || routeLabel(request) !== JOIN_ROUTE) return;
    // Not signed in, or over the rate limit: the request never reached the guestlist's rules.
    if (!(error instanceof AppError) || error.statusCode >= 500) return;
    if (error.statusCode === 401 || error.statusCode === 429) return;
    const reason = JOIN_REFUSALS.has(error.code) ? error.code : 'other';
    metrics.guestlistJoins.inc({ outcome: 'refused', reason });
  });
}
