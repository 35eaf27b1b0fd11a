import type { FastifyInstance } from 'fastify';
import { adminReservationRoutes } from './admin-reservation-routes.ts';
import { cashbackRoutes } from './cashback-routes.ts';
import { reservationRoutes } from './reservation-routes.ts';
import type { ReservationDeps } from './reservation-service.ts';

/** Table reservations (the member's and the admin's) and cashback, in the scope that resolves the session. */
export async function registerReservations(scope: FastifyInstance, ctx: ReservationDeps): Promise<void> {
  await scope.register(reservationRoutes(ctx));
  await scope.register(adminReservationRoutes(ctx));
  await scope.register(cashbackRoutes(ctx.db));
}
