import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import {
  type GuestlistEntry,
  passesResponseSchema,
  passSchema,
  turnedAwayBodySchema,
  turnedAwayResponseSchema,
} from '../../shared/api/guestlist-schema.ts';
import { nightEndInstant } from '../../shared/closing-time.ts';
import { requireUser } from '../auth/current-session.ts';
import { toGuestlistEntry } from '../guestlist/entry-view.ts';
import { GUESTLIST_MESSAGES } from '../guestlist/guestlist-messages.ts';
import { findMemberEntries, findMemberEntry } from '../guestlist/guestlist-repository.ts';
import { type OfferDeps, settleLapsedOf } from '../guestlist/offer-service.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { calendarFileResponse, passCalendar } from './calendar.ts';
import { markPassOpened } from './pass-opened.ts';
import { signPassToken } from './pass-token.ts';
import { reportTurnedAway } from './turned-away-service.ts';

export interface PassesDeps extends OfferDeps {
  passKey: Buffer;
}

const params = z.object({ passId: z.string() });

/** Every guestlist entry is a pass, with the same id (reservations join later as another kind). */
export const passesRoutes =
  (deps: PassesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, passKey } = deps;
    const toPass = (entry: GuestlistEntry) => ({
      id: entry.id,
      kind: 'guestlist' as const,
      entry,
      qrToken: signPassToken(passKey, entry.id),
    });
    const readPass = async (userId: string, passId: string) => {
      const read = () => (isUuid(passId) ? findMemberEntry(db, userId, passId) : undefined);
      let found = await read();
      // An offer past its deadline is settled before the pass shows it (offer-service.ts).
      if (found && (await settleLapsedOf(deps, [found]))) found = await read();
      if (!found) throw new AppError(404, 'pass_not_found', GUESTLIST_MESSAGES.passNotFound);
      return toPass(toGuestlistEntry(found, clock()));
    };

    app.get(
      '/api/passes',
      {
        schema: {
          tags: ['passes'],
          summary: 'The member’s passes: upcoming and past (ended or cancelled), newest first',
          response: { 200: passesResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        let rows = await findMemberEntries(db, user.id);
        if (await settleLapsedOf(deps, rows)) rows = await findMemberEntries(db, user.id);
        const instant = clock();
        const now = instant.getTime();
        const passes = rows.map((row) => toPass(toGuestlistEntry(row, instant)));
        const isPast = (entry: GuestlistEntry) =>
          entry.status === 'cancelled' || now >= nightEndInstant(entry.date, entry.club.timeZone).getTime();
        reply.header('cache-control', 'no-store');
        return {
          upcoming: passes.filter((pass) => !isPast(pass.entry)),
          past: passes.filter((pass) => isPast(pass.entry)),
        };
      },
    );

    app.get(
      '/api/passes/:passId',
      {
        schema: {
          tags: ['passes'],
          summary: 'One of the member’s passes, with the signed token its QR code carries',
          params,
          response: { 200: passSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        const pass = await readPass(user.id, request.params.passId);
        await markPassOpened(db, pass.id, user.id, clock());
        return pass;
      },
    );

    app.post(
      '/api/passes/:passId/turned-away',
      {
        schema: {
          tags: ['passes'],
          summary:
            'Tells the venue the door turned this party away (from noon on the night to noon the day after)',
          params,
          body: turnedAwayBodySchema,
          response: {
            200: turnedAwayResponseSchema,
            201: turnedAwayResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { reportedAt, created } = await reportTurnedAway(
          db,
          user.id,
          request.params.passId,
          request.body.note,
          clock(),
        );
        return reply.status(created ? 201 : 200).send({ reportedAt: reportedAt.toISOString() });
      },
    );

    app.get(
      '/api/passes/:passId/calendar.ics',
      {
        schema: {
          tags: ['passes'],
          summary: 'The pass’s night as an iCalendar event (add to calendar)',
          params,
          response: { 200: calendarFileResponse, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const pass = await readPass(user.id, request.params.passId);
        reply.header('cache-control', 'no-store');
        reply.header('content-disposition', `attachment; filename="nightlist-${pass.id}.ics"`);
        return reply.type('text/calendar; charset=utf-8').send(passCalendar(pass.entry, clock()));
      },
    );
  };
