import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveEvent } from '../../shared/api/common-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { LIVE_HEARTBEAT_EVENT, LIVE_HEARTBEAT_MS } from '../../shared/live-heartbeat.ts';
import { mayAt, NO_ROLES } from '../../shared/roles.ts';
import type { AppContext } from '../app-deps.ts';
import { requestClientKey } from '../http/client-address.ts';
import { type StreamLimits, StreamSlots, takeStreamSlots } from './stream-slots.ts';

/** Added to `since`: the time the request spent travelling, and clocks read a moment apart. */
const SINCE_MARGIN_MS = 2_000;

const liveQuerySchema = z.object({
  since: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'cannot be negative' })
    .max(86_400_000, { error: 'can be at most a day (86400000 ms): reload the page instead' })
    .optional()
    .describe('How many milliseconds ago the page fetched its data: the changes since then are sent first'),
});

/** Counts the streams open in this process (a metrics gauge). */
export interface OpenStreamCount {
  inc(): void;
  dec(): void;
}

/**
 * `GET /api/live`: Server-Sent Events for club and guestlist-date changes, and the signed-in
 * member's own changes. Needs registerCurrentSession in the same scope.
 */
export const liveRoutes =
  ({ bus, config, metrics }: Pick<AppContext, 'bus' | 'config' | 'metrics'>): FastifyPluginAsyncZod =>
  async (app) => {
    const limits: StreamLimits = {
      perIp: config.LIVE_STREAMS_PER_IP,
      perSession: config.LIVE_STREAMS_PER_SESSION,
    };
    const openStreams: OpenStreamCount = metrics.liveStreams;
    const open = new Set<ServerResponse>();
    const slots = { ip: new StreamSlots(limits.perIp), session: new StreamSlots(limits.perSession) };

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
            'Server-Sent Events stream of changes (event names: clubs, guestlist-dates, settings, me, night (staff only), resync, heartbeat)',
          querystring: liveQuerySchema,
          response: { 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { since } = request.query;
        const receivedAt = performance.now();
        const release = takeStreamSlots(slots, limits, {
          ip: requestClientKey(request),
          session: request.currentSession?.session.tokenHash,
        });
        // Whatever the stream holds is let go once, when the client goes, even during the await below.
        const cleanups = [release];
        const cleanUp = () => {
          for (const cleanup of cleanups.splice(0)) cleanup();
        };
        request.raw.once('close', cleanUp);
        // Night events (a list changed) go only to staff of that club; roles are read once, with the session.
        const roles = request.currentSession?.roles ?? NO_ROLES;
        if (request.raw.destroyed) {
          reply.hijack();
          return cleanUp();
        }
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
        const send = (event: LiveEvent) => {
          if (event.topic === 'me' && event.userId !== memberId) return;
          // A night's staff: its door and managers, and its promoters (whose guests arrive live).
          if (
            event.topic === 'night' &&
            !mayAt(roles, 'door', event.clubId) &&
            !mayAt(roles, 'promote', event.clubId)
          )
            return;
          response.write(`event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`);
        };
        // What changed between the page's first fetch and this stream opening (the same tick as the
        // subscription, so nothing falls between the two); a resync when this process cannot tell.
        if (since !== undefined) {
          const missed = bus.eventsSince(since + SINCE_MARGIN_MS + (performance.now() - receivedAt));
          if (missed === null) send({ topic: 'resync' });
          else for (const event of missed) send(event);
        }
        const unsubscribe = bus.subscribe(send);
        // An event the page can see (not a comment): its absence tells the page the connection died.
        const heartbeat = setInterval(
          () => response.write(`event: ${LIVE_HEARTBEAT_EVENT}\ndata: {}\n\n`),
          LIVE_HEARTBEAT_MS,
        );
        openStreams.inc();
        cleanups.push(
          () => clearInterval(heartbeat),
          unsubscribe,
          () => open.delete(response),
          () => openStreams.dec(),
        );
      },
    );
  };
