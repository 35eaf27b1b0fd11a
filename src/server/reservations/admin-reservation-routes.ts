import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/clubs-schema.ts';
import { reservationSchema, setReservationStatusBodySchema } from '../../shared/api/reservation-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import { isUuid } from '../guestlist/guestlist-routes.ts';
import { AppError } from '../http/errors.ts';
import { computeRoles } from '../roles/roles-service.ts';
import { RESERVATION_MESSAGES as M } from './reservation-messages.ts';
import { changeStatus, type ReservationDeps } from './reservation-service.ts';
import { toReservation } from './reservation-view.ts';
import { findReservation } from './reservations-repository.ts';

/** Staff moves a reservation along its lifecycle (the admin panel of issue 5 builds on this). */
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
        const user = requireUser(request);
        // Read on every request, as the session view does: removing a number revokes at once.
        const roles = await computeRoles(deps.db, user.phoneNumber, request.log);
        if (!roles.admin) throw new AppError(403, 'forbidden', M.forbidden);
        const { id } = request.params;
        if (!isUuid(id)) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
        await changeStatus(deps, id, request.body);
        reply.header('cache-control', 'no-store');
        return toReservation((await findReservation(deps.db, id))!, deps.passKey);
      },
    );
  };
