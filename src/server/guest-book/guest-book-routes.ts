import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUEST_BOOK_PAGE,
  GUEST_NIGHTS_PAGE,
  type GuestBookRow,
  guestBookQuerySchema,
  guestBookResponseSchema,
  guestBookScopeSchema,
  guestNightsQuerySchema,
  guestNightsResponseSchema,
  guestProfileParamsSchema,
  guestProfileResponseSchema,
} from '../../shared/api/admin/guest-book-schema.ts';
import { requireManager } from '../auth/require-role.ts';
import type { StaffDeps, StaffReadDeps } from '../auth/staff-deps.ts';
import { AppError } from '../http/errors.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import { isUuid } from '../http/uuid.ts';
import { findUserById } from '../profile/users-repository.ts';
import {
  decodeGuestBookCursor,
  decodeNightsCursor,
  encodeGuestBookCursor,
  encodeNightsCursor,
} from './guest-book-cursor.ts';
import { guestBookExportRoute } from './guest-book-export.ts';
import { findGuestRecord, type GuestBookScope } from './guest-book-repository.ts';
import { guestBookPage, openGuestBook, toGuestBookRow } from './guest-book-service.ts';
import { findGuestNights, findGuestPromoters, hasGuestActivity } from './guest-nights.ts';

const scopeView = (scope: GuestBookScope) => ({ kind: scope.kind, id: scope.id, name: scope.name });

const guestNotFound = () =>
  new AppError(
    404,
    'guest_not_found',
    'No guest with this id has been to these clubs. Search the guest book.',
  );

/** The guest book (docs/decisions/040): a list with search, filters and sorts, a guest's profile and nights. */
export const adminGuestBookRoutes =
  (deps: StaffReadDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, readDb, clock } = deps;

    app.get(
      '/api/admin/guest-book',
      {
        schema: {
          tags: ['admin'],
          summary: 'A page of the guest book of a venue or club: search, filter, sort, keyset paging',
          querystring: guestBookQuerySchema,
          response: { 200: guestBookResponseSchema, ...staffErrorSchemas },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, db);
        const { q, filter, sort, cursor } = request.query;
        const after = decodeGuestBookCursor(cursor, sort);
        const now = clock();
        const { scope, through, adding } = await openGuestBook(db, staff, request.query, now);
        const page = await guestBookPage(readDb, scope, { q, filter, sort }, after, GUEST_BOOK_PAGE, now);
        reply.header('cache-control', 'no-store');
        return {
          scope: scopeView(scope),
          through,
          adding,
          guests: page.rows.map(toGuestBookRow),
          nextCursor: page.next ? encodeGuestBookCursor(page.next) : null,
        };
      },
    );

    await app.register(guestBookExportRoute(deps));

    app.get(
      '/api/admin/guest-book/:userId',
      {
        schema: {
          tags: ['admin'],
          summary: 'A guest’s profile at a venue or club: figures and the promoters they came with',
          params: guestProfileParamsSchema,
          querystring: guestBookScopeSchema,
          response: { 200: guestProfileResponseSchema, ...staffErrorSchemas },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, db);
        const { userId } = request.params;
        const { scope } = await openGuestBook(db, staff, request.query, clock());
        if (!isUuid(userId)) throw guestNotFound();
        const record = await findGuestRecord(db, scope, userId);
        if (!record && !(await hasGuestActivity(db, scope.clubIds, userId))) throw guestNotFound();
        const guest = record ? toGuestBookRow(record) : await newGuestRow(db, userId);
        reply.header('cache-control', 'no-store');
        return {
          scope: scopeView(scope),
          guest,
          promoters: await findGuestPromoters(db, scope.clubIds, userId),
        };
      },
    );

    app.get(
      '/api/admin/guest-book/:userId/nights',
      {
        schema: {
          tags: ['admin'],
          summary: 'A guest’s parties and tables at a venue or club, newest first, paged',
          params: guestProfileParamsSchema,
          querystring: guestNightsQuerySchema,
          response: { 200: guestNightsResponseSchema, ...staffErrorSchemas },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, db);
        const { userId } = request.params;
        const after = decodeNightsCursor(request.query.cursor);
        const { scope } = await openGuestBook(db, staff, request.query, clock());
        if (!isUuid(userId)) throw guestNotFound();
        const found = await findGuestNights(db, scope.clubIds, userId, after, GUEST_NIGHTS_PAGE + 1);
        if (found.length === 0 && !after) throw guestNotFound();
        const nights = found.slice(0, GUEST_NIGHTS_PAGE);
        const last = nights.at(-1);
        reply.header('cache-control', 'no-store');
        return {
          nights: nights.map(({ id: _id, ...night }) => night),
          nextCursor:
            found.length > GUEST_NIGHTS_PAGE && last
              ? encodeNightsCursor({ date: last.date, id: last.id })
              : null,
        };
      },
    );
  };

/** A guest whose first night here is not over yet: no figures so far. */
async function newGuestRow(db: StaffDeps['db'], userId: string): Promise<GuestBookRow> {
  const user = await findUserById(db, userId);
  if (!user) throw guestNotFound();
  return {
    userId,
    name: `${user.firstName} ${user.lastName}`.trim() || 'A guest',
    phoneNumber: user.phoneNumber,
    figures: {
      visits: 0,
      arrivedPeople: 0,
      guestlistNoShows: 0,
      tableNoShows: 0,
      cancellations: 0,
      tables: 0,
      spendCents: 0,
      depositsKeptCents: 0,
      cashbackCents: 0,
      firstVisit: null,
      lastVisit: null,
      lastSeen: null,
      typicalPartySize: null,
      ladiesShare: null,
    },
  };
}
