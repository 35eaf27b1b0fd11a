import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportQuerySchema,
  reportResponseSchema,
  TURNED_AWAY_LIST_MAX,
  turnedAwayQuerySchema,
  turnedAwayResponseSchema,
} from '../../shared/api/admin/reports-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { cameWithName } from '../../shared/came-with.ts';
import { managedClubs, requireManager } from '../auth/require-role.ts';
import type { StaffReadDeps } from '../auth/staff-deps.ts';
import { findClubNamesInListingOrder } from '../clubs/clubs-repository.ts';
import { AppError } from '../http/errors.ts';
import { checkDateRange } from '../http/reports-range.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import { findTurnedAway } from '../passes/turned-away-repository.ts';
import { reportClubs, reportNights, reportTotals } from './reports-figures.ts';
import { findClubNightFigures } from './reports-repository.ts';

/** Sign-ups, arrivals, no-shows, reservations, spend and cashback over a date range. */
export const adminReportsRoutes =
  ({ db, readDb, clock }: StaffReadDeps): FastifyPluginAsyncZod =>
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
        // A manager's "all clubs" is all of their own clubs.
        const clubIds = managedClubs(staff, clubId);
        checkDateRange(from, to);
        // Hidden clubs too: their past nights still count.
        const clubList = await findClubNamesInListingOrder(db, clubIds);
        if (clubId && clubList.length === 0)
          throw new AppError(404, 'club_not_found', 'No club has this id. Pick a club from the list.');
        const figures = await findClubNightFigures(readDb, { from, to, clubIds, now: clock() });
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

    app.get(
      '/api/admin/turned-away',
      {
        schema: {
          tags: ['admin'],
          summary: 'Guests who reported being turned away, with their promoter and the door staff on duty',
          querystring: turnedAwayQuerySchema,
          response: { 200: turnedAwayResponseSchema, ...staffErrorSchemas },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, db);
        const { from, to, clubId } = request.query;
        const clubIds = managedClubs(staff, clubId);
        checkDateRange(from, to);
        const rows = await findTurnedAway(readDb, { clubIds, from, to }, TURNED_AWAY_LIST_MAX + 1);
        reply.header('cache-control', 'no-store');
        return {
          reports: rows.slice(0, TURNED_AWAY_LIST_MAX).map((row) => ({
            id: row.id,
            club: { id: row.clubId, name: row.clubName },
            date: row.date,
            guest: {
              name: `${row.guest.firstName} ${row.guest.lastName}`.trim() || 'A guest',
              phoneNumber: row.guest.phoneNumber,
            },
            ladies: row.ladies,
            men: row.men,
            arrived: row.arrived,
            promoter: cameWithName(row.promoter),
            doorOnDuty: row.doorOnDuty,
            note: row.note,
            at: row.at.toISOString(),
          })),
          truncated: rows.length > TURNED_AWAY_LIST_MAX,
        };
      },
    );
  };
