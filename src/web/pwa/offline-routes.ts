/**
 * Which requests the service worker answers. Pure, so the rules are unit tested without a browser;
 * see docs/decisions/011-offline-app.md.
 */

/**
 * What a member needs at the door without signal: the MY PASSES page (passes and reservations) and
 * each pass and reservation with its QR code. Not the .ics download, not a cancel.
 */
const MEMBER_OFFLINE_API = [/^\/api\/(passes|reservations)$/, /^\/api\/(passes|reservations)\/[^/]+$/];

export function isMemberOfflineApi(pathname: string): boolean {
  return MEMBER_OFFLINE_API.some((pattern) => pattern.test(pathname));
}

/** A page of the app (not the API, the dev pages, a file or a build asset): offline, the shell opens. */
export function isAppPage(pathname: string): boolean {
  if (/^\/(api|dev)(\/|$)/.test(pathname)) return false;
  if (pathname.startsWith('/assets/')) return false;
  // A file such as /serviceWorker.js or /favicon.svg is no page.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * SPEC §7: a page whose path contains /admin keeps nothing offline; the door scanner neither (staff
 * data). `referrer` is the address of the page that asked (the whole URL: same origin).
 */
export function persistsOffline(referrer: string): boolean {
  let page: URL;
  try {
    page = new URL(referrer);
  } catch {
    // No referrer: the request did not come from one of our pages (e.g. a typed API address).
    return false;
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return false;
  return !page.pathname.includes('/admin') && !/^\/scan(\/|$)/.test(page.pathname);
}
