import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportQuerySchema, reportResponseSchema } from '../../../shared/api/admin/reports-schema.ts';
import { apiErrorSchema } from '../../../shared/api/common-schema.ts';
import type { StaffDeps } from '../../app-deps.ts';
import { findClubNamesInListingOrder } from '../../clubs/clubs-repository.ts';
import { AppError } from '../../http/errors.ts';
import { clubFilter, requireClub, requireManager } from '../../roles/require-role.ts';
import { reportClubs, reportNights, reportTotals } from './reports-figures.ts';
import { checkDateRange } from './reports-range.ts';
import { findClubNightFigures } from './reports-repository.ts';

/** Sign-ups, arrivals, no-shows, reservations, spend and cashback over a date range. */
export const adminReportsRoutes =
  ({ db, clock }: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/reports',
      {
        schema: {
          tags: ['admin'],
          summary: 'Figures per night and per club over a date range (at most 366 days)',
          querystring: reportQuerySchema,
          response: {
            200: reportResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, db);
        const { from, to, clubId } = request.query;
        if (clubId) requireClub(staff, 'manage', clubId);
        checkDateRange(from, to);
        // A manager's "all clubs" is all of their own clubs.
        const clubIds = clubId ? [clubId] : clubFilter(staff, 'manage');
        // Hidden clubs too: their past nights still count.
        const clubList = await findClubNamesInListingOrder(db, clubIds);
        if (clubId && clubList.length === 0)
          throw new AppError(404, 'club_not_found', 'No club has this id. Pick a club from the list.');
        const figures = await findClubNightFigures(db, { from, to, clubIds, now: clock() });
        const clubRows = reportClubs(clubList, figures);
        reply.header('cache-control', 'no-store');
        return {
          from,
          to,
          clubId: clubId ?? null,
          nights: reportNights(from, to, figures),
          clubs: clubRows,
          totals: reportTotals(clubRows),
        };
      },
    );
  };
