import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ListClubsResponse,
  listClubsQuerySchema,
  listClubsResponseSchema,
} from '../../shared/api/clubs-schema.ts';
import { defaultEventDate, todayIn } from '../../shared/dates.ts';
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
  };
