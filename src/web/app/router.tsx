import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { paths } from './paths.ts';

// Everything but the home page loads on demand: the first visit downloads only what it shows.
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
const placeholders = () => import('../features/placeholders/placeholder-pages.tsx');

/**
 * Declarative routes rather than the data router: the data router adds ~30 KB (gzip) to the
 * first load against ~12 KB for this mode, and no route here needs loaders or actions
 * (docs/decisions/002-declarative-router.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
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
          <Route path={paths.profile.path} element={page(placeholders, 'ProfilePage')} />
          <Route path={paths.profileCompletion.path} element={page(placeholders, 'ProfileCompletionPage')} />
          <Route path={paths.passes.path} element={page(placeholders, 'PassesPage')} />
          <Route path={paths.pass.path} element={page(placeholders, 'PassPage')} />
          <Route path={paths.notifications.path} element={page(placeholders, 'NotificationsPage')} />
          <Route path={paths.reservation.path} element={page(placeholders, 'ReservationPage')} />
          <Route path={paths.joinGuestlist.path} element={page(placeholders, 'JoinGuestlistPage')} />
          <Route path={paths.reserve.path} element={page(placeholders, 'ReservePage')} />
          <Route path={paths.admin.path} element={page(placeholders, 'AdminEntryPage')} />
          <Route path={paths.unauthorized.path} element={page(placeholders, 'UnauthorizedPage')} />
          <Route path={paths.scan.path} element={page(placeholders, 'ScanPage')} />
          <Route path={paths.adminDashboard.path} element={page(placeholders, 'AdminDashboardPage')} />
          <Route path={paths.adminReporting.path} element={page(placeholders, 'AdminReportingPage')} />
          <Route path={paths.adminExport.path} element={page(placeholders, 'AdminExportPage')} />
          <Route path={paths.aiAssistant.path} element={page(placeholders, 'AiAssistantPage')} />
          <Route
            path="*"
            element={page(() => import('../features/errors/not-found-page.tsx'), 'NotFoundPage')}
          />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
