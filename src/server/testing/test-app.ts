import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { EmailSender } from '../email/email-sender.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { PushSender } from '../push/push-sender.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import type { PassPusher } from '../wallet/apns.ts';
import type { GoogleWalletApi } from '../wallet/google-wallet.ts';
import { contractObserver } from './openapi-contract-check.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Moves the app's clock; starts at `now` (default: the real time). */
  setNow(now: Date): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: Date;
  env?: Record<string, string>;
  /** Defaults to a silent logger; pass one writing to a stream to inspect the logs. */
  logger?: Logger;
  /** The API-wide per-IP limit (600 a minute by default); raise it for tests that send thousands. */
  rateLimitPerMinute?: number;
  sms?: SmsSender;
  email?: EmailSender;
  /** Replaces the web-push sender (null: push off, as in production without a contact address). */
  push?: PushSender | null;
  /** Email/SMS delivery; 'manual' (default) leaves it to app.deliveryWorker.runOnce(). */
  deliveries?: 'auto' | 'manual';
  /** Replaces the payment stand-in (Stripe against a local fake, a provider that is down). */
  payments?: PaymentProvider;
  /** The Wallet providers (default: the stand-ins that record what they would send). */
  walletPusher?: PassPusher;
  googleWallet?: GoogleWalletApi;
  /** The database to use instead of a fresh copy (closed with the app). */
  database?: DatabaseHandle;
}

/** The real app on a fresh database, driven with `app.inject` (no sockets). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  let now = options.now ?? new Date();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/unused',
    WEB_DIST_DIR: '.tmp/no-web-build',
    ...options.env,
  });
  // Every answer of every server test is checked against the OpenAPI document, which clients rely
  // on: an answer the document does not describe fails the test file when its app is closed.
  const contract = contractObserver();
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? pino({ level: 'silent' }),
    clock: () => now,
    rateLimitPerMinute: options.rateLimitPerMinute,
    sms: options.sms,
    email: options.email,
    push: options.push,
    deliveries: options.deliveries ?? 'manual',
    payments: options.payments,
    walletPusher: options.walletPusher,
    googleWallet: options.googleWallet,
    observeResponse: contract.hook,
  });
  await app.ready();
  return {
    app,
    database,
    setNow(next) {
      now = next;
    },
    async close() {
      await app.close();
      await database.close();
      if (contract.violations.length > 0)
        throw new Error(
          `${contract.violations.length} answer(s) the OpenAPI document does not describe:\n${[...new Set(contract.violations)].slice(0, 20).join('\n')}`,
        );
    },
  };
}
