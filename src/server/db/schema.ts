import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReservationStatus, TableType } from '../../shared/api/reservation-schema.ts';
import type { EventType, Gender, GuestlistOption } from '../../shared/clubs.ts';
import type { Weekday } from '../../shared/dates.ts';
import type { PaymentEventKind, PaymentProviderName, PaymentStatus } from '../../shared/deposits.ts';

import type { PromoterRates } from '../../shared/promoter-earnings.ts';
import type { ClubRole } from '../../shared/roles.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A venue: the business that runs one club or a group of clubs. Its team (club_roles) is appointed
 * by platform admins and by its managers; a club without a venue is run by platform admins alone.
 */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('venues_name_idx').on(sql`lower(${table.name})`)],
);

export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    visible: boolean('visible').notNull().default(true),
    activeDays: text('active_days').array().$type<Weekday[]>().notNull().default(sql`'{}'::text[]`),
    eventType: text('event_type').$type<EventType>().notNull().default('nightclub'),
    sortOrder: integer('sort_order'),
    address: text('address').notNull().default(''),
    mapsUrl: text('maps_url').notNull().default(''),
    reservationsEnabled: boolean('reservations_enabled').notNull().default(false),
    reservationCashback: numeric('reservation_cashback', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    conciergeCallNumber: text('concierge_call_number'),
    conciergeTextNumber: text('concierge_text_number'),
    timeZone: text('time_zone').notNull(),
    guestlistOptions: jsonb('guestlist_options').$type<Record<Gender, GuestlistOption>>().notNull(),
    /** The most people (ladies and men together) one guestlist party may bring. */
    maxPartySize: integer('max_party_size').notNull().default(8),
    /** Tables a party may reserve, with their minimum spend; empty = any table, no minimum. */
    tableTypes: jsonb('table_types').$type<TableType[]>().notNull().default([]),
    /** Shown before a reservation is confirmed; null = the default terms naming the cut-off. */
    cancellationTerms: text('cancellation_terms'),
    /** Members may cancel a reservation in the app until this many hours before arrival. */
    cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(24),
    /** Sales tax on a table's minimum and service charge, percent (8.875). */
    taxRate: numeric('tax_rate', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    /** Service charge on a table's minimum, percent. */
    serviceCharge: numeric('service_charge', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Deposit asked when a table is requested, whole percent of its all-in price; 0 = none. */
    depositPercent: integer('deposit_percent').notNull().default(0),
    /** What a promoter earns per arrived guest, set by the venue (PromoterRates). */
    promoterRates: jsonb('promoter_rates')
      .$type<PromoterRates>()
      .notNull()
      .default({ lady: 0, man: 0, bonusAfter: null, bonus: 0 }),
    /** The venue that runs the club; null: platform admins only. */
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('clubs_visible_idx').on(table.visible), index('clubs_venue_idx').on(table.venueId)],
);

/** SPEC §3 guestlistAvailableDates: a row means the club's guestlist is open on that date. */
export const guestlistDates = pgTable(
  'guestlist_dates',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Spots per gender; null means unlimited. */
    capacityFemale: integer('capacity_female'),
    capacityMale: integer('capacity_male'),
    /**
     * People in confirmed parties and parties waiting, kept by triggers on guestlist_entries
     * (migration 0012) so a join reads them in one row instead of summing the night.
     */
    confirmedLadies: integer('confirmed_ladies').notNull().default(0),
    confirmedMen: integer('confirmed_men').notNull().default(0),
    waitlistedParties: integer('waitlisted_parties').notNull().default(0),
    /**
     * The latest `waitlisted_at` the night has ever given (kept by the same triggers, never lowered):
     * a join puts its party just behind it, reading it from the night's row it has locked (0015).
     */
    queueTail: timestamp('queue_tail', { withTimezone: true, precision: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.date] }),
    index('guestlist_dates_date_idx').on(table.date),
  ],
);

