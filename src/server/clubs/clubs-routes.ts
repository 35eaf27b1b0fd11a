import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ListClubsResponse,
  listClubsQuerySchema,
  listClubsResponseSchema,
} from '../../shared/api/clubs-schema.ts';
import { defaultEventDate, todayIn } from '../../shared/dates.ts';
import type { Config } from '../config/config.ts';
import { type ClubsCatalog, type ContentEncoding, encodedPage } from './clubs-catalog.ts';

/** Below this, compression saves less than its headers and its time cost. */
const COMPRESS_FROM_BYTES = 1024;
// No cache: its keys would be whatever headers clients send.
const encodings = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip'] });

function negotiateEncoding(header: string | undefined): ContentEncoding | undefined {
  return header ? (encodings.negotiate(header) ?? undefined) : undefined;
}

export const clubsRoutes =
  ({ catalog, config }: { catalog: ClubsCatalog; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const defaultTimeZone = config.DEFAULT_TIME_ZONE;
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
        const { gender, type, offset } = request.query;
        const date = request.query.date ?? defaultEventDate(todayIn(catalog.clock(), defaultTimeZone));
        // Closing states change with the clock: never serve this from a cache without asking.
        reply.header('cache-control', 'no-cache');
        reply.header('vary', 'accept-encoding');
        // Already serialised (and cached, and compressed once) by the catalog; the schema above
        // documents its shape.
        const page = await catalog.listPage({ date, gender, type }, offset);
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        let body = page.json;
        if (encoding && page.json.length >= COMPRESS_FROM_BYTES) {
          body = await encodedPage(page, encoding);
          reply.header('content-encoding', encoding);
        }
        // Typed as the documented object; Fastify sends a Buffer with a JSON content type as it is.
        return reply.type('application/json; charset=utf-8').send(body as unknown as ListClubsResponse);
      },
    );
  };
