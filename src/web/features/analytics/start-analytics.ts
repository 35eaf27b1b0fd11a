import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import {
  type AnalyticsDevice,
  PHONE_MAX_WIDTH,
  routePattern,
  VITAL_MAX,
  type VitalMetric,
} from '../../../shared/analytics.ts';
import { BeaconQueue } from './beacon-queue.ts';

/** Do-Not-Track or Global Privacy Control: the visitor asked not to be counted, so nothing is sent. */
export function trackingRefused(nav: Navigator = navigator): boolean {
  const privacy = nav as Navigator & { globalPrivacyControl?: boolean };
  return privacy.globalPrivacyControl === true || nav.doNotTrack === '1';
}

export function deviceClass(width: number = window.innerWidth): AnalyticsDevice {
  return width < PHONE_MAX_WIDTH ? 'phone' : 'desktop';
}

let started = false;

/**
 * Page views on every route change (the route's pattern, never the path or its query) and the Web
 * Vitals of the page load, attributed to the route the page was loaded on. Started once, after load.
 */
export function startAnalytics(): void {
  if (started || trackingRefused() || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  const queue = new BeaconQueue((url, body) => navigator.sendBeacon(url, body));
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') queue.flush();
  };

  let lastPath = '';
  const pageView = () => {
    const path = window.location.pathname;
    if (path === lastPath) return; // a filter changed the query string: same page
    lastPath = path;
    queue.add({ kind: 'pageview', route: routePattern(path), device: deviceClass() });
  };
  pageView();
  // React Router navigates with pushState/replaceState, which fire no event of their own.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      pageView();
    };
  }
  window.addEventListener('popstate', pageView);

  const landing = routePattern(window.location.pathname);
  const device = deviceClass();
  const report = (metric: Metric) => {
    const name = metric.name as VitalMetric;
    // A reading beyond any real page (a suspended tab) would make the server refuse the batch.
    if (!(metric.value >= 0 && metric.value <= VITAL_MAX[name])) return;
    queue.add({ kind: 'vital', route: landing, device, metric: name, value: metric.value });
    // Final values (CLS, INP) arrive in web-vitals' own hidden handler: send them on the spot.
    flushWhenHidden();
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);

  document.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', () => queue.flush());
}
