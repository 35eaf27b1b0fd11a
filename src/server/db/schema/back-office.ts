// The platform's own: site-wide settings and self-hosted analytics.
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Site-wide settings edited in the admin panel, one JSON value per key (e.g. `notice`). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Self-hosted analytics: page views and Core Web Vitals, with nothing personal: no user,
 * IP address, user agent, cookie or full path (ids in paths are replaced by the route pattern).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'pageview' or 'vital'. */
    kind: text('kind').$type<'pageview' | 'vital'>().notNull(),
    /** The route pattern, e.g. /passes/:passId. */
    route: text('route').notNull(),
    /** For vitals: LCP, INP, CLS, FCP or TTFB. */
    metric: text('metric'),
    value: doublePrecision('value'),
    /** 'phone' or 'desktop', from the viewport width. */
    device: text('device').$type<'phone' | 'desktop'>().notNull(),
    /**
     * The client address keyed with a salt that changes every day and is then deleted: one visitor
     * for a day, never an address (see analytics-visitor.ts). Null for rows from before it existed.
     */
    visitor: text('visitor'),
  },
  (table) => [
    index('analytics_events_at_idx').on(table.at),
    index('analytics_events_route_idx').on(table.route),
    index('analytics_events_visitor_idx').on(table.visitor, table.at),
  ],
);
