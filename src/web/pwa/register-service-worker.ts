/**
 * Registers /serviceWorker.js once the page has loaded (its own chunk: the home page's budget does not
 * pay for it) and keeps the open page from running an old build for long. See
 * docs/decisions/011-offline-app.md.
 */

/** A tab left open all night still hears about a deploy. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;
const RELOADED_AT_KEY = 'nightlist:chunkReloadAt';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  reloadWhenOldChunksAreGone();

  const container = navigator.serviceWorker;
  // The first worker taking control is an install, not an update.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) void onNewWorker(container.controller);
    controlled = true;
  });

  let registration: ServiceWorkerRegistration;
  try {
    // updateViaCache 'none': the browser always asks the server for the worker (and what it imports).
    registration = await container.register('/serviceWorker.js', { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    // Private windows and some embedded browsers refuse workers: the app works online all the same.
    console.warn('Service worker registration failed; the app will not open offline.', error);
    return;
  }
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** The build the worker belongs to (undefined if it does not answer within a second). */
function workerBuild(worker: ServiceWorker): Promise<string | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), 1000);
    channel.port1.onmessage = (event: MessageEvent<{ build?: string }>) => {
      clearTimeout(timer);
      resolve(event.data.build);
    };
    worker.postMessage({ type: 'GET_BUILD' }, [channel.port2]);
  });
}

let announced = false;

/**
 * Another worker took over. When it belongs to another build than this page (a deploy while the page
 * was open), offer the reload now, and take it anyway on the next move to another page. A page that
 * already loaded the new build (a reload right after the deploy) has nothing to do.
 */
async function onNewWorker(worker: ServiceWorker | null): Promise<void> {
  if (!worker || announced) return;
  const build = await workerBuild(worker);
  if (build === undefined || build === document.documentElement.dataset.build) return;
  if (announced) return;
  announced = true;
  reloadOnNextPageChange();
  const { showUpdatePrompt } = await import('./update-prompt.tsx');
  showUpdatePrompt(() => window.location.reload());
}

interface NavigateEventLike extends Event {
  destination: { url: string; sameDocument: boolean };
  navigationType: string;
}

/**
 * Moving to another page is a safe moment: nothing half-typed is on screen any more. Where the
 * Navigation API exists, the in-app move becomes a full load of the same address, on the new build.
 */
function reloadOnNextPageChange(): void {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (!navigation) return;
  navigation.addEventListener('navigate', (event) => {
    const { destination, navigationType } = event as NavigateEventLike;
    if (!destination.sameDocument || (navigationType !== 'push' && navigationType !== 'replace')) return;
    if (new URL(destination.url).pathname === window.location.pathname) return;
    // After the router has put the new address in place.
    setTimeout(() => window.location.reload(), 0);
  });
}

/**
 * A page opened before a deploy asks for a lazy chunk the new build no longer has: load the page
 * again on the new build instead of showing an error (at most once a minute, so it can never loop).
 */
function reloadWhenOldChunksAreGone(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
