// The door: check-ins against a pass, and the guests turned away.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { clubs } from './clubs.ts';
import { guestPasses } from './guest-passes.ts';
import { guestlistEntries } from './guestlist.ts';
import { reservations } from './reservations.ts';

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
    /** The guest's own pass that admitted this one person of the party (entry_id is the party's). */
    guestPassId: uuid('guest_pass_id').references(() => guestPasses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('check_ins_club_date_idx').on(table.clubId, table.date),
    index('check_ins_entry_idx').on(table.entryId),
    index('check_ins_reservation_idx').on(table.reservationId),
    // A guest pass admits once.
    uniqueIndex('check_ins_guest_pass_idx')
      .on(table.guestPassId)
      .where(sql`${table.guestPassId} is not null`),
  ],
);
