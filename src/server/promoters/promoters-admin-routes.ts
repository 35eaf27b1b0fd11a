import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  promoterRatesBodySchema,
  promoterRatesSchema,
  promotersReportQuerySchema,
  promotersReportResponseSchema,
} from '../../shared/api/promoter-schema.ts';
import { formatPhoneNumber } from '../../shared/phone.ts';
import { managedClubs, requireManager, requireManagerOf } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { CSV_BOM, csvLine } from '../export/export-csv.ts';
import { checkDateRange } from '../http/reports-range.ts';
import { staffErrorSchemas as errors } from '../http/route-schemas.ts';
import { rankPromoters, updatePromoterRates } from './promoters-admin-service.ts';

const CSV_COLUMNS = [
  'Promoter',
  'Phone',
  'Parties',
  'People on the list',
  'Arrived',
  'Conversion %',
  'Ladies arrived',
  'Men arrived',
  'Arrived, gender unknown',
  // Apart from Arrived: people the promoter let in themselves at the door are never paid.
  'Self check-ins (not paid)',
  'Earnings (USD)',
];

/** The venue's promoters: ranked by arrivals over a range (JSON and CSV), and what an arrival earns. */
export const adminPromotersRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The caller's clubs, or the one asked for (which must be theirs). */
    app.get(
      '/api/admin/promoters',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The promoters of the caller’s clubs ranked by paid arrivals, with conversion, gender mix, earnings and self check-ins',
          querystring: promotersReportQuerySchema,
          response: { 200: promotersReportResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        const { from, to, clubId } = request.query;
        const clubIds = managedClubs(staff, clubId);
        checkDateRange(from, to);
        reply.header('cache-control', 'no-store');
        return { from, to, ...(await rankPromoters(deps, clubIds, from, to)) };
      },
    );

    app.get(
      '/api/admin/promoters/export',
      {
        schema: {
          tags: ['admin'],
          summary: 'The same ranking as a CSV file',
          querystring: promotersReportQuerySchema,
          response: {
            200: {
              description: 'The ranking as a CSV download (RFC 4180, UTF-8)',
              content: { 'text/csv': { schema: z.string() } },
            },
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        const { from, to, clubId } = request.query;
        const clubIds = managedClubs(staff, clubId);
        checkDateRange(from, to);
        const { promoters } = await rankPromoters(deps, clubIds, from, to);
        const text = (value: string) => ({ kind: 'text' as const, value });
        const number = (value: number) => ({ kind: 'number' as const, value });
        const lines = promoters.map(({ promoter, figures: f }) =>
          csvLine([
            text(promoter.name),
            text(formatPhoneNumber(promoter.phoneNumber)),
            number(f.parties),
            number(f.people),
            number(f.arrived),
            number(f.conversion === null ? 0 : Math.round(f.conversion * 1000) / 10),
            number(f.ladiesArrived),
            number(f.menArrived),
            number(f.unknownArrived),
            number(f.selfCheckedIn),
            // The spreadsheet's column stays dollars (its header says so), from the cents.
            number(f.earningsCents / 100),
          ]),
        );
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="promoters-${from}-to-${to}.csv"`)
          .header('cache-control', 'no-store');
        return `${CSV_BOM}${csvLine(CSV_COLUMNS.map(text))}${lines.join('')}`;
      },
    );

    app.put(
      '/api/admin/clubs/:id/promoter-rates',
      {
        schema: {
          tags: ['admin'],
          summary:
            'What a promoter earns per arrived lady and man at the club, and the bonus past a number of arrivals',
          params: z.object({ id: z.string() }),
          body: promoterRatesBodySchema,
          response: { 200: promoterRatesSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireManagerOf(request, deps.db, request.params.id);
        return updatePromoterRates(deps, actor, request.params.id, request.body);
      },
    );
  };
