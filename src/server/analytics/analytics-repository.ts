import { lt, sql } from 'drizzle-orm';
import type { AnalyticsDevice, AnalyticsEvent, VitalMetric } from '../../shared/api/analytics-schema.ts';
import { addDays, type IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';

/**
 * Stores a batch as it is: kind, route pattern, device class, metric and value. The time is the
 * server's, so the browser's clock (and any fingerprint in it) is not kept either.
 */
export async function insertAnalyticsEvents(db: Database, events: AnalyticsEvent[], at: Date): Promise<void> {
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      at,
      kind: event.kind,
      route: event.route,
      device: event.device,
      metric: event.kind === 'vital' ? event.metric : null,
      value: event.kind === 'vital' ? event.value : null,
    })),
  );
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
  /** The metric's 75th percentile (percentile_cont); null for page views. */
  p75: number | null;
}

interface Row {
  route: string;
  date: string | null;
  metric: VitalMetric | null;
  count: number;
  p75: number | null;
}

/**
 * Page views and the 75th percentile of each metric, per route and day and per route over the
 * range, in one pass (grouping sets): the database sorts the values, no row is loaded here.
 */
export async function findAnalyticsFigures(
  db: Database,
  query: AnalyticsFigureQuery,
): Promise<AnalyticsFigure[]> {
  // Local midnight of the first day up to local midnight after the last one (the index on `at` applies).
  const start = sql`(${query.from}::timestamp at time zone ${query.timeZone})`;
  const end = sql`(${addDays(query.to, 1)}::timestamp at time zone ${query.timeZone})`;
  const result = await db.execute(sql`
    select route, metric,
      case when grouping(day) = 0 then day::text end as date,
      count(*)::int as count,
      (percentile_cont(0.75) within group (order by value))::float8 as p75
    from (
      select route, metric, value, (at at time zone ${query.timeZone})::date as day
      from analytics_events
      where at >= ${start} and at < ${end}
        ${query.device ? sql`and device = ${query.device}` : sql``}
    ) events
    group by grouping sets ((route, metric, day), (route, metric))
    order by route, metric nulls first, date nulls first`);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    route: row.route,
    date: row.date,
    metric: row.metric,
    count: row.count,
    p75: row.metric === null || row.p75 === null ? null : Number(row.p75),
  }));
}
