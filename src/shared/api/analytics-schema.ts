import { z } from 'zod';
import { isoDateSchema } from './clubs-schema.ts';

/**
 * Every route pattern the app serves, plus OTHER_ROUTE for anything else (a mistyped address):
 * analytics store the pattern, never the path, so no id, phone number or query string is kept.
 */
export const ANALYTICS_ROUTES = [
  '/',
  '/profile',
  '/profile-completion',
  '/passes',
  '/passes/:passId',
  '/notifications',
  '/my-reservations/:reservationId',
  '/join-guestlist/:clubId',
  '/reserve/:clubId',
  '/terms',
  '/privacy',
  '/about',
  '/contact',
  '/admin',
  '/admin/dashboard',
  '/admin/reporting',
  '/admin/export-guestlist',
  '/unauthorized',
  '/scan',
  '/ai-assistant/*',
] as const;
export const OTHER_ROUTE = '(other)';
export type AnalyticsRoute = (typeof ANALYTICS_ROUTES)[number] | typeof OTHER_ROUTE;

const PATTERNS = ANALYTICS_ROUTES.map((route) => {
  const source = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part))
    .join('/');
  // `/ai-assistant/*` also matches `/ai-assistant` itself.
  return {
    route,
    regex: new RegExp(`^${route.endsWith('/*') ? source.replace(/\/\.\*$/, '(?:/.*)?') : source}$`),
  };
});

/** The route pattern a path belongs to: `/passes/abc` → `/passes/:passId`; unknown paths → OTHER_ROUTE. */
export function routePattern(pathname: string): AnalyticsRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PATTERNS.find(({ regex }) => regex.test(path))?.route ?? OTHER_ROUTE;
}

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
/** Largest value kept per metric: beyond it a reading is a broken clock or a tab left in the background. */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 10,
  FCP: 120_000,
  TTFB: 120_000,
};
/** Google's "good" and "poor" thresholds (web.dev/vitals), for colouring the report. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const DEVICES = ['phone', 'desktop'] as const;
export type AnalyticsDevice = (typeof DEVICES)[number];
/** Viewports narrower than this count as phones. */
export const PHONE_MAX_WIDTH = 768;

/** The body of `POST /api/analytics` may not exceed this many bytes. */
export const ANALYTICS_BODY_LIMIT = 8 * 1024;
export const ANALYTICS_MAX_EVENTS = 50;

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
    .max(ANALYTICS_MAX_EVENTS, { error: `must hold at most ${ANALYTICS_MAX_EVENTS} events` }),
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
  /** The 75th percentile (continuous); null without samples. Milliseconds, or unitless for CLS. */
  p75: z.number().nullable(),
  samples: z.number().int(),
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
