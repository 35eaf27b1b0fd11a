import type { Logger } from 'pino';
import type { ClubsCatalog } from './clubs/clubs-catalog.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { OnJobRun } from './jobs/serial-job.ts';
import type { DeliverNotifications } from './notifications/notification-delivery.ts';

/** What the admin and door routes get from the app. */
export interface StaffDeps {
  db: Database;
  clock: () => Date;
  /** Wakes the email/SMS worker after notifications were written (committed). */
  deliver: DeliverNotifications;
  /** Signs and verifies pass QR tokens (passes/pass-token.ts). */
  passKey: Buffer;
  catalog: ClubsCatalog;
  /** A staff list changed here: this process forgets the roles it holds in memory at once. */
  forgetRoles: () => void;
}

/** What the assistant, analytics and images routes get from the app: staff deps plus config and logging. */
export interface FeatureDeps extends StaffDeps {
  config: Config;
  logger: Logger;
  /** Told of every run of a periodic job (metrics). */
  onJobRun?: OnJobRun;
}
