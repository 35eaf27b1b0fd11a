// A pass for every guest (issue 34, item 3; docs/decisions/039-guest-passes.md): one place of a
// party sent by its leader as a single-use claim link, then held by the member who claimed it.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { guestlistEntries } from './guestlist.ts';

export type GuestPlace = 'lady' | 'man';

export const guestPasses = pgTable(
  'guest_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => guestlistEntries.id, { onDelete: 'cascade' }),
    /** Which of the party's places it is: one of its ladies or one of its men. */
    place: text('place').$type<GuestPlace>().notNull(),
    /** SHA-256 of the claim link's random token: the link itself is shown once, never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The party's leader, who sent it (kept for the rate limit on sending). */
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The night's end: the link cannot be claimed after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedByUserId: uuid('claimed_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guest_passes_entry_idx').on(table.entryId),
    index('guest_passes_claimed_by_idx')
      .on(table.claimedByUserId)
      .where(sql`${table.claimedByUserId} is not null`),
    index('guest_passes_created_by_idx').on(table.createdByUserId, table.createdAt),
  ],
);