/** SPEC §3 user profile, keyed by the user id (`uid` in the API). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  phoneNumber: text('phone_number').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email'),
  instagram: text('instagram'),
  notifyByEmail: boolean('notify_by_email').notNull().default(true),
  notifyBySms: boolean('notify_by_sms').notNull().default(true),
  termsAccepted: boolean('terms_accepted').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  ...timestamps,
});

/** A signed-in browser. Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** false: a browser-session cookie (SPEC §4 session persistence). */
    persistent: boolean('persistent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** The one pending sign-in code per phone number: a keyed hash, its expiry and the wrong tries so far. */
/**
 * A code sent, one row each: a phone may have several pending (its owner's and a stranger's), and a
 * check names the one it answers by `id`, the verification id handed only to whoever asked for it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('verification_codes_phone_idx').on(table.phoneNumber),
    index('verification_codes_expires_idx').on(table.expiresAt),
  ],
);

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

/** Bot-check solutions already used: each is good once. */
export const usedChallenges = pgTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** SPEC §3 adminPhoneNumbers: only existence is read. */
export const adminPhoneNumbers = pgTable('admin_phone_numbers', {
  phoneNumber: text('phone_number').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Secrets generated on first start when none is configured (development), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type GuestlistEntryStatus = 'confirmed' | 'waitlisted' | 'cancelled';

/** One party on one club's guestlist for one night; one row per user, club and date, re-used on re-joins. */
export const guestlistEntries = pgTable(
  'guestlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    ladies: integer('ladies').notNull(),
    men: integer('men').notNull(),
    guestNames: text('guest_names').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<GuestlistEntryStatus>().notNull(),
    /** Queue order of the waitlist (unique per club and date, see the join service); null when not waiting. */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true, precision: 6 }),
    ...timestamps,
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The promoter credited with the party: the first of their links the member joined through. */
    promoterUserId: uuid('promoter_user_id').references(() => users.id, { onDelete: 'set null' }),
    promoterLinkId: uuid('promoter_link_id').references(() => promoterLinks.id, { onDelete: 'set null' }),
    /** The promoter who put the guest on the list by name and phone (null: the member joined). */
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('guestlist_entries_user_club_date_idx').on(table.userId, table.clubId, table.date),
    // A venue's promoter figures for a range, and a promoter's own nights.
    index('guestlist_entries_club_promoted_idx')
      .on(table.clubId, table.date)
      .where(sql`${table.promoterUserId} is not null`),
    index('guestlist_entries_promoter_idx')
      .on(table.promoterUserId, table.clubId, table.date)
      .where(sql`${table.promoterUserId} is not null`),
    index('guestlist_entries_club_date_status_idx').on(table.clubId, table.date, table.status),
    // The queue of a night in order: its back, the next in line and a place in it without a scan.
    index('guestlist_entries_queue_idx')
      .on(table.clubId, table.date, table.waitlistedAt)
      .where(sql`${table.waitlistedAt} is not null`),
  ],
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
 * "Tell me when a guestlist opens" (the home page's empty state): one row per member, night and
 * gender, until the first list for it opens and the member has been told (`notifiedAt`).
 */
export const releaseAlerts = pgTable(
  'release_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.date, table.gender] }),
    index('release_alerts_pending_idx').on(table.date, table.gender).where(sql`notified_at is null`),
  ],
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

/** A table reservation request; the cashback percent and minimum spend are fixed when booking. */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    partySize: integer('party_size').notNull(),
    /** HH:MM club time; before 06:00 means the early hours after `date`. */
    arrivalTime: text('arrival_time').notNull(),
    /** A snapshot: the club may rename or reprice its tables later. */
    tableType: jsonb('table_type').$type<TableType | null>(),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<ReservationStatus>().notNull(),
    cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    minimumSpend: integer('minimum_spend'),
    amountSpent: numeric('amount_spent', { precision: 12, scale: 2, mode: 'number' }),
    /** The all-in price as quoted when booking (money.ts allInPrice), in cents; 0 without a table. */
    serviceChargePercent: numeric('service_charge_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    taxRatePercent: numeric('tax_rate_percent', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    serviceCents: integer('service_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    /** Due when requesting; 0 = no deposit. */
    depositCents: integer('deposit_cents').notNull().default(0),
    /** The part of the deposit paid with cashback (a `spent` row in the ledger). */
    cashbackAppliedCents: integer('cashback_applied_cents').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('reservations_user_date_idx').on(table.userId, table.date),
    index('reservations_club_date_idx').on(table.clubId, table.date),
  ],
);

/** Every status a reservation went through, for the member's timeline. */
export const reservationStatusHistory = pgTable(
  'reservation_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReservationStatus>().notNull(),
    at: timestamp('at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    note: text('note'),
  },
  (table) => [index('reservation_status_history_reservation_idx').on(table.reservationId, table.at)],
);

export type CashbackKind = 'earned' | 'spent' | 'returned' | 'corrected';

/**
 * The cashback ledger: append-only (a trigger refuses UPDATE and DELETE). `earned` (+) when a table
 * is completed, `spent` (−) on a deposit, `returned` (+) when that deposit is refunded or released;
 * at most one of each per reservation. `corrected` (±) each time a completed table's spend is
 * corrected, with the new spend. A trigger refuses a row that would take a member's balance below
 * zero, whatever runs at the same time.
 */
export const cashbackLedger = pgTable(
  // Named when it held credits only; kept, since every row before the ledger is a credit.
  'cashback_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    kind: text('kind').$type<CashbackKind>().notNull().default('earned'),
    /** What was spent at the table (earned rows; corrected rows: the corrected figure). */
    spend: numeric('spend', { precision: 12, scale: 2, mode: 'number' }),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Dollars to the cent, signed: negative for `spent`. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cashback_credits_user_idx').on(table.userId, table.createdAt),
    // A table may be corrected more than once; every other kind happens once per reservation.
    uniqueIndex('cashback_ledger_reservation_kind_idx')
      .on(table.reservationId, table.kind)
      .where(sql`kind <> 'corrected'`),
  ],
);

