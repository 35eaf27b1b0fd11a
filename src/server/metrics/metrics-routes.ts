import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors.ts';
import { METRICS_ROUTE } from './http-metrics.ts';
import type { Metrics } from './metrics.ts';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Whether `authorization` is `Bearer <token>`. Both sides are hashed first, so the comparison takes
 * the same time whatever was sent, its length included.
 */
export function presentsToken(authorization: string | undefined, tokenDigest: Buffer): boolean {
  const [scheme, given] = (authorization ?? '').trim().split(/\s+/, 2);
  const sent = scheme?.toLowerCase() === 'bearer' && given ? given : '';
  // Compared even when nothing usable was sent: no early answer tells a prober anything.
  return crypto.timingSafeEqual(digest(sent), tokenDigest) && sent !== '';
}

/**
 * `GET /metrics` in the Prometheus text format, for the scraper: outside /api, so the API's
 * per-address limit never counts it; with METRICS_TOKEN only for whoever presents the token.
 * Switched off, the path answers 404 rather than the web app's page.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  options: { enabled: boolean; token: string | undefined },
): void {
  const routeOptions = { config: { rateLimit: false }, schema: { hide: true } } as const;
  if (!options.enabled) {
    app.get(METRICS_ROUTE, routeOptions, async (request, reply) =>
      reply
        .status(404)
        .send(
          errorBody(404, 'not_found', `Nothing is at ${request.method} ${METRICS_ROUTE}. Check the address.`),
        ),
    );
    return;
  }
  const tokenDigest = options.token === undefined ? undefined : digest(options.token);
  app.get(METRICS_ROUTE, routeOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (tokenDigest && !presentsToken(request.headers.authorization, tokenDigest)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody(401, 'unauthorized', 'Send the metrics token: Authorization: Bearer <token>.'));
    }
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
