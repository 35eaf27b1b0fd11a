import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-deps.ts';
import { standinEnabled } from '../../payments/create-payment-provider.ts';
import { reconcilePayments, schedulePaymentReconciler } from './payment-reconciler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads stale pending payments from the provider now (tests; the timer does it every minute). */
    paymentsReconciler: { runOnce: () => Promise<number> };
  }
}

import { StandinProvider } from '../../payments/standin-provider.ts';
import { standinCheckoutRoutes } from '../../payments/standin-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The provider's webhook, the stand-in's checkout pages when it is the provider, and the reconciler. */
export async function registerPayments(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(webhookRoutes(ctx));
  if (standinEnabled(ctx.config) && ctx.payments instanceof StandinProvider)
    await app.register(standinCheckoutRoutes({ provider: ctx.payments }));
  app.decorate('paymentsReconciler', { runOnce: () => reconcilePayments(ctx, ctx.logger) });
  if (ctx.paymentsReconciler !== 'manual') {
    const stop = schedulePaymentReconciler(ctx, ctx.logger, ctx.onJobRun);
    app.addHook('onClose', () => stop());
  }
}
