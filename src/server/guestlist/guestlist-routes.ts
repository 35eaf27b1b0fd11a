import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import {
  guestlistEntriesResponseSchema,
  guestlistEntrySchema,
  joinGuestlistBodySchema,
} from '../../shared/api/guestlist-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import { AppError } from '../http/errors.ts';
import { idParams, writeErrorSchemas } from '../http/route-schemas.ts';
import { isUuid } from '../http/uuid.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency.ts';
import { replyIdempotent, replyIdempotentCancel } from '../idempotency/idempotent-reply.ts';
import { toGuestlistEntry } from './entry-view.ts';
import { GUESTLIST_MESSAGES } from './guestlist-messages.ts';
import { findMemberEntries, findMemberEntry } from './guestlist-repository.ts';
import { cancelEntry, type GuestlistDeps, joinGuestlist } from './guestlist-service.ts';
import { type OfferDeps, respondToOffer, settleLapsedOf } from './offer-service.ts';

const entryNotFound = () => new AppError(404, 'entry_not_found', GUESTLIST_MESSAGES.entryNotFound);

/** The member's entry as the API shows it; someone else's (or a malformed id) is a 404. */
export async function readMemberEntry(deps: OfferDeps, userId: string, id: string, position?: number | null) {
  const read = () => (isUuid(id) ? findMemberEntry(deps.db, userId, id, position) : undefined);
  let found = await read();
  // An offer past its deadline is settled before it is shown (the job may not have run yet).
  if (found && (await settleLapsedOf(deps, [found]))) found = await read();
  if (!found) throw entryNotFound();
  return toGuestlistEntry(found, deps.clock());
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
          const { entryId, created, position, written } = await joinGuestlist(deps, user, request.body);
          const body = written
            ? toGuestlistEntry(written, deps.clock())
            : await readMemberEntry(deps, user.id, entryId, created ? position : undefined);
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
          read: (entryId) => readMemberEntry(deps, user.id, entryId),
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
        let rows = await findMemberEntries(db, user.id);
        if (await settleLapsedOf(deps, rows)) rows = await findMemberEntries(db, user.id);
        const now = deps.clock();
        return { entries: rows.map((row) => toGuestlistEntry(row, now)) };
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
        return readMemberEntry(deps, user.id, request.params.id);
      },
    );

    for (const [step, summary] of [
      ['claim', 'Claims the spot offered to the member’s waitlisted party: it is confirmed'],
      ['decline', 'Says no to the spot offered (NOT TONIGHT): the entry is cancelled, the spot passed on'],
    ] as const) {
      app.post(
        `/api/guestlist-entries/:id/${step}-offer`,
        {
          schema: {
            tags: ['guestlist'],
            summary,
            description:
              'Idempotent: repeating it answers the entry as it is. 409 `offer_lapsed` at or after the deadline, `offer_withdrawn`, `offer_declined`, `offer_claimed` or `no_offer` otherwise.',
            params: idParams,
            response: { 200: guestlistEntrySchema, ...writeErrorSchemas },
          },
        },
        async (request, reply) => {
          const user = requireUser(request);
          const { id } = request.params;
          if (!isUuid(id)) throw entryNotFound();
          await respondToOffer(deps, user.id, id, step);
          reply.header('cache-control', 'no-store');
          return readMemberEntry(deps, user.id, id);
        },
      );
    }
  };
