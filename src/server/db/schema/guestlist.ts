// The guestlists: the dates a club opens, the parties on them, release alerts and promoters' links.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Gender } from '../../../shared/clubs.ts';
import { users } from './accounts.ts';
import { clubs } from './clubs.ts';
import { timestamps } from './columns.ts';

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
    /** People in parties holding an open offer (0023, same triggers): their spots are held for them. */
    offeredLadies: integer('offered_ladies').notNull().default(0),
    offeredMen: integer('offered_men').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.date] }),
    index('guestlist_dates_date_idx').on(table.date),
  ],
);

export type GuestlistEntryStatus = 'confirmed' | 'waitlisted' | 'cancelled';
/** How a party's last offer of a freed spot ended (docs/decisions/037). */
export type OfferEnd = 'claimed' | 'declined' | 'lapsed' | 'withdrawn';

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
    /**
     * A freed spot offered to this waitlisted party (docs/decisions/037): open while the status is
     * `waitlisted` and `offerExpiresAt` is set and not ended; claimable strictly before that instant.
     */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerEnded: text('offer_ended').$type<OfferEnd>(),
    /** When the guest first opened their pass, signed in with their number: an added guest's claim. */
    passOpenedAt: timestamp('pass_opened_at', { withTimezone: true }),
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
    // A member holds at most one open offer per night, whichever club made it.
    uniqueIndex('guestlist_entries_one_offer_idx')
      .on(table.userId, table.date)
      .where(sql`${table.status} = 'waitlisted' and ${table.offerExpiresAt} is not null`),
    // Open offers only (few at any time): a night's past their deadline, and every night's for the job.
    index('guestlist_entries_open_offers_idx')
      .on(table.clubId, table.date, table.offerExpiresAt)
      .where(sql`${table.status} = 'waitlisted' and ${table.offerExpiresAt} is not null`),
    index('guestlist_entries_queue_idx')
      .on(table.clubId, table.date, table.waitlistedAt)
      .where(sql`${table.waitlistedAt} is not null`),
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
