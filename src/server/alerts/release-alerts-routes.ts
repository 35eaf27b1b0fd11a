import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_ACTIVE_RELEASE_ALERTS,
  RELEASE_ALERT_MAX_DAYS_AHEAD,
  type ReleaseAlert,
  releaseAlertParamsSchema,
  releaseAlertSchema,
  releaseAlertsResponseSchema,
} from '../../shared/api/alerts-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { addDays, type IsoDate, todayIn } from '../../shared/dates.ts';
import { requireUser } from '../auth/current-session.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import {
  deleteAlert,
  findMemberAlerts,
  type ReleaseAlertRow,
  upsertAlert,
} from './release-alerts-repository.ts';

export const ALERT_MESSAGES = {
  datePassed: 'This night has already passed. Pick an upcoming date.',
  tooFarAhead: `Alerts can be set for nights up to ${RELEASE_ALERT_MAX_DAYS_AHEAD} days ahead. Pick an earlier date.`,
  tooMany: `You are already waiting on ${MAX_ACTIVE_RELEASE_ALERTS} nights. Turn one of them off before adding another.`,
  notFound: 'You have no alert for this night.',
};

/** The first night that has not passed everywhere: "today" runs a day behind UTC in the far west. */
export function firstOpenNight(now: Date): IsoDate {
  return addDays(todayIn(now, 'UTC'), -1);
}

function toView(row: ReleaseAlertRow): ReleaseAlert {
  return {
    date: row.date,
    gender: row.gender,
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * "Sign up for notifications" on a night without guestlists: the member is told (in the app, and by
 * email and SMS as they chose) when a list opens for that night. See notifications/release-notices.ts.
 */
export const releaseAlertsRoutes =
  ({ db, clock }: { db: Database; clock: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/release-alerts',
      {
        schema: {
          tags: ['notifications'],
          summary: 'The member’s guestlist-release alerts for upcoming nights',
          response: { 200: releaseAlertsResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const rows = await findMemberAlerts(db, user.id, firstOpenNight(clock()));
        reply.header('cache-control', 'no-store');
        return { alerts: rows.map(toView) };
      },
    );

    app.put(
      '/api/release-alerts/:date/:gender',
      {
        schema: {
          tags: ['notifications'],
          summary:
            'Tells the member when a guestlist opens for this night (201 created, 200 already waiting)',
          params: releaseAlertParamsSchema,
          response: { 200: releaseAlertSchema, 201: releaseAlertSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { date, gender } = request.params;
        const now = clock();
        const first = firstOpenNight(now);
        if (date < first) throw new AppError(400, 'date_passed', ALERT_MESSAGES.datePassed);
        if (date > addDays(todayIn(now, 'UTC'), RELEASE_ALERT_MAX_DAYS_AHEAD))
          throw new AppError(400, 'date_too_far', ALERT_MESSAGES.tooFarAhead);
        const alerts = await findMemberAlerts(db, user.id, first);
        const existing = alerts.find((alert) => alert.date === date && alert.gender === gender);
        if (existing && existing.notifiedAt === null) {
          reply.header('cache-control', 'no-store');
          return reply.status(200).send(toView(existing));
        }
        // Checked before the write: two racing requests could pass it together, which costs at most
        // an alert or two over the limit, never a message to anyone else.
        if (alerts.filter((alert) => alert.notifiedAt === null).length >= MAX_ACTIVE_RELEASE_ALERTS)
          throw new AppError(409, 'too_many_alerts', ALERT_MESSAGES.tooMany);
        const alert = await upsertAlert(db, user.id, date, gender, now);
        reply.header('cache-control', 'no-store');
        return reply.status(201).send(toView(alert));
      },
    );

    app.delete(
      '/api/release-alerts/:date/:gender',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Turns the alert for this night off',
          params: releaseAlertParamsSchema,
          response: { 204: z.null().describe('Turned off'), ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { date, gender } = request.params;
        if (!(await deleteAlert(db, user.id, date, gender)))
          throw new AppError(404, 'alert_not_found', ALERT_MESSAGES.notFound);
        return reply.status(204).send(null);
      },
    );
  };
