/// <reference lib="webworker" />
// Built by vite-plugin-pwa (injectManifest) into /serviceWorker.js (the file keeps the served name); see docs/decisions/011-offline-app.md.
import { clientsClaim } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isAppPage, isMemberOfflineApi, persistsOffline } from './offline-routes.ts';
import { registerPushHandlers } from './push-handlers.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** Personal answers kept for the basement: the session and the member's passes and reservations. */
const MEMBER_CACHE = 'nightlist-member-v1';
/** How long the network gets before the saved copy is shown (a club basement: one bar, or none). */
const NETWORK_TIMEOUT_SECONDS = 4;
const SESSION_PATH = '/api/auth/session';

// A new build takes over at once, so a reload always runs it; the page decides when to reload.
self.skipWaiting();
clientsClaim();
// Lock-screen notifications from Web Push, and their CLAIM / OPEN PASS buttons.
registerPushHandlers();

// Pages come from the network first, so a reload after a deploy runs the new build at once; when the
// network is gone (or too slow to wait for), the precached app shell opens and the router takes over.
navigationPreload.enable();
registerRoute(
  ({ request, url, sameOrigin }) => request.mode === 'navigate' && sameOrigin && isAppPage(url.pathname),
  async ({ event }) => {
    const fetchEvent = event as FetchEvent;
    try {
      const network = (async () => (await fetchEvent.preloadResponse) ?? (await fetch(fetchEvent.request)))();
      return await withTimeout(network, NETWORK_TIMEOUT_SECONDS * 1000);
    } catch {
      return (await matchPrecache('index.html')) ?? Response.error();
    }
  },
);

// Build files come from the precache. Registered after the page route, and with no directory index,
// so "/" is not answered with the precached index.html (that would hold a reload on the old build).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function clearMemberCache(): Promise<void> {
  await caches.delete(MEMBER_CACHE);
}

/** The signed-in user id a session answer names (null when signed out or unreadable). */
async function sessionUserId(response: Response | undefined): Promise<string | null | undefined> {
  if (!response?.ok) return undefined;
  try {
    const body = (await response.clone().json()) as { user?: { uid?: string } | null };
    return body.user?.uid ?? null;
  } catch {
    return undefined;
  }
}

/**
 * A pass saved without the session it belongs to opens signed out offline: signing in answers no
 * GET of the session, so the first saved pass fetches and saves it.
 */
async function saveSessionIfMissing(): Promise<void> {
  const cache = await caches.open(MEMBER_CACHE);
  if (await cache.match(SESSION_PATH, { ignoreVary: true })) return;
  const response = await fetch(SESSION_PATH, { credentials: 'same-origin' });
  if (await sessionUserId(response)) await cache.put(SESSION_PATH, response);
}

const memberStrategy = new NetworkFirst({
  cacheName: MEMBER_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // The key is the address: what differs between people is cleared when the person changes.
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      // Only complete, successful answers: a 401 or 404 must never replace the saved pass.
      cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
      cacheDidUpdate: async ({ event }) => {
        event?.waitUntil(saveSessionIfMissing().catch(() => undefined));
      },
    },
  ],
});

const sessionStrategy = new NetworkFirst({
  cacheName: MEMBER_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      // Signed out, or someone else signed in: the previous member's saved data goes first.
      cacheWillUpdate: async ({ request, response }) => {
        const next = await sessionUserId(response);
        if (next === undefined) return null;
        const cache = await caches.open(MEMBER_CACHE);
        const previous = await sessionUserId(await cache.match(request, { ignoreVary: true }));
        if (next === null || (previous !== undefined && previous !== next)) await clearMemberCache();
        return next === null ? null : response;
      },
    },
  ],
});

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && url.pathname === SESSION_PATH && request.method === 'GET',
  async (options) => {
    // SPEC §7: an admin or door page keeps nothing offline; it still gets the live answer.
    if (!persistsOffline(options.request.referrer)) return fetch(options.request);
    return sessionStrategy.handle(options);
  },
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && isMemberOfflineApi(url.pathname),
  async (options) => {
    if (!persistsOffline(options.request.referrer)) return fetch(options.request);
    return memberStrategy.handle(options);
  },
);

// Signing out clears the saved passes, whichever tab did it.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/auth/logout',
  async ({ request }) => {
    const response = await fetch(request);
    if (response.ok) await clearMemberCache();
    return response;
  },
  'POST',
);

// Everything else (joins, statuses, the club listing, the live stream, /api/admin, /api/door, /dev)
// matches no route: the worker does not answer it, so the browser asks the network directly.

/** The build this worker belongs to: a page on another build is offered the reload. */
const BUILD: string = import.meta.env.VITE_APP_VERSION ?? '';

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'GET_BUILD') event.ports[0]?.postMessage({ build: BUILD });
  if (type === 'CLEAR_MEMBER_CACHE') event.waitUntil(clearMemberCache());
});
