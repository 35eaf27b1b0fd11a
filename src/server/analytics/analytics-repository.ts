import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  ANALYTICS_EVENTS_PER_VISITOR_PER_DAY,
  type AnalyticsDevice,
  type AnalyticsEvent,
  type VitalMetric,
} from '../../shared/api/analytics-schema.ts';
import { addDays, type IsoDate } from '../../shared/dates.ts';
import type { Database, ReadDatabase } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';

/**
 * Stores a batch: kind, route pattern, device class, metric and value, and the day's visitor, up to
 * `perVisitorPerDay` a visitor (ANALYTICS_EVENTS_PER_VISITOR_PER_DAY unless configured); the rest is dropped. The time is the server's, so
 * the browser's clock (and any fingerprint in it) is not kept either. Returns how many were kept.
 */
export async function insertAnalyticsEvents(
  db: Database,
  events: AnalyticsEvent[],
  at: Date,
  visitor: string,
  perVisitorPerDay: number = ANALYTICS_EVENTS_PER_VISITOR_PER_DAY,
): Promise<number> {
  const dayStart = new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);
  const [row] = await db
    .select({ stored: sql<number>`count(*)`.mapWith(Number) })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.visitor, visitor), gte(analyticsEvents.at, dayStart)));
  const room = Math.max(0, perVisitorPerDay - (row?.stored ?? 0));
  const kept = events.slice(0, room);
  if (kept.length === 0) return 0;
  await db.insert(analyticsEvents).values(
    kept.map((event) => ({
      at,
      kind: event.kind,
      route: event.route,
      device: event.device,
      metric: event.kind === 'vital' ? event.metric : null,
      value: event.kind === 'vital' ? event.value : null,
      visitor,
    })),
  );
  return kept.length;
}

export async function deleteAnalyticsEventsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(analyticsEvents).where(lt(analyticsEvents.at, before));
}

export interface AnalyticsFigureQuery {
  from: IsoDate;
  to: IsoDate;
  /** Days are calendar days in this zone. */
  timeZone: string;
  device?: AnalyticsDevice;
}

/** One figure: per day when `date` is set, over the whole range when it is null. */
export interface AnalyticsFigure {
  route: string;
  date: IsoDate | null;
  /** null for page views. */
  metric: VitalMetric | null;
  /** Page views, or the metric's sample count. */
  count: number;
  /** Visitors behind the count (a client address for a day). */
  visitors: number;
  /** The metric's 75th percentile over visitors; null for page views. */
  p75: number | null;
}

interface Row {
  route: string;
  date: string | null;
  metric: VitalMetric | null;
  count: number;
  visitors: number;
  p75: number | null;
}

/**
 * Page views and the 75th percentile of each metric, per route and day and per route over the
 * range, in one pass (grouping sets): the database sorts the values, no row is loaded here.
 *
 * Each visitor's readings of a metric on a day are first reduced to their median, one vote; the 75th
 * percentile is then taken over the votes by nearest rank (percentile_disc), so it is always some
 * visitor's own figure. 8,000 forged readings from one client are one vote, which can move the
 * percentile to the neighbouring visitor's figure and no further. Rows from before visitors were
 * recorded count as a visitor each.
 */
export async function findAnalyticsFigures(
  db: ReadDatabase,
  query: AnalyticsFigureQuery,
): Promise<AnalyticsFigure[]> {
  // Local midnight of the first day up to local midnight after the last one (the index on `at` applies).
  const start = sql`(${query.from}::timestamp at time zone ${query.timeZone})`;
  const end = sql`(${addDays(query.to, 1)}::timestamp at time zone ${query.timeZone})`;
  const result = await db.execute(sql`
    with votes as (
      select route, metric, day, count(*)::int as readings,
        percentile_cont(0.5) within group (order by value) as value
      from (
        select route, metric, value, (at at time zone ${query.timeZone})::date as day,
          coalesce(visitor, id::text) as visitor
        from analytics_events
        where at >= ${start} and at < ${end}
          ${query.device ? sql`and device = ${query.device}` : sql``}
      ) events
      group by route, metric, day, visitor
    )
    select route, metric,
      case when grouping(day) = 0 then day::text end as date,
      sum(readings)::int as count,
      count(*)::int as visitors,
      (percentile_disc(0.75) within group (order by value))::float8 as p75
    from votes
    group by grouping sets ((route, metric, day), (route, metric))
    order by route, metric nulls first, date nulls first`);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    route: row.route,
    date: row.date,
    metric: row.metric,
    count: row.count,
    visitors: row.visitors,
    p75: row.metric === null || row.p75 === null ? null : Number(row.p75),
  }));
}
