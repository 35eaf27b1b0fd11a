// Members and staff: who signs in, how, and what they did (audit). Every other table points here.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

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
  /** Set when the member deleted their account: the row stays as a tombstone, empty (decision 042). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
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

/** Bot-check solutions already used: each is good once. */
export const usedChallenges = pgTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Secrets generated on first start when none is configured (development), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 adminPhoneNumbers: only existence is read. */
export const adminPhoneNumbers = pgTable('admin_phone_numbers', {
  phoneNumber: text('phone_number').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Door staff: may use /scan and the door API, nothing else. Admins manage the list. */
export const doorStaffPhoneNumbers = pgTable('door_staff_phone_numbers', {
  phoneNumber: text('phone_number').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    // A deleted account's rows are found without reading the whole log (decision 042).
    index('audit_log_actor_idx').on(table.actorUserId),
    index('audit_log_target_idx').on(table.targetId),
    index('audit_log_subject_phone_idx').on(sql`(${table.details}->>'phoneNumber')`),
  ],
);
