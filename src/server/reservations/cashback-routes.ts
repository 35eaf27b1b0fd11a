import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { dollarsOf } from '../../shared/api/money-schema.ts';
import { cashbackResponseSchema } from '../../shared/api/reservation-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import type { Database } from '../db/client.ts';
import { cashbackBalanceCents, findMemberCredits } from './reservations-repository.ts';

export const cashbackRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/cashback',
      {
        schema: {
          tags: ['cashback'],
          summary:
            'The member’s cashback balance and its ledger (earned, spent on deposits, returned), newest first',
          response: { 200: cashbackResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const [rows, balanceCents] = await Promise.all([
          findMemberCredits(db, user.id),
          cashbackBalanceCents(db, user.id),
        ]);
        reply.header('cache-control', 'no-store');
        return {
          balanceCents,
          balance: dollarsOf(balanceCents),
          credits: rows.map(({ credit, date, clubName }) => ({
            id: credit.id,
            reservationId: credit.reservationId,
            kind: credit.kind,
            clubName,
            date,
            amountSpentCents: credit.spendCents,
            amountSpent: dollarsOf(credit.spendCents),
            percent: credit.percent,
            amountCents: credit.amountCents,
            amount: dollarsOf(credit.amountCents),
            createdAt: credit.createdAt.toISOString(),
          })),
        };
      },
    );
  };
