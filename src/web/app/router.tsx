import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { paths } from '../config/paths.ts';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { lazyPage, type PageModule, pageModule } from '../lib/page-module.tsx';
import { BrowserRouter, matchPath, Route, Routes } from '../lib/router.tsx';
import { AppLayout } from './app-layout.tsx';
import { PageLoading } from './page-loading.tsx';
import { HomePage } from './pages/home-page.tsx';

// Everything but the home page loads on demand: the first visit downloads only what it shows.
// A page preloaded beside the session check renders in the first commit, without a fallback.
function page<K extends string>(
  source: PageModule<Record<K, ComponentType>> | (() => Promise<Record<K, ComponentType>>),
  name: K,
) {
  return (
    <Suspense fallback={<PageLoading />}>
      {lazyPage(typeof source === 'function' ? pageModule(source) : source, name)}
    </Suspense>
  );
}
const profilePage = () => import('../features/profile/profile-page.tsx');
const joinGuestlistPage = () => import('../features/guestlist/join-guestlist-page.tsx');
const passesPage = pageModule(() => import('./pages/passes-page.tsx'));
const passPage = pageModule(() => import('../features/passes/pass-page.tsx'));

/** What `preloadPage` started for the page opened. */
export interface PagePreload {
  /** Settles once the page's code has arrived (or failed: the route shows that when it asks). */
  code: Promise<unknown>;
  /** For the passes, asks for its lists (pages/passes-data.ts). */
  prefetch: Promise<((queryClient: QueryClient) => Promise<unknown>) | undefined>;
}

/**
 * A member page opened directly (its link, the home-screen icon) has its code fetched now, beside the
 * session check, rather than after the first render: the passes and a pass are the pages members open
 * that way. The route below then finds the module loaded (main.tsx waits a moment for it) and renders
 * it at once. For the passes, the module that asks for its lists comes alongside.
 */
export function preloadPage(pathname: string): PagePreload {
  const settled = (promise: Promise<unknown>) => promise.catch(() => undefined);
  if (matchPath(paths.passes.path, pathname)) {
    return {
      code: settled(passesPage.load()),
      prefetch: import('./pages/passes-data.ts').then(
        (data) => data.prefetchPassesPage,
        () => undefined,
      ),
    };
  }
  const code = matchPath(paths.pass.path, pathname) ? settled(passPage.load()) : Promise.resolve();
  return { code, prefetch: Promise.resolve(undefined) };
}
const notificationsPage = () => import('../features/notifications/notifications-page.tsx');
const reservePage = () => import('../features/reservations/reserve-page.tsx');
const reservationPage = () => import('../features/reservations/reservation-page.tsx');
const profileCompletionPage = () => import('../features/profile/profile-completion-page.tsx');

// Staff pages come through one more module (staff-pages.ts): members' first load skips their chunk lists.
type StaffPages = typeof import('./staff-pages.ts').staffPages;
const staff =
  <P extends keyof StaffPages>(name: P) =>
  async (): Promise<Awaited<ReturnType<StaffPages[P]>>> =>
    (await import('./staff-pages.ts')).staffPages[name]() as Promise<Awaited<ReturnType<StaffPages[P]>>>;

// The guard decides before the page's code is even fetched, so a signed-out visit downloads nothing extra.
// The sign-in-required page too: only a signed-out visit to a member's page needs it.
const signInRequired = () =>
  page(() => import('../features/auth/components/sign-in-required.tsx'), 'SignInRequired');
const doorSignInRequired = () =>
  page(() => import('../features/auth/components/sign-in-required.tsx'), 'DoorSignInRequired');
const guard = (access: 'signed-in' | 'login' | 'admin', element: ReactNode, signedOut = signInRequired()) => (
  <RequireAuth access={access} signedOut={signedOut}>
    {element}
  </RequireAuth>
);
const login = (element: ReactNode) => guard('login', element);
const admin = (element: ReactNode) => guard('admin', element);

