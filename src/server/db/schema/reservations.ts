// Table reservations, their status history and the cashback ledger.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReservationStatus, StoredTableType } from '../../../shared/api/reservation-schema.ts';
import { users } from './accounts.ts';
import { clubs } from './clubs.ts';
import { timestamps } from './columns.ts';

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
    tableType: jsonb('table_type').$type<StoredTableType | null>(),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<ReservationStatus>().notNull(),
    cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The table's minimum spend in cents when booking; null without a table. */
    minimumSpendCents: integer('minimum_spend_cents'),
    /** What the party spent at the table, in cents (completed tables; corrections replace it). */
    amountSpentCents: integer('amount_spent_cents'),
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

export type CashbackKind = 'earned' | 'spent' | 'returned' | 'corrected' | 'forfeited';

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
    /** Null only for `forfeited`: the balance given up when the member deleted their account. */
    reservationId: uuid('reservation_id').references(() => reservations.id),
    kind: text('kind').$type<CashbackKind>().notNull().default('earned'),
    /** What was spent at the table in cents (earned rows; corrected rows: the corrected figure). */
    spendCents: integer('spend_cents'),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Cents, signed: negative for `spent`. */
    amountCents: integer('amount_cents').notNull(),
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
