// Deposits: payments and their events, the provider's webhooks, and the stand-in provider's own tables.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentEventKind, PaymentProviderName, PaymentStatus } from '../../../shared/deposits.ts';
import { users } from './accounts.ts';
import { clubs } from './clubs.ts';
import { timestamps } from './columns.ts';
import { reservations } from './reservations.ts';

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
