// Analytics constants and the route-pattern rule, without zod: the browser's reporter
// (src/web/features/analytics) loads after every page, and zod is ~25 KB it does not need.

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
  '/admin/team',
  '/admin/guests',
  '/admin/guests/:userId',
  '/unauthorized',
  '/scan',
  '/ai-assistant/*',
  '/p/:code',
  '/promoter',
  '/claim/:token',
  '/guest-passes/:guestPassId',
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
/**
 * Largest value kept per metric: beyond it a reading is a broken clock, a tab left in the background
 * or a forgery. TTFB cannot exceed the server's 30 s request timeout; a page that paints after a
 * minute, or answers a tap after 20 s, was abandoned long before.
 */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 60_000,
  INP: 20_000,
  CLS: 5,
  FCP: 60_000,
  TTFB: 30_000,
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
/**
 * Events kept per visitor (a client address, for a day): far above what a person browsing sends, and
 * the most a forger gets stored. A venue's shared Wi-Fi may reach it; its visitors then count as one.
 */
export const ANALYTICS_EVENTS_PER_VISITOR_PER_DAY = 1_000;
