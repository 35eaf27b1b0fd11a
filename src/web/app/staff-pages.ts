/**
 * The staff's pages (admin, door, promoter), reached through this module: the member's first load
 * then carries one import here instead of each page's list of chunks to preload (~1.1 KB gzip of
 * file names on every first visit). A staff page costs one more small request the first time.
 */
export const staffPages = {
  adminEntry: () => import('../features/admin/admin-entry-page.tsx'),
  adminDashboard: () => import('../features/admin/dashboard/admin-dashboard-page.tsx'),
  adminReporting: () => import('../features/admin/reporting/admin-reporting-page.tsx'),
  adminExport: () => import('../features/admin/export/admin-export-page.tsx'),
  adminGuests: () => import('./guest-book-pages.tsx'),
  adminTeam: () => import('../features/admin/team/admin-team-page.tsx'),
  scan: () => import('../features/scan/scan-page.tsx'),
  promoter: () => import('../features/promoter/promoter-page.tsx'),
};
