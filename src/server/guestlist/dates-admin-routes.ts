import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeDateQuerySchema,
  closeDateResponseSchema,
  guestlistDateSchema,
  guestlistDatesQuerySchema,
  guestlistDatesResponseSchema,
  nextOpenDateResponseSchema,
  openDatesBodySchema,
  openDatesResponseSchema,
  setCapacityBodySchema,
} from '../../shared/api/admin/dates-schema.ts';
import { isoDateSchema } from '../../shared/api/common-schema.ts';
import { requireManagerOf } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import { closeDate, listDates, nextOpenDate, openDates, setCapacity } from './dates-admin-service.ts';

const errors = staffErrorSchemas;

const clubParams = z.object({ clubId: z.string() });
const dateParams = z.object({ clubId: z.string(), date: isoDateSchema });

/** The GUESTLIST DATES section: a club's calendar of open dates, their capacity and closing. */
export const adminDatesRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/clubs/:clubId/dates',
      {
        schema: {
          tags: ['admin'],
          summary: 'The open dates of a club in a range (at most 400 days), with the people on each list',
          params: clubParams,
          querystring: guestlistDatesQuerySchema,
          response: { 200: guestlistDatesResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const id = request.params.clubId;
        await requireManagerOf(request, deps.db, id);
        const { from, to } = request.query;
        reply.header('cache-control', 'no-store');
        return { clubId: id, dates: await listDates(deps, id, from, to) };
      },
    );

    app.get(
      '/api/admin/clubs/:clubId/next-open-date',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The first open date of a club from tonight on (on its clock), for the dashboard to open on',
          params: clubParams,
          response: { 200: nextOpenDateResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const id = request.params.clubId;
        await requireManagerOf(request, deps.db, id);
        reply.header('cache-control', 'no-store');
        return { clubId: id, ...(await nextOpenDate(deps, id)) };
      },
    );

    app.post(
      '/api/admin/clubs/:clubId/dates',
      {
        schema: {
          tags: ['admin'],
          summary: 'Opens many dates at once, optionally with a capacity per gender',
          params: clubParams,
          body: openDatesBodySchema,
          response: { 200: openDatesResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireManagerOf(request, deps.db, request.params.clubId);
        return openDates(deps, actor, request.params.clubId, request.body);
      },
    );

    app.put(
      '/api/admin/clubs/:clubId/dates/:date',
      {
        schema: {
          tags: ['admin'],
          summary: 'Sets the capacity of an open date; a raise promotes the waitlist in order',
          params: dateParams,
          body: setCapacityBodySchema,
          response: { 200: guestlistDateSchema, ...errors },
        },
      },
      async (request) => {
        const id = request.params.clubId;
        const actor = await requireManagerOf(request, deps.db, id);
        return setCapacity(deps, actor, id, request.params.date, request.body);
      },
    );

    app.delete(
      '/api/admin/clubs/:clubId/dates/:date',
      {
        schema: {
          tags: ['admin'],
          summary: 'Closes a date; with entries on it, only with confirm=true (they are cancelled and told)',
          params: dateParams,
          querystring: closeDateQuerySchema,
          response: { 200: closeDateResponseSchema, ...errors },
        },
      },
      async (request) => {
        const id = request.params.clubId;
        const actor = await requireManagerOf(request, deps.db, id);
        const outcome = await closeDate(deps, actor, id, request.params.date, request.query.confirm);
        return { closed: true as const, ...outcome };
      },
    );
  };
