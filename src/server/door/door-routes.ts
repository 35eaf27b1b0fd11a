import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, isoDateSchema } from '../../shared/api/common-schema.ts';
import { releaseBodySchema, releaseResultSchema } from '../../shared/api/door-release-schema.ts';
import {
  checkInBodySchema,
  checkInResultSchema,
  doorClubsResponseSchema,
  doorNightResponseSchema,
  doorSearchQuerySchema,
  doorSearchResponseSchema,
} from '../../shared/api/door-schema.ts';
import { requireClub, requireDoorStaff } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import { doorClubs, doorNight, searchPasses } from './door-night.ts';
import { releasePlaces } from './door-release.ts';
import { checkIn, undoCheckIn } from './door-service.ts';

const errors = staffErrorSchemas;

/**
 * `/scan`'s API for door staff (admins too). Admissions are not admin actions: they are not written
 * to the audit log, every admission records who let the party in. Freeing a party's places changes
 * the list, so that one is audited.
 */
export const doorRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      '/api/door/check-ins',
      {
        schema: {
          tags: ['door'],
          summary: 'Scans a pass (or picks one from search) and admits the party when it is valid',
          body: checkInBodySchema,
          response: { 200: checkInResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireDoorStaff(request, db);
        reply.header('cache-control', 'no-store');
        return checkIn(deps, staff, request.body);
      },
    );

    app.delete(
      '/api/door/check-ins/:id',
      {
        schema: {
          tags: ['door'],
          summary: 'Undoes an admission made by mistake; answers the pass’s new state',
          params: z.object({ id: z.string() }),
          response: { 200: checkInResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireDoorStaff(request, db);
        reply.header('cache-control', 'no-store');
        return undoCheckIn(deps, staff, request.params.id);
      },
    );

    app.post(
      '/api/door/releases',
      {
        schema: {
          tags: ['door'],
          summary: 'Frees the places of a guestlist party’s guests who are not coming, for the waitlist',
          body: releaseBodySchema,
          response: { 200: releaseResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireDoorStaff(request, db);
        reply.header('cache-control', 'no-store');
        return releasePlaces(deps, staff, request.body);
      },
    );

    app.get(
      '/api/door/search',
      {
        schema: {
          tags: ['door'],
          summary: 'Finds the night’s passes by name, guest name or phone digits (at most 50)',
          querystring: doorSearchQuerySchema,
          response: { 200: doorSearchResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireDoorStaff(request, db);
        const { clubId, date, q } = request.query;
        requireClub(staff, 'door', clubId);
        reply.header('cache-control', 'no-store');
        return { results: await searchPasses(db, clubId, date, q) };
      },
    );

    app.get(
      '/api/door/nights/:clubId/:date',
      {
        schema: {
          tags: ['door'],
          summary: 'Live counters for a night: capacity, expected and arrived',
          params: z.object({
            clubId: z.uuid({ error: 'must be a club id' }),
            date: isoDateSchema,
          }),
          response: { 200: doorNightResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireDoorStaff(request, db);
        requireClub(staff, 'door', request.params.clubId);
        reply.header('cache-control', 'no-store');
        return doorNight(db, request.params.clubId, request.params.date);
      },
    );

    app.get(
      '/api/door/clubs',
      {
        schema: {
          tags: ['door'],
          summary: 'The clubs a door can work, each with its "tonight" on its own clock',
          response: { 200: doorClubsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const staff = await requireDoorStaff(request, db);
        reply.header('cache-control', 'no-store');
        return { clubs: await doorClubs(deps, staff) };
      },
    );
  };
