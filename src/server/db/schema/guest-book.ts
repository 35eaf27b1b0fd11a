// The guest book (docs/decisions/040): one summary row per guest and club, and per guest and venue,
// folded from the nights that are over, so the list never aggregates raw entries per request.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { clubs, venues } from './clubs.ts';

/** The figures both summaries keep; see guest-book/guest-book-fold.ts for how each is counted. */
const figures = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** lower("first last"), then the phone number: the name search and the name sort. */
  sortName: text('sort_name').notNull(),
  /** lower("last first"): a search by last name. */
  altName: text('alt_name').notNull(),
  /** The phone number's digits, without the '+': the phone search. */
  phoneDigits: text('phone_digits').notNull(),
  /** Nights the guest arrived (a guestlist or table check-in). */
  visits: integer('visits').notNull().default(0),
  /** People checked in on the guest's guestlist parties (the reports' "arrived"). */
  arrivedPeople: integer('arrived_people').notNull().default(0),
  /** Confirmed guestlist parties on nights that are over, and their ladies and men. */
  parties: integer('parties').notNull().default(0),
  ladies: integer('ladies').notNull().default(0),
  men: integer('men').notNull().default(0),
  guestlistNoShows: integer('guestlist_no_shows').notNull().default(0),
  tableNoShows: integer('table_no_shows').notNull().default(0),
  /** Guestlist entries and reservations the guest cancelled. */
  cancellations: integer('cancellations').notNull().default(0),
  /** Completed tables, their spend, forfeited deposits, cashback earned (earned + corrected). */
  tables: integer('tables').notNull().default(0),
  spendCents: bigint('spend_cents', { mode: 'number' }).notNull().default(0),
  depositsKeptCents: bigint('deposits_kept_cents', { mode: 'number' }).notNull().default(0),
  cashbackCents: bigint('cashback_cents', { mode: 'number' }).notNull().default(0),
  firstVisit: date('first_visit', { mode: 'string' }),
  lastVisit: date('last_visit', { mode: 'string' }),
  /** The last night with anything on it (a join, a table, an arrival): the "recent" sort. */
  lastSeen: date('last_seen', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keyset indexes per scope column: recent, name, phone, spend, visits, and the filters. */
type IndexedColumns =
  | 'userId'
  | 'sortName'
  | 'altName'
  | 'phoneDigits'
  | 'spendCents'
  | 'visits'
  | 'lastSeen';
const scopeIndexes = (
  prefix: string,
  scope: ExtraConfigColumn,
  t: Record<IndexedColumns, ExtraConfigColumn>,
) => [
  index(`${prefix}_recent_idx`).on(scope, t.lastSeen.desc(), t.userId),
  index(`${prefix}_name_idx`).on(scope, sql`${t.sortName} text_pattern_ops`, t.userId),
  index(`${prefix}_alt_name_idx`).on(scope, sql`${t.altName} text_pattern_ops`),
  index(`${prefix}_phone_idx`).on(scope, sql`${t.phoneDigits} text_pattern_ops`),
  index(`${prefix}_spend_idx`).on(scope, t.spendCents.desc(), t.userId).where(sql`spend_cents > 0`),
  index(`${prefix}_visits_idx`).on(scope, t.visits.desc(), t.userId),
  index(`${prefix}_regular_idx`).on(scope, t.lastSeen.desc(), t.userId).where(sql`visits >= 3`),
  index(`${prefix}_no_show_idx`)
    .on(scope, t.lastSeen.desc(), t.userId)
    .where(sql`guestlist_no_shows + table_no_shows >= 2
      and (guestlist_no_shows + table_no_shows) * 3 >= visits + guestlist_no_shows + table_no_shows`),
];

export const guestClubFigures = pgTable(
  'guest_club_figures',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), ...scopeIndexes('guest_club_figures', t.clubId, t)],
);

/** The venue's row: the sums of its clubs' rows for the guest. */
export const guestVenueFigures = pgTable(
  'guest_venue_figures',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    ...figures(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.userId] }),
    ...scopeIndexes('guest_venue_figures', t.venueId, t),
  ],
);

/** How far each club's nights are folded into the guest book. */
export const guestBookFolds = pgTable('guest_book_folds', {
  clubId: uuid('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  foldedThrough: date('folded_through', { mode: 'string' }).notNull(),
  /** The night the queued guests are being folded in through; null when no night is under way. */
  foldingThrough: date('folding_through', { mode: 'string' }),
  foldedAt: timestamp('folded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The guests whose rows at a club the fold job has still to recompute: a night's guests while it is
 * folded in (taken in batches, so a crash resumes), and a guest whose folded night changed.
 */
export const guestBookQueue = pgTable(
  'guest_book_queue',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] })],
);
