import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventType, Gender, GuestlistOption } from '../../shared/clubs.ts';
import type { Weekday } from '../../shared/dates.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    ...timestamps,
  },
  (table) => [index('clubs_visible_idx').on(table.visible)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.date] }),
    index('guestlist_dates_date_idx').on(table.date),
  ],
);
