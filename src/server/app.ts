import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { ClubsCatalog } from './clubs/clubs-catalog.ts';
import { clubsRoutes } from './clubs/clubs-routes.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerWebApp } from './http/web-app.ts';
import { LiveBus } from './live/live-bus.ts';
import { liveRoutes } from './live/live-routes.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock?: () => Date;
  /** Requests per minute per client IP across the API; the benchmark raises it. */
  rateLimitPerMinute?: number;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY === 'on',
    // Explicit limits: a slow or stuck client cannot hold a socket forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Emotion (MUI's style engine) injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Maps links open Google Maps in a new tab: keep the referrer minimal, not absent.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyRateLimit, {
    max: deps.rateLimitPerMinute ?? 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Nightlist API',
        description: 'Guestlists and table reservations. Plan it, live it, earn from it.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const bus = new LiveBus(deps.logger);
  const catalog = new ClubsCatalog(database.db, deps.clock);
  bus.subscribe((event) => {
    if (event.topic === 'clubs' || event.topic === 'guestlist-dates' || event.topic === 'resync')
      catalog.invalidate();
  });
  await bus.start(database);
  app.addHook('onClose', () => bus.stop());

  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check' } },
    async () => {
      await database.exec('select 1');
      return { status: 'ok', database: database.kind };
    },
  );
  await app.register(clubsRoutes(catalog, config.DEFAULT_TIME_ZONE));
  await app.register(liveRoutes(bus));
  await registerWebApp(app, config.webDistDir);

  return app;
}
