import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { cashbackResponseSchema } from '../../shared/api/reservation-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import type { Database } from '../db/client.ts';
import { findMemberCredits, sumMemberCredits } from './reservations-repository.ts';

export const cashbackRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/cashback',
      {
        schema: {
          tags: ['cashback'],
          summary: 'The member’s cashback balance and every credit, newest first',
          response: { 200: cashbackResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const [rows, balance] = await Promise.all([
          findMemberCredits(db, user.id),
          sumMemberCredits(db, user.id),
        ]);
        reply.header('cache-control', 'no-store');
        return {
          balance,
          credits: rows.map(({ credit, date, clubName }) => ({
            id: credit.id,
            reservationId: credit.reservationId,
            clubName,
            date,
            amountSpent: credit.spend,
            percent: credit.percent,
            amount: credit.amount,
            createdAt: credit.createdAt.toISOString(),
          })),
        };
      },
    );
  };
