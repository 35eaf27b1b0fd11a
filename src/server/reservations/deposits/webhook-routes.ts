import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api/common-schema.ts';
import type { DepositDeps } from './deposit-rules.ts';
import { handleWebhook } from './deposit-sync.ts';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/payments/webhook`: the payment provider's events (Stripe: the endpoint's URL in its
 * dashboard). The body is kept as the bytes received: the signature covers them exactly.
 */
export const webhookRoutes =
  (deps: DepositDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // In this plugin only: every other route still gets parsed JSON.
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/api/payments/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          summary: 'The payment provider’s events, verified by their signature and applied once each',
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: {
            200: z.object({
              received: z.literal(true),
              outcome: z.enum(['applied', 'duplicate', 'ignored']),
            }),
            400: apiErrorSchema,
            409: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await handleWebhook(deps, body, request.headers['stripe-signature']);
        return { received: true as const, outcome };
      },
    );
  };
