import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubNightQuerySchema, clubNightResponseSchema } from '../../shared/api/clubs-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import type { ClubsCatalog } from '../clubs/clubs-catalog.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { clubNight } from './club-night.ts';
import { GUESTLIST_MESSAGES } from './guestlist-messages.ts';

/** `GET /api/clubs/:clubId`: the join screen's club on one night, with its list's spots left. */
export const clubNightRoutes =
  ({ catalog }: { catalog: ClubsCatalog }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/clubs/:clubId',
      {
        schema: {
          tags: ['clubs'],
          summary: 'One club for one night: its options, whether the list is open and the spots left',
          params: z.object({ clubId: z.string() }),
          querystring: clubNightQuerySchema,
          response: { 200: clubNightResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { clubId } = request.params;
        if (!isUuid(clubId)) throw new AppError(404, 'club_not_found', GUESTLIST_MESSAGES.clubNotFound);
        reply.header('cache-control', 'no-store');
        return clubNight(catalog.db, clubId, request.query.date, catalog.clock());
      },
    );
  };
