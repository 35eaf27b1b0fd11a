import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { findLatestOutboxMessages } from './dev-outbox-repository.ts';
import { renderDevSmsPage } from './dev-sms-page.ts';

const SHOWN = 50;

const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      channel: z.enum(['sms', 'email']),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/** What the console SMS stand-in "sent"; registered only outside production. */
export const devSmsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dev/sms', { schema: { hide: true } }, async (_request, reply) => {
      const messages = await findLatestOutboxMessages(db, SHOWN);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderDevSmsPage(messages));
    });

    app.get(
      '/api/dev/sms',
      {
        schema: {
          tags: ['development'],
          summary: 'Messages the console SMS stand-in sent, newest first (development only)',
          response: { 200: outboxResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const messages = await findLatestOutboxMessages(db, SHOWN);
        return { messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
      },
    );
  };
