import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { reservationSchema, setReservationStatusBodySchema } from '../../shared/api/reservation-schema.ts';
import { nightLabel } from '../../shared/dates.ts';
import { mayAt } from '../../shared/roles.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { findUserById } from '../profile/users-repository.ts';
import { requireManager } from '../roles/require-role.ts';
import { RESERVATION_MESSAGES as M } from './reservation-messages.ts';
import { changeStatus, type ReservationDeps, type StatusChange } from './reservation-service.ts';
import { toReservation } from './reservation-view.ts';
import { findReservation } from './reservations-repository.ts';

const VERBS: Record<StatusChange['status'], string> = {
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  no_show: 'Marked as a no-show',
};

/** "$1,200" for whole dollars, "$1,234.50" with cents. */
const dollars = (amount: number) =>
  amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });

/** Admins move a reservation along its lifecycle; every change is written to the audit log with it. */
export const adminReservationRoutes =
  (deps: ReservationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/reservations/:id/status',
      {
        schema: {
          tags: ['admin'],
          summary: 'Confirms, declines, completes (with the amount spent) or marks a no-show',
          params: z.object({ id: z.string() }),
          body: setReservationStatusBodySchema,
          response: {
            200: reservationSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        const admin = staff.user;
        const { id } = request.params;
        const found = isUuid(id) ? await findReservation(deps.db, id) : undefined;
        // Another venue's table is answered as missing (a reservation never changes club).
        if (!found || !mayAt(staff.roles, 'manage', found.reservation.clubId))
          throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
        const change = request.body;
        await changeStatus(deps, id, change, async (tx, before, club) => {
          const member = await findUserById(tx, before.userId);
          const name = member
            ? `${member.firstName} ${member.lastName}`.trim() || member.phoneNumber
            : 'a member';
          const spent = change.status === 'completed' ? ` (${dollars(change.amountSpent!)} spent)` : '';
          await recordAudit(
            tx,
            admin,
            {
              action: 'reservation.status',
              targetType: 'reservation',
              targetId: before.id,
              clubId: before.clubId,
              summary: `${VERBS[change.status]} the table of ${name} at ${club.name} for ${nightLabel(before.date)}${spent}`,
              details: {
                clubId: club.id,
                date: before.date,
                from: before.status,
                to: change.status,
                ...(change.status === 'completed' ? { amountSpent: change.amountSpent } : {}),
                ...(change.note ? { note: change.note } : {}),
              },
            },
            deps.clock(),
          );
        });
        reply.header('cache-control', 'no-store');
        return toReservation((await findReservation(deps.db, id))!, deps.passKey);
      },
    );
  };
