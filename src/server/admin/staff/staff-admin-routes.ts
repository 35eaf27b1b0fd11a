import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStaffBodySchema,
  auditQuerySchema,
  auditResponseSchema,
  staffMemberSchema,
  staffParamsSchema,
  staffResponseSchema,
} from '../../../shared/api/admin/staff-schema.ts';
import { apiErrorSchema } from '../../../shared/api/common-schema.ts';
import { normalizePhoneNumber } from '../../../shared/phone.ts';
import { clubFilter, requireAdmin, requireManager } from '../../auth/require-role.ts';
import type { StaffDeps } from '../../auth/staff-deps.ts';
import { AppError } from '../../http/errors.ts';
import { staffErrorSchemas } from '../../http/route-schemas.ts';
import { readAuditLog } from './staff-audit.ts';
import { addStaff, findStaffMember, listStaff, removeStaff } from './staff-service.ts';

const errors = staffErrorSchemas;

/** The admin and door staff lists, and the audit log of every admin action. */
export const adminStaffRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/staff',
      {
        schema: {
          tags: ['admin'],
          summary: 'The admin and door staff lists, with the name of each number’s profile',
          response: { 200: staffResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await requireAdmin(request, deps.db);
        reply.header('cache-control', 'no-store');
        return listStaff(deps);
      },
    );

    app.post(
      '/api/admin/staff',
      {
        schema: {
          tags: ['admin'],
          summary: 'Adds a number to the admin or door staff list (200 when it was already there)',
          body: addStaffBodySchema,
          response: { 200: staffMemberSchema, 201: staffMemberSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = await requireAdmin(request, deps.db);
        const added = await addStaff(deps, actor, request.body.role, request.body.phoneNumber);
        deps.forgetRoles();
        return reply
          .status(added ? 201 : 200)
          .send(await findStaffMember(deps, request.body.role, request.body.phoneNumber));
      },
    );

    app.delete(
      '/api/admin/staff/:role/:phoneNumber',
      {
        schema: {
          tags: ['admin'],
          summary: 'Removes a number from a list; the role ends with its next request',
          params: staffParamsSchema,
          response: { 204: z.null().describe('Removed'), ...errors },
        },
      },
      async (request, reply) => {
        const actor = await requireAdmin(request, deps.db);
        const phone = normalizePhoneNumber(request.params.phoneNumber);
        if (!phone.ok)
          throw new AppError(400, 'invalid_phone_number', `${phone.error}: "${request.params.phoneNumber}".`);
        await removeStaff(deps, actor, request.params.role, phone.phoneNumber);
        deps.forgetRoles();
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Every admin action (a manager’s: at their clubs), newest first; pass nextBefore as before for the next page',
          querystring: auditQuerySchema,
          response: { 200: auditResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        const { before, limit } = request.query;
        reply.header('cache-control', 'no-store');
        // A manager reads what was done at their clubs; platform-wide entries are the admins'.
        const clubIds = clubFilter(staff, 'manage');
        const scope = clubIds ? { clubIds, venueIds: staff.roles.venues } : null;
        return readAuditLog(deps.db, scope, before ? new Date(before) : undefined, limit);
      },
    );
  };
