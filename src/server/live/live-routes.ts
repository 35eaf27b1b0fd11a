import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { computeRoles } from '../roles/roles-service.ts';
import type { LiveBus } from './live-bus.ts';

const HEARTBEAT_MS = 20_000;

/**
 * `GET /api/live`: Server-Sent Events for club and guestlist-date changes, and the signed-in
 * member's own changes. Needs registerCurrentSession in the same scope.
 */
export const liveRoutes =
  (bus: LiveBus, db: Database): FastifyPluginAsync =>
  async (app) => {
    const open = new Set<ServerResponse>();

    // Streams never end by themselves: close them first so shutdown is not held up.
    app.addHook('preClose', async () => {
      for (const response of open) response.end();
    });

    app.get(
      '/api/live',
      {
        schema: {
          tags: ['live'],
          summary:
            'Server-Sent Events stream of changes (event names: clubs, guestlist-dates, settings, me, night (staff only), resync)',
        },
      },
      async (request, reply) => {
        // Night events (a list changed) go to staff only; roles are read once, when the stream opens.
        const user = request.currentSession?.user;
        const staff = user ? (await computeRoles(db, user.phoneNumber, request.log)).door : false;
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // Tells nginx-style proxies not to buffer the stream.
          'x-accel-buffering': 'no',
        });
        // The browser waits this long before reconnecting after a drop.
        response.write('retry: 3000\n\n');
        open.add(response);

        // Read once, when the stream opens (the session is resolved by then): a member's own events
        // go only to their own streams; an anonymous stream gets public events only.
        const memberId = request.currentSession?.user.id;
        const unsubscribe = bus.subscribe((event) => {
          if (event.topic === 'me' && event.userId !== memberId) return;
          if (event.topic === 'night' && !staff) return;
          response.write(`event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`);
        });
        const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
        request.raw.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(response);
        });
      },
    );
  };