/**
 * Declarative routes, no loaders or actions (docs/decisions/002-declarative-router.md), rendered by
 * our own router: React Router was ~12 KB (gzip) of the first load (docs/decisions/026-own-router.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      {/* Inside the router: signing in and out navigate (continuation, logout to /). */}
      <AuthProvider>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={paths.home.path} element={<HomePage />} />
            <Route
              path={paths.terms.path}
              element={page(() => import('../features/legal/terms-page.tsx'), 'TermsPage')}
            />
            <Route
              path={paths.privacy.path}
              element={page(() => import('../features/legal/privacy-page.tsx'), 'PrivacyPage')}
            />
            <Route
              path={paths.about.path}
              element={page(() => import('../features/legal/about-page.tsx'), 'AboutPage')}
            />
            <Route
              path={paths.contact.path}
              element={page(() => import('../features/legal/contact-page.tsx'), 'ContactPage')}
            />
            <Route path={paths.profile.path} element={login(page(profilePage, 'ProfilePage'))} />
            <Route
              path={paths.profileCompletion.path}
              element={guard('signed-in', page(profileCompletionPage, 'ProfileCompletionPage'))}
            />
            <Route path={paths.passes.path} element={login(page(passesPage, 'PassesPage'))} />
            <Route path={paths.pass.path} element={login(page(passPage, 'PassPage'))} />
            <Route
              path={paths.claim.path}
              element={login(page(() => import('../features/passes/claim-page.tsx'), 'ClaimPage'))}
            />
            <Route
              path={paths.guestPass.path}
              element={login(page(() => import('../features/passes/guest-pass-page.tsx'), 'GuestPassPage'))}
            />
            <Route
              path={paths.notifications.path}
              element={login(page(notificationsPage, 'NotificationsPage'))}
            />
            <Route path={paths.reservation.path} element={login(page(reservationPage, 'ReservationPage'))} />
            <Route
              path={paths.joinGuestlist.path}
              element={login(page(joinGuestlistPage, 'JoinGuestlistPage'))}
            />
            <Route path={paths.reserve.path} element={login(page(reservePage, 'ReservePage'))} />
            <Route path={paths.admin.path} element={page(staff('adminEntry'), 'AdminEntryPage')} />
            <Route
              path={paths.unauthorized.path}
              element={page(() => import('../features/errors/unauthorized-page.tsx'), 'UnauthorizedPage')}
            />
            <Route
              path={paths.scan.path}
              element={guard('login', page(staff('scan'), 'ScanPage'), doorSignInRequired())}
            />
            <Route
              path={paths.adminDashboard.path}
              element={admin(page(staff('adminDashboard'), 'AdminDashboardPage'))}
            />
            <Route
              path={paths.adminReporting.path}
              element={admin(page(staff('adminReporting'), 'AdminReportingPage'))}
            />
            <Route
              path={paths.adminExport.path}
              element={admin(page(staff('adminExport'), 'AdminExportPage'))}
            />
            <Route
              path={paths.adminGuests.path}
              element={admin(page(staff('adminGuests'), 'AdminGuestsPage'))}
            />
            <Route
              path={paths.adminGuest.path}
              element={admin(page(staff('adminGuests'), 'AdminGuestPage'))}
            />
            <Route path={paths.adminTeam.path} element={admin(page(staff('adminTeam'), 'AdminTeamPage'))} />
            <Route
              path={paths.aiAssistant.path}
              element={page(() => import('../features/assistant/assistant-page.tsx'), 'AssistantPage')}
            />
            <Route
              path={paths.promoterLink.path}
              element={page(() => import('../features/guestlist/promoter-link-page.tsx'), 'PromoterLinkPage')}
            />
            <Route path={paths.promoter.path} element={login(page(staff('promoter'), 'PromoterPage'))} />
            <Route
              path="*"
              element={page(() => import('../features/errors/not-found-page.tsx'), 'NotFoundPage')}
            />
          </Route>
        </Routes>
      </AuthProvider>
    </BrowserRouter>
  );
}
