import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addTeamMemberBodySchema,
  teamMemberSchema,
  teamResponseSchema,
  updateTeamMemberBodySchema,
  venueInputSchema,
  venueSchema,
} from '../../../shared/api/admin/team-schema.ts';
import { requireAdminStaff, requireManager } from '../../auth/require-role.ts';
import type { StaffDeps } from '../../auth/staff-deps.ts';
import { AppError } from '../../http/errors.ts';
import { staffErrorSchemas as errors, idParams } from '../../http/route-schemas.ts';
import { isUuid } from '../../http/uuid.ts';
import { TEAM_MESSAGES as M } from './team-messages.ts';
import {
  addTeamMember,
  createVenue,
  readTeam,
  readTeamMember,
  removeTeamMember,
  setGuestAllowance,
  updateVenue,
} from './team-service.ts';

/** Venues (platform admins) and their teams (admins, and managers for the clubs they run). */
export const adminTeamRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/team',
      {
        schema: {
          tags: ['admin'],
          summary: 'The venues and clubs the caller runs, and who holds a role there',
          response: { 200: teamResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        reply.header('cache-control', 'no-store');
        return readTeam(deps, staff);
      },
    );

    app.post(
      '/api/admin/team',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Gives a phone number a role (manager, door, promoter) at a venue or club the caller runs; they have it at their next sign-in',
          body: addTeamMemberBodySchema,
          response: { 200: teamMemberSchema, 201: teamMemberSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        const { phoneNumber, role, venueId, clubId } = request.body;
        const place = venueId !== undefined ? { venueId } : { clubId: clubId! };
        const { id, added } = await addTeamMember(deps, staff, { phoneNumber, role, ...place });
        deps.forgetRoles();
        return reply.status(added ? 201 : 200).send(await readTeamMember(deps, staff, id));
      },
    );

    app.delete(
      '/api/admin/team/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Takes a role away; it ends with the person’s next request',
          params: idParams,
          response: { 204: z.null().describe('Removed'), ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        if (!isUuid(request.params.id)) throw new AppError(404, 'role_not_found', M.roleNotFound);
        await removeTeamMember(deps, staff, request.params.id);
        deps.forgetRoles();
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/admin/team/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Sets a promoter’s allowance: guests they may add by name and phone per night',
          params: idParams,
          body: updateTeamMemberBodySchema,
          response: { 200: teamMemberSchema, ...errors },
        },
      },
      async (request) => {
        const staff = await requireManager(request, deps.db);
        if (!isUuid(request.params.id)) throw new AppError(404, 'role_not_found', M.roleNotFound);
        await setGuestAllowance(deps, staff, request.params.id, request.body.guestAllowance);
        return readTeamMember(deps, staff, request.params.id);
      },
    );

    app.post(
      '/api/admin/venues',
      {
        schema: {
          tags: ['admin'],
          summary: 'Creates a venue running the given clubs (platform admins)',
          body: venueInputSchema,
          response: { 201: venueSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireAdminStaff(request, deps.db);
        const venue = await createVenue(deps, staff, request.body);
        deps.forgetRoles();
        return reply.status(201).send(venue);
      },
    );

    app.put(
      '/api/admin/venues/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Renames a venue or changes the clubs it runs (platform admins)',
          params: idParams,
          body: venueInputSchema,
          response: { 200: venueSchema, ...errors },
        },
      },
      async (request) => {
        const staff = await requireAdminStaff(request, deps.db);
        if (!isUuid(request.params.id)) throw new AppError(404, 'venue_not_found', M.venueNotFound);
        const venue = await updateVenue(deps, staff, request.params.id, request.body);
        deps.forgetRoles();
        return venue;
      },
    );
  };
