import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../../config/config.ts';
import type { OnJobRun } from '../../jobs/serial-job.ts';
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
import type { DepositDeps } from './deposit-rules.ts';
import { webhookRoutes } from './webhook-routes.ts';

export interface PaymentsDeps extends DepositDeps {
  config: Config;
  logger: Logger;
  /** Told of every run of the reconciler (metrics). */
  onJobRun?: OnJobRun;
  /** 'manual': no periodic reconciling (tests call reconcilePayments). */
  paymentsReconciler: 'auto' | 'manual';
}

/** The provider's webhook, the stand-in's checkout pages when it is the provider, and the reconciler. */
export async function registerPayments(app: FastifyInstance, ctx: PaymentsDeps): Promise<void> {
  await app.register(webhookRoutes(ctx));
  if (standinEnabled(ctx.config) && ctx.payments instanceof StandinProvider)
    await app.register(standinCheckoutRoutes({ provider: ctx.payments }));
  app.decorate('paymentsReconciler', { runOnce: () => reconcilePayments(ctx, ctx.logger) });
  if (ctx.paymentsReconciler !== 'manual') {
    const stop = schedulePaymentReconciler(ctx, ctx.logger, ctx.onJobRun);
    app.addHook('onClose', () => stop());
  }
}
