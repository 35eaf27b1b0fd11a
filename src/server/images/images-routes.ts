import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubImageSchema } from '../../shared/api/clubs-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { requireManagerOf } from '../auth/require-role.ts';
import type { Config } from '../config/config.ts';
import { AppError, errorBody } from '../http/errors.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import { isUuid } from '../http/uuid.ts';
import { toClubImage } from './club-image-view.ts';
import { findClubImage } from './club-images-repository.ts';
import { type ClubImagesDeps, removeClubImage, setClubImage } from './club-images-service.ts';
import { IMAGE_MESSAGES as M } from './image-messages.ts';
import { createImageStorage, type ImageStorage } from './image-storage.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const FILE = /^([a-f0-9]{12})-(\d{2,4})\.webp$/;
const errors = { ...staffErrorSchemas, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema };
const imageResponse = z.object({ image: clubImageSchema.nullable() });

/** Reads a raw body up to the limit; refuses a larger one as soon as it is known to be larger. */
async function readLimited(payload: NodeJS.ReadableStream, declared: number): Promise<Buffer> {
  if (declared > MAX_UPLOAD_BYTES) throw new AppError(413, 'image_too_large', M.tooLarge);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > MAX_UPLOAD_BYTES) throw new AppError(413, 'image_too_large', M.tooLarge);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * Club photos. Admins `PUT /api/admin/clubs/{id}/image` with the photo as the raw request body
 * (`Content-Type: image/jpeg`, `image/png`, `image/webp` or `image/avif`; the type is checked by the
 * bytes, not the header) and `DELETE` it; anyone `GET`s the resized variants under `/images/`.
 */
/** The photo service's deps but the storage, which the config chooses (or a test passes). */
export type ImagesDeps = Omit<ClubImagesDeps, 'storage'> & { config: Config };

export const imagesRoutes =
  (deps: ImagesDeps, storage: ImageStorage = createImageStorage(deps.config)): FastifyPluginAsyncZod =>
  async (app) => {
    const service: ClubImagesDeps = { db: deps.db, clock: deps.clock, storage, logger: deps.logger };

    // This plugin's own scope: any body, read raw (and only here), so the bytes decide the type.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      async (request: { headers: Record<string, unknown> }, payload: NodeJS.ReadableStream) =>
        readLimited(payload, Number(request.headers['content-length'] ?? 0)),
    );

    // Storage keys hold the id as PostgreSQL writes it, in lower case; the database itself matches
    // either case, so an upper-case id found the club and then no key (the fuzz test's 500).
    const clubIdOf = (id: string) => {
      if (!isUuid(id)) throw new AppError(404, 'club_not_found', M.clubNotFound);
      return id.toLowerCase();
    };

    app.get(
      '/api/admin/clubs/:id/image',
      {
        schema: {
          tags: ['admin'],
          summary: "A club's photo (null when it has none)",
          params: z.object({ id: z.string() }),
          response: { 200: imageResponse, ...errors },
        },
      },
      async (request, reply) => {
        await requireManagerOf(request, deps.db, request.params.id);
        reply.header('cache-control', 'no-store');
        const row = await findClubImage(deps.db, clubIdOf(request.params.id));
        return { image: row ? toClubImage(row) : null };
      },
    );

    app.put(
      '/api/admin/clubs/:id/image',
      {
        // Fastify's own limit stays above ours, so the message people see is ours (readLimited).
        bodyLimit: MAX_UPLOAD_BYTES + 1024,
        schema: {
          tags: ['admin'],
          summary: "Sets or replaces a club's photo: the raw JPEG, PNG, WebP or AVIF bytes, up to 10 MB",
          description:
            'Send the file as the request body with its image content type (no multipart). It is resized to ' +
            'WebP variants 400, 800 and 1200 pixels wide (never upscaled), EXIF removed, orientation applied.',
          params: z.object({ id: z.string() }),
          response: { 200: imageResponse, ...errors },
        },
      },
      async (request) => {
        const actor = await requireManagerOf(request, deps.db, request.params.id);
        const clubId = clubIdOf(request.params.id);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new AppError(415, 'unsupported_image', M.notAnImage);
        return { image: toClubImage(await setClubImage(service, actor, clubId, request.body)) };
      },
    );

    app.delete(
      '/api/admin/clubs/:id/image',
      {
        schema: {
          tags: ['admin'],
          summary: "Removes a club's photo",
          params: z.object({ id: z.string() }),
          response: { 200: imageResponse, ...errors },
        },
      },
      async (request) => {
        const actor = await requireManagerOf(request, deps.db, request.params.id);
        await removeClubImage(service, actor, clubIdOf(request.params.id));
        return { image: null };
      },
    );

    app.get(
      '/images/clubs/:clubId/:file',
      {
        schema: {
          tags: ['clubs'],
          summary:
            'One resized club photo (WebP); the address changes with every upload, so it is cached forever',
          params: z.object({ clubId: z.string(), file: z.string() }),
          response: {
            200: {
              description: 'The photo (Cache-Control: immutable, with an ETag)',
              content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
            },
            304: z.null().describe('Not modified: the If-None-Match ETag is this photo'),
            404: apiErrorSchema.describe('No such photo: a wrong address, or one replaced and deleted'),
          },
        },
      },
      async (request, reply) => {
        const { clubId, file } = request.params;
        const match = FILE.exec(file);
        const notFound = () =>
          reply
            .status(404)
            .header('cache-control', 'no-cache')
            .send(errorBody(404, 'not_found', M.noSuchPhoto));
        if (!isUuid(clubId) || !match) return notFound();
        // One key holds one version of one width forever: its name is a strong validator.
        const etag = `"${match[1]}-${match[2]}"`;
        if (request.headers['if-none-match'] === etag) {
          return reply
            .status(304)
            .header('etag', etag)
            .header('cache-control', 'public, max-age=31536000, immutable')
            .send(null);
        }
        const stored = await storage.get(`clubs/${clubId.toLowerCase()}/${file}`);
        if (!stored) return notFound();
        return (
          reply
            .header('content-type', 'image/webp')
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('etag', etag)
            .header('x-content-type-options', 'nosniff')
            // Bytes are sent as they are: the typed send only knows the JSON bodies.
            .send(stored.body as never)
        );
      },
    );
  };
