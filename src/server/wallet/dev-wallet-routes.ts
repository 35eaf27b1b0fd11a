import crypto from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { walletDevSends } from '../db/schema.ts';
import { DEV_GOOGLE_SAVE_ROUTE, renderDevGoogleSavePage } from './dev-google-save-page.ts';
import type { WalletKeys } from './wallet-keys.ts';

const SHOWN = 50;

const devSendsResponseSchema = z.object({
  sends: z.array(
    z.object({
      provider: z.enum(['apns', 'google']),
      serial: z.uuid(),
      /** APNs: the device's push token; Google: the object id. */
      target: z.string(),
      body: z.unknown(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/**
 * What the Wallet stand-ins would have sent (APNs pushes, Google patches), newest first, like the
 * console SMS's /dev/sms. Registered only outside production, and only with a stand-in at work.
 */
export const devWalletRoutes =
  (db: Database, keys: WalletKeys): FastifyPluginAsyncZod =>
  async (app) => {
    if (keys.google.source === 'standin') {
      const publicKey = crypto.createPublicKey(keys.google.account.privateKey);
      app.get(
        DEV_GOOGLE_SAVE_ROUTE,
        { schema: { hide: true, querystring: z.object({ jwt: z.string().max(20_000) }) } },
        async (request, reply) => {
          const object = await jwtVerify(request.query.jwt, publicKey, { audience: 'google' })
            .then(
              ({ payload }) =>
                (payload.payload as { genericObjects?: object[] } | undefined)?.genericObjects?.[0],
            )
            .catch(() => undefined);
          return reply
            .status(object ? 200 : 400)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(renderDevGoogleSavePage(object));
        },
      );
    }

    app.get(
      '/api/dev/wallet',
      {
        schema: {
          tags: ['development'],
          summary: 'Pushes and Google patches the Wallet stand-ins recorded, newest first (development only)',
          response: { 200: devSendsResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await db
          .select()
          .from(walletDevSends)
          .orderBy(desc(walletDevSends.createdAt))
          .limit(SHOWN);
        return {
          sends: rows.map((row) => ({
            provider: row.provider,
            serial: row.serial,
            target: row.target,
            body: row.body,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
