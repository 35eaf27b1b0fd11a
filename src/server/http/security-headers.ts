import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every response. Helmet itself, built once: @fastify/helmet builds a new
 * helmet middleware for every request, re-parsing the policy each time, and that was a tenth of the
 * CPU of GET /api/clubs (see docs/decisions/016-security-headers-built-once.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
