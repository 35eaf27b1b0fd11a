import type { Logger } from 'pino';
import type { AuthKeys } from './auth/auth-secret.ts';
import type { SessionService } from './auth/session-service.ts';
import type { StaffDeps } from './auth/staff-deps.ts';
import type { ClubsCatalog } from './clubs/clubs-catalog.ts';
import type { Config } from './config/config.ts';
import type { Database, DatabaseHandle, ReadDatabase } from './db/client.ts';
import type { EmailSender } from './email/email-sender.ts';
import type { OnJobRun } from './jobs/serial-job.ts';
import type { LiveBus } from './live/live-bus.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { DeliverNotifications } from './notifications/notification-delivery.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { PushSender } from './push/push-sender.ts';
import type { SmsGate } from './sms/sms-gate.ts';

/**
 * What buildApp creates once and every domain's routes draw on. buildApp hands the whole context
 * to each domain's registration; each domain declares, in its own folder, the part it uses
 * (StaffDeps, GuestlistDeps, DepositDeps, ...), so the domains never import this file and tests can
 * build just that part.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  /** Reads that may be a few seconds stale: the replica while it is healthy (decision 048). */
  readDb: ReadDatabase;
  clock: () => Date;
  /** Wakes the email/SMS worker after notifications were written (committed). */
  deliver: DeliverNotifications;
  /** The keys derived from AUTH_SECRET: sign-in codes, devices, bot check and passes. */
  authKeys: AuthKeys;
  /** Signs and verifies pass QR tokens (passes/pass-token.ts); `authKeys.pass`. */
  passKey: Buffer;
  /** HMAC key of the phone numbers a venue bans; `authKeys.guestBan`. */
  guestKey: Buffer;
  catalog: ClubsCatalog;
  sessions: SessionService;
  /** A staff list changed here: this process forgets the roles it holds in memory at once. */
  forgetRoles: () => void;
  /** Club and guestlist-date changes, from this process and the others. */
  bus: LiveBus;
  metrics: Metrics;
  /** Told of every run of a periodic job (metrics). */
  onJobRun?: OnJobRun;
  /** The one way out for texts (sms-gate.ts): nothing else holds the SMS provider. */
  sms: SmsGate;
  email: EmailSender;
  /** Web Push to members' devices; undefined when push is off. */
  push: PushSender | undefined;
  /** Takes table deposits: Stripe, or the local stand-in (PAYMENTS_PROVIDER). */
  payments: PaymentProvider;
  /** PUBLIC_URL: where the provider sends guests back; null, the same origin (the stand-in). */
  publicUrl: string | null;
  /** 'manual': no periodic reconciling (tests call reconcilePayments). */
  paymentsReconciler: 'auto' | 'manual';
}

/** What the assistant's route gets from the app: the staff deps, the clubs catalog, config and logging. */
export type FeatureDeps = StaffDeps & Pick<AppContext, 'catalog' | 'config' | 'logger' | 'onJobRun'>;
