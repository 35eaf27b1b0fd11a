import { type AnalyticsReport, type MetricFigure, VITAL_METRICS } from '../../shared/api/analytics-schema.ts';
import { addDays, daysBetween, type IsoDate } from '../../shared/dates.ts';
import type { AnalyticsFigure } from './analytics-repository.ts';

type RouteReport = AnalyticsReport['routes'][number];

const noMetrics = (): MetricFigure[] =>
  VITAL_METRICS.map((metric) => ({ metric, p75: null, samples: 0, visitors: 0 }));

/** Every route with data, with a row for each day of the range (empty days included), most viewed first. */
export function buildRouteReports(from: IsoDate, to: IsoDate, figures: AnalyticsFigure[]): RouteReport[] {
  const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
  const byRoute = new Map<string, RouteReport>();
  const routeOf = (route: string) => {
    let report = byRoute.get(route);
    if (!report) {
      report = {
        route,
        pageViews: 0,
        metrics: noMetrics(),
        days: dates.map((date) => ({ date, pageViews: 0, metrics: noMetrics() })),
      };
      byRoute.set(route, report);
    }
    return report;
  };
  for (const figure of figures) {
    const report = routeOf(figure.route);
    const target = figure.date === null ? report : report.days[daysBetween(from, figure.date)];
    // A day outside the range cannot come back from the query; skip rather than trust it.
    if (!target) continue;
    if (figure.metric === null) target.pageViews = figure.count;
    else {
      const slot = target.metrics.find((m) => m.metric === figure.metric);
      if (slot) {
        slot.p75 = figure.p75;
        slot.samples = figure.count;
        slot.visitors = figure.visitors;
      }
    }
  }
  return [...byRoute.values()].sort((a, b) => b.pageViews - a.pageViews || a.route.localeCompare(b.route));
}
