import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every response. Helmet itself, built once: @fastify/helmet builds a new
 * helmet middleware for every request, re-parsing the policy each time, and that was a tenth of the
 * CPU of GET /api/clubs (see docs/decisions/016-security-headers-built-once.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const settings = {
    ...options,
    // What CSP's frame-ancestors 'none' says, for browsers that only read the older header (helmet's
    // default, SAMEORIGIN, contradicted it).
    xFrameOptions: { action: 'deny' },
    // Sent below, and only over HTTPS: over plain HTTP a browser ignores it (RFC 6797 §8.1), and a
    // development server on http://localhost must not tell anything otherwise.
    strictTransportSecurity: false,
  } as HelmetOptions;
  const apply = helmet(settings);
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol is the client's (X-Forwarded-Proto) only behind a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** A year, subdomains included: helmet's default policy, sent only where it means something. */
export const HSTS = 'max-age=31536000; includeSubDomains';
