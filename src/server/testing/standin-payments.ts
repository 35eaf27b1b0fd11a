import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { CheckoutRequest, ProviderEvent } from '../payments/payment-provider.ts';
import { StandinProvider } from '../payments/standin-provider.ts';
import { verifyStripeWebhook } from '../payments/stripe-events.ts';

export const STANDIN_WEBHOOK_SECRET = 'whsec_standin_test_secret';

/** A delivered webhook, checked as the app's webhook route would check it. */
export interface DeliveredEvent {
  type: string;
  /** What verifyStripeWebhook made of it: proof the signature holds. */
  verified: ProviderEvent;
  object: Record<string, unknown>;
}

export interface StandinHarness {
  provider: StandinProvider;
  /** The webhooks delivered since the last call, oldest first. */
  takeEvents(): DeliveredEvent[];
  /** Makes every delivery fail from now on (the app is down). */
  failDeliveries(): void;
  /** What the provider logged. */
  logged: { message: string; error: unknown }[];
}

/** The stand-in on `db` with a test clock, its webhooks kept for the test to read. */
export function standinHarness(db: Database, clock: () => Date): StandinHarness {
  let pending: { rawBody: Buffer; signature: string }[] = [];
  let failing = false;
  const logged: StandinHarness['logged'] = [];
  const provider = new StandinProvider({
    db,
    webhookSecret: STANDIN_WEBHOOK_SECRET,
    clock,
    deliver: async (rawBody, signature) => {
      if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:3000');
      pending.push({ rawBody, signature });
    },
    log: (message, error) => logged.push({ message, error }),
  });
  return {
    provider,
    logged,
    failDeliveries: () => {
      failing = true;
    },
    takeEvents() {
      const taken = pending.map(({ rawBody, signature }) => {
        const verified = verifyStripeWebhook(rawBody, signature, STANDIN_WEBHOOK_SECRET, clock());
        const event = JSON.parse(rawBody.toString('utf8'));
        return { type: event.type, verified, object: event.data.object };
      });
      pending = [];
      return taken;
    },
  };
}

/** A $200 hold for a table deposit, under a key no other checkout uses; override what a test is about. */
export function checkoutRequest(now: Date, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const reference = randomUUID();
  return {
    idempotencyKey: `payment:${reference}:1`,
    amountCents: 20_000,
    currency: 'usd',
    capture: 'manual',
    description: 'Table deposit · Test Club · Fri Nov 27',
    reference,
    successUrl: `http://localhost:5173/reservations/${reference}?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: `http://localhost:5173/reservations/${reference}`,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
    ...overrides,
  };
}
