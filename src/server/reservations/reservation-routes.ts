import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, isoDateSchema } from '../../shared/api/common-schema.ts';
import {
  createReservationBodySchema,
  reservationOptionsResponseSchema,
  reservationSchema,
  reservationsResponseSchema,
  tableTypeView,
} from '../../shared/api/reservation-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import { AppError } from '../http/errors.ts';
import { idParams, writeErrorSchemas } from '../http/route-schemas.ts';
import { isUuid } from '../http/uuid.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency.ts';
import { replyIdempotent, replyIdempotentCancel } from '../idempotency/idempotent-reply.ts';
import { calendarFileResponse } from '../passes/calendar.ts';
import { captureModeFor } from './deposits/deposit-rules.ts';
import { reservationCalendar } from './reservation-calendar.ts';
import { RESERVATION_MESSAGES as M } from './reservation-messages.ts';
import { arrivalInstant, arrivalTimes, cancellationTerms } from './reservation-rules.ts';
import {
  cancelReservation,
  checkDeposit,
  createReservation,
  maxReservationParty,
  payDeposit,
  type ReservationDeps,
} from './reservation-service.ts';
import { toReservation } from './reservation-view.ts';
import { findMemberReservation, findMemberReservations } from './reservations-repository.ts';

const reservationNotFound = () => new AppError(404, 'reservation_not_found', M.reservationNotFound);

/** Booking options, and creating, listing and cancelling the signed-in member's reservations. */
export const reservationRoutes =
  (deps: ReservationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, passKey } = deps;
    const readMine = async (userId: string, id: string) => {
      const found = isUuid(id) ? await findMemberReservation(db, userId, id) : undefined;
      if (!found) throw reservationNotFound();
      return toReservation(found, passKey);
    };

    app.get(
      '/api/clubs/:clubId/reservation-options',
      {
        schema: {
          tags: ['reservations'],
          summary: 'What booking a table costs at a club on a night, with the cancellation terms',
          params: z.object({ clubId: z.string() }),
          querystring: z.object({ date: isoDateSchema }),
          response: { 200: reservationOptionsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { clubId } = request.params;
        const club = isUuid(clubId) ? await findClubById(db, clubId) : undefined;
        if (!club?.visible) throw new AppError(404, 'club_not_found', M.clubNotFound);
        const times = arrivalTimes(club);
        const now = deps.clock();
        const { date } = request.query;
        return {
          clubId: club.id,
          clubName: club.name,
          date: request.query.date,
          reservationsEnabled: club.reservationsEnabled,
          cashbackPercent: club.reservationCashback,
          tableTypes: club.tableTypes.map(tableTypeView),
          arrivalTimes: times,
          depositCapture: Object.fromEntries(
            times.map((time) => [time, captureModeFor(arrivalInstant(date, time, club.timeZone), now)]),
          ),
          maxPartySize: maxReservationParty(club),
          cancellationTerms: cancellationTerms(club),
          cancellationCutoffHours: club.cancellationCutoffHours,
          pricing: {
            serviceCharge: club.serviceCharge,
            taxRate: club.taxRate,
            depositPercent: club.depositPercent,
          },
        };
      },
    );

    app.post(
      '/api/reservations',
      {
        schema: {
          tags: ['reservations'],
          summary: 'Requests a table; cashback percent and minimum spend are fixed now',
          headers: idempotencyHeadersSchema,
          body: createReservationBodySchema,
          response: { 201: reservationSchema, ...writeErrorSchemas },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const call = {
          db,
          userId: user.id,
          scope: 'POST /api/reservations',
          body: request.body,
          now: deps.clock(),
        };
        return replyIdempotent(request, reply, call, async () => {
          const id = await createReservation(deps, user, request.body);
          return { status: 201, body: await readMine(user.id, id) };
        });
      },
    );

    app.post(
      '/api/reservations/:id/cancel',
      {
        schema: {
          tags: ['reservations'],
          summary: 'Cancels the member’s requested or confirmed reservation, until the club’s cut-off',
          headers: idempotencyHeadersSchema,
          params: idParams,
          response: { 200: reservationSchema, ...writeErrorSchemas },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { id } = request.params;
        const call = { db, userId: user.id, scope: `POST /api/reservations/${id}/cancel`, now: deps.clock() };
        return replyIdempotentCancel(request, reply, call, {
          id,
          isValidId: isUuid,
          notFound: reservationNotFound,
          cancel: (reservationId) => cancelReservation(deps, user.id, reservationId),
          read: (reservationId) => readMine(user.id, reservationId),
        });
      },
    );

    app.post(
      '/api/reservations/:id/deposit',
      {
        schema: {
          tags: ['reservations'],
          summary:
            'Opens a new checkout for a requested table whose deposit is due (or hands back the open one)',
          headers: idempotencyHeadersSchema,
          params: idParams,
          response: { 200: reservationSchema, ...writeErrorSchemas },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { id } = request.params;
        if (!isUuid(id)) throw reservationNotFound();
        const call = {
          db,
          userId: user.id,
          scope: `POST /api/reservations/${id}/deposit`,
          body: null,
          now: deps.clock(),
        };
        return replyIdempotent(request, reply, call, async () => {
          await payDeposit(deps, user.id, id);
          return { status: 200, body: await readMine(user.id, id) };
        });
      },
    );

    app.post(
      '/api/reservations/:id/deposit/check',
      {
        schema: {
          tags: ['reservations'],
          summary: 'Reads the deposit’s payment from the provider now (the guest is back from the checkout)',
          params: idParams,
          response: { 200: reservationSchema, ...writeErrorSchemas },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { id } = request.params;
        if (!isUuid(id)) throw reservationNotFound();
        await checkDeposit(deps, user.id, id);
        reply.header('cache-control', 'no-store');
        return readMine(user.id, id);
      },
    );

    app.get(
      '/api/reservations',
      {
        schema: {
          tags: ['reservations'],
          summary: 'The member’s reservations, newest night first',
          response: { 200: reservationsResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        const rows = await findMemberReservations(db, user.id);
        return { reservations: rows.map((row) => toReservation(row, passKey)) };
      },
    );

    app.get(
      '/api/reservations/:id',
      {
        schema: {
          tags: ['reservations'],
          summary: 'One of the member’s reservations with its status history and cashback',
          params: idParams,
          response: { 200: reservationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return readMine(user.id, request.params.id);
      },
    );

    app.get(
      '/api/reservations/:id/calendar.ics',
      {
        schema: {
          tags: ['reservations'],
          summary: 'The reservation’s night as an iCalendar event (add to calendar)',
          params: idParams,
          response: { 200: calendarFileResponse, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const reservation = await readMine(user.id, request.params.id);
        reply.header('cache-control', 'no-store');
        reply.header('content-disposition', `attachment; filename="nightlist-table-${reservation.id}.ics"`);
        return reply
          .type('text/calendar; charset=utf-8')
          .send(reservationCalendar(reservation, deps.clock()));
      },
    );
  };
