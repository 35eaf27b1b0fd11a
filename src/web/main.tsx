import '@fontsource/jetbrains-mono/latin-400.css';
import '@fontsource/jetbrains-mono/latin-700.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { loadInitialSession } from './features/auth/api/get-session.ts';
import { ApiRequestError } from './lib/api-client.ts';

// A 4xx will not fix itself; retrying only delays the message.
const isClientError = (error: Error) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A phone on a flaky club connection: a couple of quick retries before showing an error.
      retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
    },
  },
});

// SPEC §1: nothing renders until the first auth check has answered. Until then the boot shell in
// index.html stays on screen (React replaces it on its first commit), so no signed-out menu flashes.
await loadInitialSession(queryClient);

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

// Page views and Web Vitals, once the page has loaded: the reporter is its own chunk (issue 6).
// The session check above awaits at the top level, so the load event may already have fired.
const loadAnalytics = () =>
  void import('./features/analytics/start-analytics.ts').then(({ startAnalytics }) => startAnalytics());
if (document.readyState === 'complete') loadAnalytics();
else window.addEventListener('load', loadAnalytics, { once: true });

// Which build this page runs (support, and the deploy test in tests/e2e/pwa.spec.ts).
document.documentElement.dataset.build = import.meta.env.VITE_APP_VERSION;

// The offline app (docs/decisions/011): registered after load, from its own chunk, production only.
if (import.meta.env.PROD) {
  const registerWorker = () =>
    void import('./pwa/register-service-worker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