/**
 * One attempt to take a table's deposit. A failed attempt stays (the guest pays again with a new
 * one); at most one live attempt per reservation. `amountCents` is what the card pays: the deposit
 * less the cashback applied; a deposit paid wholly with cashback is a `cashback` payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt at the reservation's deposit, then 2, 3…: the order, whatever the clock says. */
    attempt: integer('attempt').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** `manual`: authorised now and captured when the venue confirms; `automatic`: taken now. */
    capture: text('capture').$type<'manual' | 'automatic'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** The provider's checkout (a Stripe Checkout Session id). */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    /** The provider's payment (a Stripe PaymentIntent id), once known. */
    providerPaymentId: text('provider_payment_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Why it failed, in words for the guest. */
    failure: text('failure'),
    /** When an unpaid checkout lapses. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_reservation_attempt_idx').on(table.reservationId, table.attempt),
    uniqueIndex('payments_live_idx')
      .on(table.reservationId)
      .where(sql`status in ('pending', 'held', 'paid')`),
    uniqueIndex('payments_checkout_idx').on(table.provider, table.checkoutId),
    // A webhook that names only the provider's payment (a refund, a charge) finds ours by it.
    index('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('payments_pending_idx').on(table.updatedAt).where(sql`status = 'pending'`),
    index('payments_club_created_idx').on(table.clubId, table.createdAt),
  ],
);

/**
 * What happened to a payment, append-only: the receipts, the venue's reporting and the
 * reconciliation with the provider read it. A provider's webhook event id is kept once, so a
 * webhook received twice is applied once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentEventKind>().notNull(),
    /** Card money moved by this event, in cents (a refund's amount; 0 for a release). */
    amountCents: integer('amount_cents').notNull().default(0),
    /** Cashback moved with it, in cents. */
    cashbackCents: integer('cashback_cents').notNull().default(0),
    /** The provider's own id for what happened (a refund id, a payment intent id). */
    providerRef: text('provider_ref'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_payment_kind_idx').on(table.paymentId, table.kind),
    index('payment_events_club_at_idx').on(table.clubId, table.at),
  ],
);

