import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import {
  type AppNotification,
  markNotificationsReadBodySchema,
  notificationsResponseSchema,
} from '../../shared/api/guestlist-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import {
  countOwned,
  countUnread,
  findNotifications,
  markRead,
  type NotificationRow,
} from '../notifications/notifications-repository.ts';

/** The /notifications page shows the latest ones; older ones are still counted as unread. */
const LIST_LIMIT = 100;

const NOTIFICATION_NOT_FOUND = 'No such notification.';

function toView(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind as AppNotification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const notificationsRoutes =
  ({ db, clock }: { db: Database; clock: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: 'The member’s in-app notifications, newest first, and the unread count',
          response: { 200: notificationsResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const [rows, unreadCount] = await Promise.all([
          findNotifications(db, user.id, LIST_LIMIT),
          countUnread(db, user.id),
        ]);
        reply.header('cache-control', 'no-store');
        return { notifications: rows.map(toView), unreadCount };
      },
    );

    app.get(
      '/api/notifications/unread-count',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Just the unread count, for the header badge on every page',
          response: { 200: z.object({ unreadCount: z.number().int() }), 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { unreadCount: await countUnread(db, user.id) };
      },
    );

    app.post(
      '/api/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Marks the given notifications (or all) read; answers with the unread count',
          body: markNotificationsReadBodySchema,
          response: {
            200: z.object({ unreadCount: z.number().int() }),
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const ids = request.body.ids ? [...new Set(request.body.ids)] : undefined;
        // Someone else's notification is answered like a missing one, and nothing is marked.
        if (ids && ids.length > 0 && (await countOwned(db, user.id, ids)) !== ids.length)
          throw new AppError(404, 'notification_not_found', NOTIFICATION_NOT_FOUND);
        await markRead(db, user.id, ids, clock());
        reply.header('cache-control', 'no-store');
        return { unreadCount: await countUnread(db, user.id) };
      },
    );
  };
