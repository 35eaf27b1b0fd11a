// The guest book's care (docs/decisions/041): a venue's tags and notes on a guest, and its bans.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GuestTagKind } from '../../../shared/api/guest-care-schema.ts';
import { users } from './accounts.ts';
import { venues } from './clubs.ts';

/**
 * One tag a venue keeps on a guest: VIP, industry, birthday (with its month-day) or one of the
 * venue's own words (`label`). Bounded per guest by the service (GUEST_CARE_LIMITS).
 */
export const guestTags = pgTable(
  'guest_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GuestTagKind>().notNull(),
    /** The venue's own word for a `custom` tag; '' for the others. */
    label: text('label').notNull().default(''),
    /** A birthday's "MM-DD"; null for the other kinds. */
    birthday: text('birthday'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('guest_tags_kind_check', sql`${table.kind} in ('vip', 'birthday', 'industry', 'custom')`),
    uniqueIndex('guest_tags_one_idx').on(table.venueId, table.userId, table.kind, sql`lower(${table.label})`),
    // The door's and the night list's page of guests: their tags in one indexed read.
    index('guest_tags_user_idx').on(table.userId, table.venueId),
  ],
);

/** A dated note a venue's staff wrote about a guest, with its author. */
export const guestNotes = pgTable(
  'guest_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [index('guest_notes_guest_idx').on(table.userId, table.venueId, table.createdAt)],
);

/**
 * A venue's ban of a phone number: held as an HMAC of the number (a key derived from the auth
 * secret), so a new account with the same number is still banned, and the table holds no number.
 * `userId` is the member it was made on, for display. Lifting keeps the row (history, audit).
 */
export const guestBans = pgTable(
  'guest_bans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    phoneHash: text('phone_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** The last night (a club night's date) the ban holds; null: until lifted. */
    lastNight: date('last_night', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The join's one indexed lookup: at most one standing ban per venue and number.
    uniqueIndex('guest_bans_standing_idx')
      .on(table.venueId, table.phoneHash)
      .where(sql`${table.liftedAt} is null`),
    index('guest_bans_user_idx').on(table.userId),
  ],
);
