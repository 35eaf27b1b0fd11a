// What every domain writes through: rate limits, the development outbox, idempotent replies,
// notifications and their email/SMS deliveries.

import { sql } from 'drizzle-orm';
import {
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

/** One row per counted event (a code sent, a code checked), so limits hold across server processes. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_hits_lookup_idx').on(table.bucket, table.key, table.at)],
);

/**
 * Requests counted against the API-wide per-client limits, one row per client and fixed window,
 * added to by every server process about once a second (see http/shared-rate-store.ts).
 */
export const apiRateCounters = pgTable(
  'api_rate_counters',
  {
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    bucket: text('bucket').notNull(),
    hits: integer('hits').notNull(),
  },
  // Window first: a flush writes one window, the hot-key read scans one window, the prune drops old ones.
  (table) => [primaryKey({ columns: [table.windowStart, table.bucket] })],
);

/** Messages the console SMS and email stand-ins "sent", shown on /dev/sms outside production. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_created_idx').on(table.createdAt)],
);

/** The first response to a request sent with an Idempotency-Key, replayed to its retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /api/...`: a key is bound to the one endpoint and object it was first used on. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** In-app notifications (always on); email and SMS delivery read the same rows later. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /**
     * Set for notifications that scheduled jobs send (reminders): every process runs the jobs, and
     * the unique index lets exactly one of them write each message.
     */
    dedupeKey: text('dedupe_key'),
    /** After this its email and text say nothing useful (the night has passed): never sent late. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_dedupe_key_idx').on(table.dedupeKey),
  ],
);

/**
 * A member's browser that agreed to Web Push (one row per device): the push service's endpoint and
 * the keys its payloads are encrypted to. Deleted when the member turns push off there, or when the
 * push service answers that the subscription is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The LADIES/MEN view the device was in when it subscribed: its notifications look the same. */
    theme: text('theme').$type<'female' | 'male'>().notNull().default('female'),
    /** "Chrome on Android": for the member's list of devices, never the whole user agent. */
    deviceLabel: text('device_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last push the service accepted for it (null: none yet). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

export type DeliveryChannel = 'email' | 'sms' | 'push';

/**
 * pending → sent; or failed (the provider refused every try), refused (the SMS gate never sends it:
 * a number that can't be texted, or one that had its day's texts) or expired (its night had passed).
 */
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'refused' | 'expired';

/** The email/SMS/push outbox: written with its notification, sent and retried by the delivery worker. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Why the SMS gate holds it back (the hourly budget), while it waits: not a failed try. */
    holdReason: text('hold_reason'),
    /** A push delivery's device: one row per device, gone with the device's subscription. */
    pushSubscriptionId: uuid('push_subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_notification_channel_idx')
      .on(table.notificationId, table.channel)
      .where(sql`push_subscription_id is null`),
    uniqueIndex('notification_deliveries_notification_device_idx')
      .on(table.notificationId, table.pushSubscriptionId)
      .where(sql`push_subscription_id is not null`),
    index('notification_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
