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
  const headers = helmetHeaders(settings);
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol is the client's (X-Forwarded-Proto) only behind a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets with `options`, read once by running it on a stand-in response. Nothing in
 * our options depends on the request (no CSP nonce or function), so every response gets the same
 * ones; running helmet's middleware chain on each request cost more than setting them (issue 39).
 * Helmet's removal of X-Powered-By has nothing to do: Fastify never sets it.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader(name: string, value: string) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let done = false;
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    done = true;
    failure = error;
  });
  if (failure) throw failure;
  // Helmet's chain runs synchronously; one that did not finish here would leave headers out.
  if (!done || headers.length === 0) throw new Error('helmet set no headers synchronously');
  return headers;
}

/** A year, subdomains included: helmet's default policy, sent only where it means something. */
export const HSTS = 'max-age=31536000; includeSubDomains';
