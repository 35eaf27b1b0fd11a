import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import type { ServingPhase } from './draining.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';

/** A database that answers slower than this is as good as down for a readiness probe. */
const READY_TIMEOUT_MS = 2_000;

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ok', 'unavailable', 'draining', 'shutting-down']),
  database: z.enum(['pglite', 'postgres']),
  replica: z
    .enum(['in-use', 'lagging', 'down', 'starting'])
    .optional()
    .describe(
      'With DATABASE_REPLICA_URL: where reports, exports and the guest book read. The replica is optional: lagging or down, its reads go to the primary and readiness stays 200',
    ),
});

/**
 * Liveness (`/api/health/live`: the process answers; restart it if not) and readiness
 * (`/api/health/ready`: it can serve requests; route traffic elsewhere if not). `/api/health` is
 * readiness, as it was before the split.
 */
export async function registerHealth(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await app.register(healthRoutes(database, () => app.servingPhase()));
}

const healthRoutes =
  (database: DatabaseHandle, phase: () => ServingPhase): FastifyPluginAsyncZod =>
  async (app) => {
    const databaseAnswers = async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
      });
      const query = database.exec('select 1').then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    };

    const ready = {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 while the server can serve requests; 503 while the database is unreachable, or the server drains before stopping (draining: it still serves) or is shutting down',
        response: { 200: readySchema, 503: readySchema },
      },
    };
    const readyHandler = async (_request: unknown, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const now = phase();
      const status: z.infer<typeof readySchema>['status'] =
        now === 'draining'
          ? 'draining'
          : now === 'closing'
            ? 'shutting-down'
            : (await databaseAnswers())
              ? 'ok'
              : 'unavailable';
      if (status !== 'ok') reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      const replica = database.replica?.status().state;
      return { status, database: database.kind, ...(replica ? { replica } : {}) };
    };
    app.get('/api/health/ready', ready, readyHandler);
    app.get(
      '/api/health',
      { schema: { ...ready.schema, summary: `${ready.schema.summary} (same as /api/health/ready)` } },
      readyHandler,
    );

    app.get(
      '/api/health/live',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness: 200 whenever the process can answer at all (it does not touch the database)',
          response: { 200: liveSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    );
  };
