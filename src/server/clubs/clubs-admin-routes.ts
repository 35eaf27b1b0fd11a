import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminClubSchema,
  adminClubsResponseSchema,
  clubInputSchema,
  reorderClubsBodySchema,
} from '../../shared/api/admin/clubs-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { clubFilter, requireAdmin, requireClub, requireManager } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { AppError } from '../http/errors.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import { isUuid } from '../http/uuid.ts';
import { CLUBS_ADMIN_MESSAGES as M } from './clubs-admin-messages.ts';
import { createClub, listAllClubs, reorderClubs, updateClub } from './clubs-admin-service.ts';
import { toAdminClub } from './clubs-admin-view.ts';

const errors = staffErrorSchemas;

/** Clubs in the admin panel: every club (hidden too), create, edit (hide) and reorder. */
export const adminClubsRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/clubs',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every club the caller runs (every club for admins), hidden ones too, in listing order',
          response: { 200: adminClubsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        const mine = clubFilter(staff, 'manage');
        reply.header('cache-control', 'no-store');
        const clubs = await listAllClubs(deps);
        return { clubs: clubs.filter((club) => mine === null || mine.includes(club.id)).map(toAdminClub) };
      },
    );

    app.post(
      '/api/admin/clubs',
      {
        schema: {
          tags: ['admin'],
          summary: 'Creates a club with every field of SPEC §3',
          body: clubInputSchema,
          response: { 201: adminClubSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = await requireAdmin(request, deps.db);
        const club = await createClub(deps, actor, request.body);
        return reply.status(201).send(toAdminClub(club));
      },
    );

    app.put(
      '/api/admin/clubs/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Replaces every field of a club (hide it with visible: false)',
          params: z.object({ id: z.string() }),
          body: clubInputSchema,
          response: { 200: adminClubSchema, ...errors },
        },
      },
      async (request) => {
        const staff = await requireManager(request, deps.db);
        const { id } = request.params;
        if (!isUuid(id)) throw new AppError(404, 'club_not_found', M.clubNotFound);
        requireClub(staff, 'manage', id);
        return toAdminClub(
          await updateClub(deps, staff.user, id, request.body, { mayReorder: staff.roles.admin }),
        );
      },
    );

    app.post(
      '/api/admin/clubs/reorder',
      {
        schema: {
          tags: ['admin'],
          summary: 'Sets the listing order: the ids in order get sortOrder 10, 20, 30, ...',
          body: reorderClubsBodySchema,
          response: { 200: adminClubsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireAdmin(request, deps.db);
        return { clubs: (await reorderClubs(deps, actor, request.body.ids)).map(toAdminClub) };
      },
    );
  };
