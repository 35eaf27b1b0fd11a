// A member's data archive (decision 042): prepared by a job, kept in the database for a week.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One archive a member asked for. `preparing` until a job writes `content` (the JSON text) and
 * `ready`; it is offered until `expires_at`, then the sweep drops it. Kept in the database, not
 * under DATA_DIR, so every server process on the same PostgreSQL can prepare and serve it.
 */
export const dataArchives = pgTable(
  'data_archives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'preparing' | 'ready' | 'failed'>().notNull().default('preparing'),
    content: text('content'),
    bytes: integer('bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_archives_user_idx').on(table.userId, table.requestedAt),
    index('data_archives_preparing_idx').on(table.requestedAt).where(sql`status = 'preparing'`),
  ],
);
