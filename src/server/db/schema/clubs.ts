// The catalog: venues, their clubs, who works at them (club_roles) and the clubs' photos.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type { StoredTableType } from '../../../shared/api/reservation-schema.ts';
import type { EventType, Gender, GuestlistOption, WaitlistMode } from '../../../shared/clubs.ts';
import type { Weekday } from '../../../shared/dates.ts';
import type { PromoterRates } from '../../../shared/promoter-earnings.ts';
import type { ClubRole } from '../../../shared/roles.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';

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
    /**
     * What a freed guestlist spot does (docs/decisions/037): `offer` gives the next party that fits
     * `offerMinutes` to claim it; `immediate` confirms them at once.
     */
    waitlistMode: text('waitlist_mode').$type<WaitlistMode>().notNull().default('offer'),
    offerMinutes: integer('offer_minutes').notNull().default(15),
    /** Tables a party may reserve, with their minimum spend; empty = any table, no minimum. */
    tableTypes: jsonb('table_types').$type<StoredTableType[]>().notNull().default([]),
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
      .default({ ladyCents: 0, manCents: 0, bonusAfter: null, bonusCents: 0 }),
    /** The venue that runs the club; null: platform admins only. */
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('clubs_visible_idx').on(table.visible), index('clubs_venue_idx').on(table.venueId)],
);

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