/** Webhook events already handled, by the provider's event id: a second delivery is a no-op. */
export const providerWebhookEvents = pgTable(
  'provider_webhook_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The development payment stand-in's checkouts (payments/standin): shared by every server process,
 * like the dev outbox. Never used with Stripe.
 */
export const standinCheckouts = pgTable('standin_checkouts', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  capture: text('capture').$type<'manual' | 'automatic'>().notNull(),
  description: text('description').notNull(),
  reference: text('reference').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** open | complete | expired */
  status: text('status').notNull().default('open'),
  /** requires_payment_method | requires_action | requires_capture | succeeded | canceled */
  intentStatus: text('intent_status').notNull().default('requires_payment_method'),
  amountReceived: integer('amount_received').notNull().default(0),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  lastDecline: text('last_decline'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The stand-in's refunds: a refund retried with the same idempotency key is made once. */
export const standinRefunds = pgTable('standin_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  checkoutId: text('checkout_id')
    .notNull()
    .references(() => standinCheckouts.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DeliveryChannel = 'email' | 'sms';
/**
 * pending → sent; or failed (the provider refused every try), refused (the SMS gate never sends it:
 * a number that can't be texted, or one that had its day's texts) or expired (its night had passed).
 */
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'refused' | 'expired';

/** The email/SMS outbox: written with its notification, sent and retried by the delivery worker. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_notification_channel_idx').on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** Door staff: may use /scan and the door API, nothing else. Admins manage the list. */
export const doorStaffPhoneNumbers = pgTable('door_staff_phone_numbers', {
  phoneNumber: text('phone_number').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A role at a venue (every club it runs, later ones too) or at one club, held by a phone number as
 * the admin list is (SPEC §6: the number or its +1 variant), so a venue can appoint someone before
 * they sign up. Manager: the admin panel for those clubs; door: their scanner; promoter: links and
 * guests of their own.
 */
export const clubRoles = pgTable(
  'club_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    role: text('role').$type<ClubRole>().notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A promoter's: the guests (people) they may add by name and phone per night at each club. */
    guestAllowance: integer('guest_allowance').notNull().default(0),
  },
  (table) => [
    check('club_roles_role_check', sql`${table.role} in ('manager', 'door', 'promoter')`),
    check('club_roles_one_scope_check', sql`(${table.venueId} is null) <> (${table.clubId} is null)`),
    uniqueIndex('club_roles_scope_idx').on(
      table.phoneNumber,
      table.role,
      sql`coalesce(${table.venueId}, ${table.clubId})`,
    ),
    index('club_roles_venue_idx').on(table.venueId),
    index('club_roles_club_idx').on(table.clubId),
  ],
);

/**
 * A promoter's link to share: `/p/<code>` opens the club (or one night of it). A member who joins
 * that club's list after opening it is credited to the promoter; one link per promoter, club and
 * night (or no night).
 */
export const promoterLinks = pgTable(
  'promoter_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    promoterUserId: uuid('promoter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promoter_links_place_idx').on(
      table.promoterUserId,
      table.clubId,
      sql`coalesce(${table.date}, '-infinity'::date)`,
    ),
  ],
);

/**
 * "I was turned away": a guest's report from their pass, within the night, one per party. The
 * venue's reporting shows it beside the party's promoter and the door staff on duty.
 */
export const turnedAwayReports = pgTable(
  'turned_away_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .unique()
      .references(() => guestlistEntries.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** In the guest's words, optional. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('turned_away_reports_club_date_idx').on(table.clubId, table.date)],
);

export type PassKind = 'guestlist' | 'reservation';

/**
 * People admitted at the door for one pass (a guestlist entry or a reservation). A party may arrive
 * in parts: one row per admission; the sum never exceeds the party (checked under a row lock).
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passKind: text('pass_kind').$type<PassKind>().notNull(),
    entryId: uuid('entry_id').references(() => guestlistEntries.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    people: integer('people').notNull(),
    /** When the door admitted them: the device's time for a scan queued offline. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, precision: 6 }).notNull(),
    /** When the server recorded it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Made by the scanning device: a scan synced twice (offline queue) is recorded once. */
    clientScanId: text('client_scan_id').unique(),
  },
  (table) => [
    index('check_ins_club_date_idx').on(table.clubId, table.date),
    index('check_ins_entry_idx').on(table.entryId),
    index('check_ins_reservation_idx').on(table.reservationId),
  ],
);

/** Every admin action, for admins to read: who did what to which object, and when. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No foreign key: the log is append-only, and an account deleted later must not need an edit here. */
    actorUserId: uuid('actor_user_id'),
    /** Kept as written: the actor's account may change or go later. */
    actorPhone: text('actor_phone').notNull(),
    actorName: text('actor_name').notNull(),
    /** e.g. `club.update`, `guestlist-date.open`, `staff.add`, `reservation.status`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The club the action concerns (null: platform-wide), so a venue's managers see their own. No key: append-only. */
    clubId: uuid('club_id'),
    /** For a venue-wide action (a team role at the whole venue): the venue, so its managers see it. */
    venueId: uuid('venue_id'),
    /** One line for people: "Opened 24 dates at Neon Room". */
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_club_created_idx').on(table.clubId, table.createdAt),
    index('audit_log_venue_created_idx').on(table.venueId, table.createdAt),
  ],
);

/** Site-wide settings edited in the admin panel, one JSON value per key (e.g. `notice`). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Self-hosted analytics: page views and Core Web Vitals, with nothing personal: no user,
 * IP address, user agent, cookie or full path (ids in paths are replaced by the route pattern).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'pageview' or 'vital'. */
    kind: text('kind').$type<'pageview' | 'vital'>().notNull(),
    /** The route pattern, e.g. /passes/:passId. */
    route: text('route').notNull(),
    /** For vitals: LCP, INP, CLS, FCP or TTFB. */
    metric: text('metric'),
    value: doublePrecision('value'),
    /** 'phone' or 'desktop', from the viewport width. */
    device: text('device').$type<'phone' | 'desktop'>().notNull(),
    /**
     * The client address keyed with a salt that changes every day and is then deleted: one visitor
     * for a day, never an address (see analytics-visitor.ts). Null for rows from before it existed.
     */
    visitor: text('visitor'),
  },
  (table) => [
    index('analytics_events_at_idx').on(table.at),
    index('analytics_events_route_idx').on(table.route),
    index('analytics_events_visitor_idx').on(table.visitor, table.at),
  ],
);

/** A club's photo: the stored original's key and the resized variants cards use. */
export const clubImages = pgTable('club_images', {
  clubId: uuid('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  /** Changes with every upload, so image URLs can be cached forever. */
  version: text('version').notNull(),
  /** Width × height of the original, for the aspect ratio. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The stored variants: [{ width, height, format, key, bytes }]. */
  variants: jsonb('variants')
    .$type<{ width: number; height: number; format: string; key: string; bytes: number }[]>()
    .notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
