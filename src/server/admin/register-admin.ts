import type { FastifyInstance } from 'fastify';
import type { StaffReadDeps } from '../auth/staff-deps.ts';
import { adminClubsRoutes } from '../clubs/clubs-admin-routes.ts';
import { adminExportRoutes } from '../export/export-routes.ts';
import { adminGuestBookRoutes } from '../guest-book/guest-book-routes.ts';
import { adminGuestCareRoutes } from '../guest-care/guest-care-routes.ts';
import { adminDatesRoutes } from '../guestlist/dates-admin-routes.ts';
import { adminNightRoutes } from '../night/night-admin-routes.ts';
import { adminPromotersRoutes } from '../promoters/promoters-admin-routes.ts';
import { adminPaymentsRoutes } from '../reporting/payments-admin-routes.ts';
import { adminReportsRoutes } from '../reporting/reports-routes.ts';
import { siteNoticeRoutes } from './site-notice/site-notice-routes.ts';
import { adminStaffRoutes } from './staff/staff-admin-routes.ts';
import { adminTeamRoutes } from './team/team-routes.ts';

/**
 * The admin panel's routes: clubs, guestlist dates, nights, staff, venues and teams, the site
 * notice, reports and export. Only reports, payments, exports and the guest book get `readDb`. Registered in the scope that resolves the session, where staff routes are guarded.
 */
export async function registerAdmin(scope: FastifyInstance, ctx: StaffReadDeps): Promise<void> {
  await scope.register(adminClubsRoutes(ctx));
  await scope.register(adminDatesRoutes(ctx));
  await scope.register(adminNightRoutes(ctx));
  await scope.register(adminStaffRoutes(ctx));
  await scope.register(adminTeamRoutes(ctx));
  await scope.register(siteNoticeRoutes(ctx));
  await scope.register(adminReportsRoutes(ctx));
  await scope.register(adminPromotersRoutes(ctx));
  await scope.register(adminExportRoutes(ctx));
  await scope.register(adminPaymentsRoutes(ctx));
  await scope.register(adminGuestBookRoutes(ctx));
  await scope.register(adminGuestCareRoutes(ctx));
}
