import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, isoDateSchema } from '../../shared/api/common-schema.ts';
import {
  addPromoterGuestsBodySchema,
  addPromoterGuestsResponseSchema,
  promoterClubsResponseSchema,
  promoterLinkBodySchema,
  promoterLinkSchema,
  promoterLinkTargetSchema,
  promoterNightQuerySchema,
  promoterNightResponseSchema,
  promoterRangeQuerySchema,
  promoterSummaryResponseSchema,
} from '../../shared/api/promoter-schema.ts';
import { nightOf } from '../../shared/closing-time.ts';
import { requirePromoter } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import type { GuestlistDeps } from '../guestlist/guestlist-service.ts';
import { AppError } from '../http/errors.ts';
import { checkDateRange } from '../http/reports-range.ts';
import { staffErrorSchemas as errors } from '../http/route-schemas.ts';
import type { SmsGate } from '../sms/sms-gate.ts';
import { findVisitorEntry } from './link-visitor-entry.ts';
import { addPromoterGuests } from './promoter-guests.ts';
import { promoterClubs, promoterLink, promoterNight, promoterSummary } from './promoter-service.ts';
import { findLinkByCode, findNextOpenNight } from './promoters-repository.ts';

const LINK_NOT_FOUND = 'This link no longer leads anywhere. Find the club in the list instead.';

/** A promoter's own page: their links, their guests (live from the door) and their earnings. */
export const promoterRoutes =
  (deps: StaffDeps & Pick<GuestlistDeps, 'catalog'> & { sms: SmsGate }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/promoter/clubs',
      {
        schema: {
          tags: ['promoter'],
          summary: 'The clubs the caller promotes, with their links there and what an arrival earns',
          response: { 200: promoterClubsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requirePromoter(request, deps.db);
        reply.header('cache-control', 'no-store');
        return promoterClubs(deps, staff);
      },
    );

    app.post(
      '/api/promoter/links',
      {
        schema: {
          tags: ['promoter'],
          summary:
            'The caller’s link for a club (and optionally one night): made on the first ask, the same after',
          body: promoterLinkBodySchema,
          response: { 200: promoterLinkSchema, ...errors },
        },
      },
      async (request) => {
        const staff = await requirePromoter(request, deps.db);
        return promoterLink(deps, staff, request.body.clubId, request.body.date ?? null);
      },
    );

    app.get(
      '/api/promoter/nights/:clubId/:date',
      {
        schema: {
          tags: ['promoter'],
          summary: 'The caller’s guests at a club on a night, who has arrived, and what the night earned',
          params: z.object({ clubId: z.uuid({ error: 'must be a club id' }), date: isoDateSchema }),
          querystring: promoterNightQuerySchema,
          response: { 200: promoterNightResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requirePromoter(request, deps.db);
        reply.header('cache-control', 'no-store');
        const { clubId, date } = request.params;
        return promoterNight(deps, staff, clubId, date, request.query.offset);
      },
    );

    app.get(
      '/api/promoter/summary',
      {
        schema: {
          tags: ['promoter'],
          summary:
            'The caller’s nights over a range (at most 366 days): guests, arrivals, conversion, earnings',
          querystring: promoterRangeQuerySchema,
          response: { 200: promoterSummaryResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requirePromoter(request, deps.db);
        const { from, to } = request.query;
        checkDateRange(from, to);
        reply.header('cache-control', 'no-store');
        return promoterSummary(deps, staff, from, to);
      },
    );

    app.post(
      '/api/promoter/guests',
      {
        schema: {
          tags: ['promoter'],
          summary:
            'Puts guests on a night’s list by name and phone, within the caller’s allowance; each is told by SMS',
          body: addPromoterGuestsBodySchema,
          response: { 200: addPromoterGuestsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const staff = await requirePromoter(request, deps.db);
        return addPromoterGuests(deps, staff, request.body);
      },
    );

    app.get(
      '/api/promoter-links/:code',
      {
        schema: {
          tags: ['promoter'],
          summary:
            'Where a promoter’s shared link leads (public): the club, the night if it names one, who invited, and the signed-in visitor’s entry that night',
          params: z.object({ code: z.string().max(32) }),
          response: { 200: promoterLinkTargetSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const found = /^[a-z0-9]{6,16}$/.test(request.params.code)
          ? await findLinkByCode(deps.db, request.params.code)
          : undefined;
        // A link whose promoter left, or whose club is hidden, leads nowhere: the page says so.
        if (!found?.live) throw new AppError(404, 'link_not_found', LINK_NOT_FOUND);
        reply.header('cache-control', 'no-store');
        const club = await findClubById(deps.db, found.clubId);
        const openDate =
          found.date ??
          (club ? await findNextOpenNight(deps.db, club.id, nightOf(deps.clock(), club.timeZone)) : null);
        // Signed in and already on that night: the page says so, with the entry and its promoter.
        const visitor = request.currentSession?.user;
        const yourEntry =
          visitor && openDate
            ? await findVisitorEntry(deps.db, visitor.id, found.clubId, openDate, found.promoterUserId)
            : null;
        return {
          clubId: found.clubId,
          date: found.date,
          openDate,
          invitedBy: found.firstName.trim() || 'A promoter',
          yourEntry,
        };
      },
    );
  };
