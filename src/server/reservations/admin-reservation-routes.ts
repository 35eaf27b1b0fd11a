import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { spendCentsOf } from '../../shared/api/money-schema.ts';
import {
  reservationSchema,
  setReservationStatusBodySchema,
  spendCorrectionBodySchema,
  spendCorrectionResponseSchema,
} from '../../shared/api/reservation-schema.ts';
import { nightLabel } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import { mayAt } from '../../shared/roles.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { requireManager, type StaffMember } from '../auth/require-role.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { findUserById } from '../profile/users-repository.ts';
import { RESERVATION_MESSAGES as M } from './reservation-messages.ts';
import type { ReservationDeps } from './reservation-service.ts';
import { changeStatus, type StatusChange } from './reservation-status-service.ts';
import { toReservation } from './reservation-view.ts';
import { findReservation } from './reservations-repository.ts';
import { correctSpend } from './spend-correction-service.ts';

const VERBS: Record<StatusChange['status'], string> = {
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  no_show: 'Marked as a no-show',
};

/** "$1,200" for whole dollars, "$1,234.50" with cents. */
const money = (cents: number) => formatMoney(cents, { short: true });

/** The member's name as the audit log reads it. */
async function memberName(tx: Database, userId: string): Promise<string> {
  const member = await findUserById(tx, userId);
  return member ? `${member.firstName} ${member.lastName}`.trim() || member.phoneNumber : 'a member';
}

const ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Admins move a reservation along its lifecycle; every change is written to the audit log with it. */
export const adminReservationRoutes =
  (deps: ReservationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Another venue's table is answered as missing (a reservation never changes club).
    const findManaged = async (staff: StaffMember, id: string) => {
      const found = isUuid(id) ? await findReservation(deps.db, id) : undefined;
      if (!found || !mayAt(staff.roles, 'manage', found.reservation.clubId))
        throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
    };

    app.post(
      '/api/admin/reservations/:id/status',
      {
        schema: {
          tags: ['admin'],
          summary: 'Confirms, declines, completes (with the amount spent) or marks a no-show',
          params: z.object({ id: z.string() }),
          body: setReservationStatusBodySchema,
          response: { 200: reservationSchema, ...ERRORS },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        const admin = staff.user;
        const { id } = request.params;
        await findManaged(staff, id);
        const { status, note } = request.body;
        // Cents, or the deprecated dollars: the schema refuses both at once.
        const change: StatusChange = { status, note, amountSpentCents: spendCentsOf(request.body) };
        await changeStatus(deps, id, change, async (tx, before, club) => {
          const name = await memberName(tx, before.userId);
          const spent = change.status === 'completed' ? ` (${money(change.amountSpentCents!)} spent)` : '';
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
                ...(change.status === 'completed' ? { amountSpentCents: change.amountSpentCents } : {}),
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

    app.post(
      '/api/admin/reservations/:id/spend-correction',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Corrects the spend of a completed table, with the reason; its cashback follows (never below what the member already spent)',
          params: z.object({ id: z.string() }),
          body: spendCorrectionBodySchema,
          response: { 200: spendCorrectionResponseSchema, ...ERRORS },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, deps.db);
        const { id } = request.params;
        await findManaged(staff, id);
        const { reason } = request.body;
        const spentCents = spendCentsOf(request.body)!;
        const correction = await correctSpend(deps, id, spentCents, async (tx, before, club, done) => {
          const cashback = `cashback ${formatMoney(done.cashbackBeforeCents)} → ${formatMoney(done.cashbackAfterCents)}`;
          const kept = done.keptCents > 0 ? `; ${formatMoney(done.keptCents)} already spent, kept` : '';
          await recordAudit(
            tx,
            staff.user,
            {
              action: 'reservation.spend-correction',
              targetType: 'reservation',
              targetId: before.id,
              clubId: before.clubId,
              // The log shows the summary only: the reason is in it as well as in the details.
              summary: `Corrected the spend of ${await memberName(tx, before.userId)}'s table at ${club.name} for ${nightLabel(before.date)}: ${money(done.spendBeforeCents)} → ${money(done.spendAfterCents)} (${cashback}${kept}). Reason: ${reason}`,
              details: { clubId: club.id, date: before.date, ...done, reason },
            },
            deps.clock(),
          );
        });
        reply.header('cache-control', 'no-store');
        return {
          reservation: toReservation((await findReservation(deps.db, id))!, deps.passKey),
          correction,
        };
      },
    );
  };
