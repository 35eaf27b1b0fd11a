import './theme/fonts/jetbrains-mono.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { SessionResponse } from '../shared/api/auth-schema.ts';
import { AppRouter, preloadPage } from './app/router.tsx';
import { paths } from './config/paths.ts';
import { clubsQueryOptions } from './features/clubs/api/get-clubs.ts';
import { homeFiltersFrom } from './features/home/use-home-filters.ts';
import { ApiRequestError } from './lib/api-client.ts';
import { loadInitialSession, SESSION_QUERY_KEY } from './lib/auth/get-session.ts';
import { whenSettled } from './lib/when-settled.ts';

// A 4xx will not fix itself; retrying only delays the message.
const isClientError = (error: Error) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A phone on a flaky club connection: a couple of quick retries before showing an error.
      retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      // The service worker answers some requests offline (a pass and its QR code, decision 011), so a
      // query asks even without a connection; only its retries wait for the connection to come back.
      // In the default mode a query started offline never reached the worker: a pass tapped in a
      // basement, not yet in this page's memory, spun for ever.
      networkMode: 'offlineFirst',
    },
  },
});

// Back online, whatever failed meanwhile is asked for again. React Query does this only when it saw the
// connection go, and a page opened offline (in a basement) never saw it: its errors stayed on screen.
window.addEventListener('online', () => {
  void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
});

// How long the first render may wait for the home page's clubs, or a page's code, once the session is
// known: enough for what is already on its way, never a blank wait on a slow connection.
const FIRST_SCREEN_DATA_WAIT_MS = 800;

// The home page's clubs are asked for now, beside the session check, not after the first render: the
// first card's photo is the page's largest paint, and its address comes with this answer. The
// address matches the server's preload hint (src/server/clubs/home-page-preload.ts), so usually both are
// already downloading.
const firstScreenData =
  window.location.pathname === paths.home.path
    ? queryClient.prefetchInfiniteQuery(
        clubsQueryOptions(homeFiltersFrom(new URLSearchParams(window.location.search))),
      )
    : Promise.resolve();

const firstPage = preloadPage(window.location.pathname);

// No top-level await: the page chunks import shared code from this entry chunk, and a module that
// imports one still evaluating waits for it to finish. With the waits below at the top level, the
// passes page's code (and its lists' module) could not arrive before the 800 ms fallback ran out:
// every /passes and pass opened from a home-screen icon was held 800 ms, whatever the connection.
async function start(): Promise<void> {
  // SPEC §1: nothing renders until the first auth check has answered. Until then the boot shell in
  // index.html stays on screen (React replaces it on its first commit), so no signed-out menu flashes.
  await loadInitialSession(queryClient);
  // A member page's lists go out now, beside its code, rather than after both have loaded and rendered.
  const firstPageData = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user
    ? firstPage.prefetch.then((prefetch) => prefetch?.(queryClient))
    : Promise.resolve();
  // The clubs usually land with the session: then the first screen shows the cards at once, instead of
  // skeleton cards that are replaced a moment later (one render, not two, on a slow phone). Likewise a
  // page opened directly has its code by now, usually: rendered without it, its Suspense fallback was
  // committed first, and React holds content back for 300 ms after a fallback (a signed-in /passes,
  // its code and lists in at 230 ms, appeared at 700 ms). And its lists (the server's preload hints
  // have them on the way): an answer that lands while the transition renders changes a store the
  // render has read, and React then renders the whole tree again synchronously, as one long task
  // (issue 35: about 60 ms at Lighthouse's CPU, a third of the page's blocking time).
  await Promise.race([
    Promise.all([firstScreenData, firstPage.code, firstPageData]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS)),
  ]);

  // A transition lets React render the first screen in slices, so the phone stays responsive meanwhile.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </StrictMode>,
    );
  });

  // Work the first screen does not need waits until it is on screen and the phone is idle: the page-view
  // and Web Vitals reporter (its own chunk, kept off the first screen's budget; web-vitals reads the
  // buffered paint entries) and the offline app's worker (docs/decisions/011, production only).
  whenSettled(() => {
    void import('./features/analytics/start-analytics.ts').then(({ startAnalytics }) => startAnalytics());
    if (import.meta.env.PROD) {
      void import('./pwa/register-service-worker.ts').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      );
    }
  });
}
void start();

// Which build this page runs (support, and the deploy test in tests/e2e/pwa.spec.ts).
document.documentElement.dataset.build = import.meta.env.VITE_APP_VERSION;
