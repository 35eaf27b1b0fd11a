import { z } from 'zod';
import {
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_ROUTES,
  DEVICES,
  OTHER_ROUTE,
  VITAL_MAX,
  VITAL_METRICS,
} from '../analytics.ts';
import { isoDateSchema } from './common-schema.ts';

export * from '../analytics.ts';

const routeSchema = z.enum([...ANALYTICS_ROUTES, OTHER_ROUTE], {
  error: 'must be a route pattern such as /passes/:passId (never a path with ids in it)',
});
const deviceSchema = z.enum(DEVICES, { error: 'must be phone or desktop' });

const pageviewSchema = z.strictObject({
  kind: z.literal('pageview'),
  route: routeSchema,
  device: deviceSchema,
});
const vitalSchema = z
  .strictObject({
    kind: z.literal('vital'),
    route: routeSchema,
    device: deviceSchema,
    metric: z.enum(VITAL_METRICS, { error: `must be one of ${VITAL_METRICS.join(', ')}` }),
    value: z.number({ error: 'must be a number' }).min(0, { error: 'must not be negative' }),
  })
  .superRefine((vital, ctx) => {
    if (vital.value > VITAL_MAX[vital.metric])
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `must be at most ${VITAL_MAX[vital.metric]} for ${vital.metric}`,
      });
  });

export const analyticsEventSchema = z.discriminatedUnion('kind', [pageviewSchema, vitalSchema], {
  error: 'must have kind "pageview" or "vital"',
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** `POST /api/analytics`: a batch from one page, sent with navigator.sendBeacon. Answers 204. */
export const analyticsBatchSchema = z.strictObject({
  events: z
    .array(analyticsEventSchema)
    .min(1, { error: 'must hold at least one event' })
    .max(ANALYTICS_MAX_EVENTS, { error: `must hold at most ${ANALYTICS_MAX_EVENTS} events` })
    .superRefine((events, ctx) => {
      // A page load reports each metric once and a batch comes from one page: a second reading of
      // a metric in one batch is a forgery.
      const seen = new Set<string>();
      events.forEach((event, index) => {
        if (event.kind !== 'vital') return;
        if (seen.has(event.metric))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'metric'],
            message: `repeats ${event.metric}: a page reports each metric once`,
          });
        seen.add(event.metric);
      });
    }),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

// ---------------------------------------------------------------------------------------------
// The admin report

/** `GET /api/admin/analytics?from=&to=&device=` (range at most 366 days; device optional = both). */
export const analyticsQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  device: deviceSchema.optional(),
});

export const metricFigureSchema = z.object({
  metric: z.enum(VITAL_METRICS),
  /**
   * The 75th percentile over visitors: each visitor's median reading counts once (nearest rank), so
   * one client, however many readings it sends, moves it by one place at most. Null without samples.
   * Milliseconds, or unitless for CLS.
   */
  p75: z.number().nullable(),
  samples: z.number().int(),
  /** Visitors (a client address for a day) behind the samples. */
  visitors: z.number().int(),
});
export type MetricFigure = z.infer<typeof metricFigureSchema>;

export const analyticsDaySchema = z.object({
  date: z.string(),
  pageViews: z.number().int(),
  /** One entry per VITAL_METRICS, in that order. */
  metrics: z.array(metricFigureSchema),
});

export const analyticsRouteSchema = z.object({
  route: z.string(),
  pageViews: z.number().int(),
  /** Over the whole range, one entry per VITAL_METRICS, in that order. */
  metrics: z.array(metricFigureSchema),
  /** One row per date in the range, oldest first. */
  days: z.array(analyticsDaySchema),
});

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  device: z.enum(DEVICES).nullable(),
  /** Days are calendar days in this zone (the venues' DEFAULT_TIME_ZONE). */
  timeZone: z.string(),
  /** Routes with any page view or vital in the range, most viewed first. */
  routes: z.array(analyticsRouteSchema),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
