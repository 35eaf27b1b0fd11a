// Wallet passes: the Apple and Google Wallet copies of a member's passes, the devices that hold
// them, and what the development stand-ins would have sent.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** `guest`: a guest's own pass of a party (guest_passes). */
export type WalletPassKind = 'guestlist' | 'reservation' | 'guest';

/**
 * One pass (a guestlist entry or a reservation) once its member asked for a Wallet copy. Triggers on
 * the tables behind what the pass shows (migration 0024) raise `version` and `updated_at` in the
 * same transaction as the change; the wallet worker pushes every pass whose `version` moved past
 * `pushed_version` and then gives it a new `change_tag` (Apple's passesUpdatedSince tag).
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    /** Apple's serialNumber and Google's object suffix: random, never the pass id. */
    serial: uuid('serial').primaryKey().defaultRandom(),
    passKind: text('pass_kind').$type<WalletPassKind>().notNull(),
    passId: uuid('pass_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    pushedVersion: integer('pushed_version').notNull().default(1),
    /** Given by the worker, under one lock, after the change committed: tags only grow in commit order. */
    changeTag: bigint('change_tag', { mode: 'number' }).notNull().default(0),
    /** Last-Modified; whole seconds, raised by at least one second per change (HTTP dates have no less). */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('second', now())`),
    /** A "Save to Google Wallet" link was handed out: the object may exist and is patched on change. */
    googleLinkedAt: timestamp('google_linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_passes_pass_idx').on(table.passKind, table.passId),
    index('wallet_passes_changed_idx').on(table.serial).where(sql`version > pushed_version`),
    index('wallet_passes_tag_idx').on(table.changeTag),
    // A deleted account's passes (decision 042).
    index('wallet_passes_user_idx').on(table.userId),
  ],
);

/** Apple's device registrations: a device (with its push token) holding a pass. */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serial: uuid('serial')
      .notNull()
      .references(() => walletPasses.serial, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceLibraryId, table.serial] }),
    index('wallet_registrations_serial_idx').on(table.serial),
  ],
);

/** What the development stand-ins would have sent to APNs and to Google's Wallet API. */
export const walletDevSends = pgTable(
  'wallet_dev_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<'apns' | 'google'>().notNull(),
    serial: uuid('serial').notNull(),
    /** APNs: the device's push token; Google: the object id. */
    target: text('target').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_dev_sends_created_idx').on(table.createdAt)],
);
