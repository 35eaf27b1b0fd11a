import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import {
  guestlistEntriesResponseSchema,
  guestlistEntrySchema,
  joinGuestlistBodySchema,
} from '../../shared/api/guestlist-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { idParams, writeErrorSchemas } from '../http/route-schemas.ts';
import { isUuid } from '../http/uuid.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency.ts';
import { replyIdempotent, replyIdempotentCancel } from '../idempotency/idempotent-reply.ts';
import { toGuestlistEntry } from './entry-view.ts';
import { GUESTLIST_MESSAGES } from './guestlist-messages.ts';
import { findMemberEntries, findMemberEntry } from './guestlist-repository.ts';
import { cancelEntry, type GuestlistDeps, joinGuestlist } from './guestlist-service.ts';

const entryNotFound = () => new AppError(404, 'entry_not_found', GUESTLIST_MESSAGES.entryNotFound);

/** The member's entry as the API shows it; someone else's (or a malformed id) is a 404. */
export async function readMemberEntry(db: Database, userId: string, id: string, position?: number | null) {
  const found = isUuid(id) ? await findMemberEntry(db, userId, id, position) : undefined;
  if (!found) throw entryNotFound();
  return toGuestlistEntry(found);
}

/** Joining, listing and cancelling the signed-in member's guestlist entries. */
export const guestlistRoutes =
  (deps: GuestlistDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      '/api/guestlist-entries',
      {
        schema: {
          tags: ['guestlist'],
          summary: 'Joins a club’s guestlist for a night (201 created, 200 already on it)',
          headers: idempotencyHeadersSchema,
          body: joinGuestlistBodySchema,
          response: { 200: guestlistEntrySchema, 201: guestlistEntrySchema, ...writeErrorSchemas },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const call = {
          db,
          userId: user.id,
          scope: 'POST /api/guestlist-entries',
          body: request.body,
          now: deps.clock(),
        };
        return replyIdempotent(request, reply, call, async () => {
          const { entryId, created, position, written } = await joinGuestlist(deps, user.id, request.body);
          const body = written
            ? toGuestlistEntry(written)
            : await readMemberEntry(db, user.id, entryId, created ? position : undefined);
          return { status: created ? 201 : 200, body };
        });
      },
    );

    app.post(
      '/api/guestlist-entries/:id/cancel',
      {
        schema: {
          tags: ['guestlist'],
          summary: 'Cancels the member’s entry and promotes the waitlist in queue order',
          headers: idempotencyHeadersSchema,
          params: idParams,
          response: { 200: guestlistEntrySchema, ...writeErrorSchemas },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { id } = request.params;
        const call = {
          db,
          userId: user.id,
          scope: `POST /api/guestlist-entries/${id}/cancel`,
          now: deps.clock(),
        };
        return replyIdempotentCancel(request, reply, call, {
          id,
          isValidId: isUuid,
          notFound: entryNotFound,
          cancel: (entryId) => cancelEntry(deps, user.id, entryId),
          read: (entryId) => readMemberEntry(db, user.id, entryId),
        });
      },
    );

    app.get(
      '/api/guestlist-entries',
      {
        schema: {
          tags: ['guestlist'],
          summary: 'The member’s guestlist entries, newest night first',
          response: { 200: guestlistEntriesResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { entries: (await findMemberEntries(db, user.id)).map(toGuestlistEntry) };
      },
    );

    app.get(
      '/api/guestlist-entries/:id',
      {
        schema: {
          tags: ['guestlist'],
          summary: 'One of the member’s guestlist entries',
          params: idParams,
          response: { 200: guestlistEntrySchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return readMemberEntry(db, user.id, request.params.id);
      },
    );
  };
