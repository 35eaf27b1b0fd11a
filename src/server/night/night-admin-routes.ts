import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEntrySchema,
  adminNightQuerySchema,
  adminNightResponseSchema,
  setEntryStatusBodySchema,
} from '../../shared/api/admin/night-schema.ts';
import { isoDateSchema } from '../../shared/api/common-schema.ts';
import { requireManager, requireManagerOf } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import { readEntry, readNight, setEntryStatus } from './night-admin-service.ts';

const errors = staffErrorSchemas;

/** A night's guestlist and reservations for admins, and the admin's changes to guestlist entries. */
export const adminNightRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/api/admin/nights/:clubId/:date',
      {
        schema: {
          tags: ['admin'],
          summary: 'A page of a club’s guestlist for a night, its reservations, counts and arrivals',
          params: z.object({ clubId: z.uuid({ error: 'must be a club id' }), date: isoDateSchema }),
          querystring: adminNightQuerySchema,
          response: { 200: adminNightResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await requireManagerOf(request, db, request.params.clubId);
        reply.header('cache-control', 'no-store');
        const { q, offset } = request.query;
        return readNight(db, request.params.clubId, request.params.date, q, offset);
      },
    );

    app.post(
      '/api/admin/guestlist-entries/:id/status',
      {
        schema: {
          tags: ['admin'],
          summary: 'Takes a waitlisted party onto the list (past capacity) or cancels a party',
          params: z.object({ id: z.string() }),
          body: setEntryStatusBodySchema,
          response: { 200: adminEntrySchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, db);
        const { id } = request.params;
        const { clubId, date } = await setEntryStatus(deps, staff, id, request.body.status);
        reply.header('cache-control', 'no-store');
        return readEntry(db, clubId, date, id);
      },
    );
  };
