import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

/** A `Link` header value for a page, or undefined; asked when index.html is sent. */
export type PageHint = (request: FastifyRequest) => Promise<string | undefined>;

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html, the service worker
 * and the web app manifest revalidated on every load, and any other page path answered with index.html so client routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  /** Preload hints by page path: see clubs/home-page-preload.ts and passes/passes-page-preload.ts. */
  hints: Readonly<Record<string, PageHint>> = {},
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      index: false,
      // A folder such as / is no file: leave it to the page fallback below instead of a 403. Nor is
      // anything under /api/: an API address that matched no route (an id too long for its route)
      // gets the API's JSON 404, not a static file's 403.
      allowedPath: (pathName) => !pathName.endsWith('/') && !pathName.startsWith('/api/'),
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Only the build's own assets folder counts, not an "assets" folder above it.
        const relative = path.relative(webDistDir, filePath);
        const hashed = relative.startsWith(`assets${path.sep}`);
        // Everything else, /serviceWorker.js and /manifest.webmanifest above all, is revalidated on
        // every load: a cached worker would keep phones on an old build (docs/decisions/011).
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (relative === 'serviceWorker.js') reply.header('service-worker-allowed', '/');
      },
    });
  }

  // API and photo addresses are never files of the web build. Without these, a GET whose id is too
  // long for its route fell through to the static files' wildcard, which answered 403 (a file name
  // too long), or to the page, which answered index.html: now the JSON 404 below.
  for (const prefix of ['/api/*', '/images/*']) {
    app.route({
      method: ['GET', 'HEAD'],
      url: prefix,
      schema: { hide: true },
      handler: (_request, reply) => reply.callNotFound(),
    });
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 120, timeWindow: '1 minute' }) : undefined },
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        url !== '/api' &&
        !url.startsWith('/api/') &&
        // A missing /assets/x.js must stay a 404: answering HTML would break the page in confusing ways.
        !url.startsWith('/assets/') &&
        !url.startsWith('/images/') &&
        path.extname(url) === '';
      if (!wantsPage) {
        return reply
          .status(404)
          .send(
            errorBody(
              404,
              'not_found',
              `Nothing is at ${request.method} ${shortened(url)}. Check the address.`,
            ),
          );
      }
      if (!built) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).');
      }
      const hint = Object.hasOwn(hints, url) ? hints[url] : undefined;
      if (hint) {
        // A hint is an optimisation: the page is sent without one rather than fail or wait on it.
        const link = await hint(request).catch((error: unknown) => {
          request.log.warn({ err: error, page: url }, 'page preload hint failed');
          return undefined;
        });
        if (link) reply.header('link', link);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  );
}

/** An address as a message may quote it: a 50,000-character one is cut, not echoed whole. */
function shortened(url: string): string {
  return url.length > 120 ? `${url.slice(0, 120)}…` : url;
}
