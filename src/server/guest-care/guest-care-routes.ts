import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  guestCareSchema,
  guestNotesPageSchema,
  guestNotesQuerySchema,
  postGuestNoteBodySchema,
  putGuestBanBodySchema,
  putGuestTagsBodySchema,
} from '../../shared/api/guest-care-schema.ts';
import { requireManager } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import {
  addNote,
  banGuest,
  careScope,
  liftGuestBan,
  notesPage,
  readCare,
  requireGuest,
  saveTags,
} from './guest-care-service.ts';

const errors = staffErrorSchemas;
const params = z.object({ clubId: z.uuid({ error: 'must be a club id' }), userId: z.string() });
const BASE = '/api/admin/clubs/:clubId/guests/:userId/care';

/**
 * A venue's tags, notes and ban on a guest (decision 041), named through one of its clubs: the
 * staff guard has checked the caller manages that club before the body is read.
 */
export const adminGuestCareRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const guestOf = async (request: FastifyRequest<{ Params: z.infer<typeof params> }>) => {
      const staff = await requireManager(request, db);
      const scope = await careScope(db, staff, request.params.clubId);
      return { scope, user: await requireGuest(db, scope, request.params.userId) };
    };
    const answer = async (request: FastifyRequest<{ Params: z.infer<typeof params> }>) => {
      const { scope, user } = await guestOf(request);
      return readCare(deps, scope, user);
    };

    app.get(
      BASE,
      {
        schema: {
          tags: ['admin'],
          summary: 'The venue’s tags, latest notes and ban of a guest of its clubs',
          params,
          response: { 200: guestCareSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return answer(request);
      },
    );

    app.get(
      `${BASE}/notes`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Older notes on a guest, newest first',
          params,
          querystring: guestNotesQuerySchema,
          response: { 200: guestNotesPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { scope, user } = await guestOf(request);
        reply.header('cache-control', 'no-store');
        const before = request.query.before ? new Date(request.query.before) : undefined;
        return notesPage(db, { venueId: scope.venue.id, userId: user.id }, before);
      },
    );

    app.put(
      `${BASE}/tags`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Sets a guest’s tags at the venue (VIP, birthday, industry, its own words); audited',
          params,
          body: putGuestTagsBodySchema,
          response: { 200: guestCareSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { scope, user } = await guestOf(request);
        await saveTags(deps, scope, user, request.body.tags);
        reply.header('cache-control', 'no-store');
        return readCare(deps, scope, user);
      },
    );

    app.post(
      `${BASE}/notes`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Writes a dated note on a guest, signed by its author; audited',
          params,
          body: postGuestNoteBodySchema,
          response: { 200: guestCareSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { scope, user } = await guestOf(request);
        await addNote(deps, scope, user, request.body.body);
        reply.header('cache-control', 'no-store');
        return readCare(deps, scope, user);
      },
    );

    app.put(
      `${BASE}/ban`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Bans a guest’s number from every club of the venue (venue managers); audited',
          params,
          body: putGuestBanBodySchema,
          response: { 200: guestCareSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { scope, user } = await guestOf(request);
        await banGuest(deps, scope, user, request.body);
        reply.header('cache-control', 'no-store');
        return readCare(deps, scope, user);
      },
    );

    app.delete(
      `${BASE}/ban`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Lifts a guest’s ban at the venue (venue managers); audited',
          params,
          response: { 200: guestCareSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { scope, user } = await guestOf(request);
        await liftGuestBan(deps, scope, user);
        reply.header('cache-control', 'no-store');
        return readCare(deps, scope, user);
      },
    );
  };
