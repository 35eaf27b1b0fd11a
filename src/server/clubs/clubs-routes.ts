import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  clubNightQuerySchema,
  clubNightResponseSchema,
  type ListClubsResponse,
  listClubsQuerySchema,
  listClubsResponseSchema,
} from '../../shared/api/clubs-schema.ts';
import { defaultEventDate, todayIn } from '../../shared/dates.ts';
import { GUESTLIST_MESSAGES } from '../guestlist/guestlist-messages.ts';
import { isUuid } from '../guestlist/guestlist-routes.ts';
import { AppError } from '../http/errors.ts';
import { clubNight } from './club-night.ts';
import type { ClubsCatalog } from './clubs-catalog.ts';

export const clubsRoutes =
  (catalog: ClubsCatalog, defaultTimeZone: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/clubs',
      {
        schema: {
          tags: ['clubs'],
          summary: 'Clubs listed for a date, with each gender option’s guestlist state for that date',
          querystring: listClubsQuerySchema,
          response: { 200: listClubsResponseSchema },
        },
      },
      async (request, reply) => {
        const { gender, type } = request.query;
        const date = request.query.date ?? defaultEventDate(todayIn(catalog.clock(), defaultTimeZone));
        // Closing states change with the clock: never serve this from a cache without asking.
        reply.header('cache-control', 'no-cache');
        // Already serialised (and cached) by the catalog; the schema above documents its shape.
        const json = await catalog.listJson({ date, gender, type });
        // Typed as the documented object; Fastify sends a string with a JSON content type as it is.
        return reply.type('application/json; charset=utf-8').send(json as unknown as ListClubsResponse);
      },
    );

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
