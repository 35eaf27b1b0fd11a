import type { Database, ReadDatabase } from '../db/client.ts';
import type { DeliverNotifications } from '../notifications/notification-delivery.ts';

/**
 * What the staff routes (the admin panel, the door, the promoters' pages) get from the app. Each
 * takes only this, so a test builds just this; app.ts hands them its whole context.
 */
export interface StaffDeps {
  db: Database;
  clock: () => Date;
  /** Wakes the email/SMS worker after notifications were written (committed). */
  deliver: DeliverNotifications;
  /** Signs and verifies pass QR tokens (passes/pass-token.ts). */
  passKey: Buffer;
  /** HMAC key of the phone numbers a venue bans (AuthKeys.guestBan). */
  guestKey: Buffer;
  /** A staff list changed here: this process forgets the roles it holds in memory at once. */
  forgetRoles: () => void;
}

/**
 * For the staff routes whose heavy reads may be a few seconds stale (reports, exports, the guest
 * book's lists; decision 048): `readDb` is the replica while it is healthy, the primary otherwise.
 * Everything else, the sign-in and role checks and the audit trail included, stays on `db`.
 */
export interface StaffReadDeps extends StaffDeps {
  readDb: ReadDatabase;
}
