import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StandinProvider } from './standin-provider.ts';
import { StripeProvider } from './stripe-provider.ts';

/** Whether the stand-in's checkout pages exist: with the stand-in, outside production unless allowed. */
export function standinEnabled(config: Config): boolean {
  return (
    config.paymentsProvider === 'standin' &&
    (config.NODE_ENV !== 'production' || config.ALLOW_STANDIN_PAYMENTS === 'on')
  );
}

export function createPaymentProvider(
  config: Config,
  options: {
    db: Database;
    clock: () => Date;
    standinWebhookSecret: string;
    /** Where the stand-in hands its signed events (the app's own webhook handling). */
    deliverStandinEvent: (rawBody: Buffer, signature: string) => Promise<void>;
    log: (message: string, error: unknown) => void;
  },
): PaymentProvider {
  if (config.paymentsProvider === 'stripe')
    // loadConfig refuses stripe without the key and the webhook secret.
    return new StripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
    });
  return new StandinProvider({
    db: options.db,
    webhookSecret: options.standinWebhookSecret,
    deliver: options.deliverStandinEvent,
    clock: options.clock,
    log: options.log,
  });
}
