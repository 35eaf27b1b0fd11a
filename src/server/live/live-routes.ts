import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveEvent } from '../../shared/api/common-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { LIVE_HEARTBEAT_EVENT, LIVE_HEARTBEAT_MS } from '../../shared/live-heartbeat.ts';
import { mayAt, NO_ROLES } from '../../shared/roles.ts';
import type { Config } from '../config/config.ts';
import { requestClientKey } from '../http/client-address.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { LIVE_REPLAY_WINDOW_MS, LIVE_RESUME_MARGIN_MS, type LiveBus } from './live-bus.ts';
import { LIVE_EVENT_ID_MAX_LENGTH } from './live-event-id.ts';
import { type StreamLimits, StreamSlots, takeStreamSlots } from './stream-slots.ts';

/** Added to `since`: the time the request spent travelling, and clocks read a moment apart. */
const SINCE_MARGIN_MS = 2_000;
/** How long a client waits before reconnecting after a drop (the SSE `retry:` field). */
const RETRY_MS = 3_000;
/** The reconnection delay a stream is ended with when its process stops: from 0.5 to 2.5 s. */
export const CLOSING_RETRY_MIN_MS = 500;
export const CLOSING_RETRY_SPREAD_MS = 2_000;
const closingRetryMs = () => CLOSING_RETRY_MIN_MS + Math.floor(Math.random() * CLOSING_RETRY_SPREAD_MS);

const liveQuerySchema = z.object({
  since: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'cannot be negative' })
    .max(86_400_000, { error: 'can be at most a day (86400000 ms): reload the page instead' })
    .optional()
    .describe('How many milliseconds ago the page fetched its data: the changes since then are sent first'),
});

// Any string is accepted: an id we cannot read is answered with a resync, never refused, as it is
// the browser that sends it on its own reconnects and nobody could fix it.
const liveHeadersSchema = z.looseObject({
  'last-event-id': z
    .string()
    .optional()
    .describe(
      `The id of the last event received (browsers send it when they reconnect by themselves): the events after it are sent first, or a resync when the server cannot tell (an id it cannot read, up to ${LIVE_EVENT_ID_MAX_LENGTH} characters, or missed events over ${LIVE_REPLAY_WINDOW_MS / 1000} s old); never an error. Wins over since.`,
    ),
});

const STREAM_DESCRIPTION = [
  [
    `A Server-Sent Events stream that stays open. It starts with \`retry: ${RETRY_MS}\`, then the events`,
    'the client missed (see since and Last-Event-ID), then an `id:` line alone: where the stream starts.',
    'Each event is `id: <id>`, `event: <topic>` and `data: <JSON>`; the JSON has the same `topic`',
    '(clubs, guestlist-dates, settings, me, night, resync). Every event means "refetch this", so one',
    'received twice is harmless; `resync` means the server cannot tell what was missed: refetch',
    `everything. A \`heartbeat\` event (data \`{}\`) comes every ${LIVE_HEARTBEAT_MS / 1000} s.`,
  ].join(' '),
  [
    'Ids are `<process>.<sequence>.<milliseconds>` and grow along a stream; a heartbeat carries the',
    'current one. To resume, reconnect with the last id received in `Last-Event-ID` (browsers do so',
    'themselves): the process that gave it resends exactly the events after it; another process',
    `resends what it received from ${LIVE_RESUME_MARGIN_MS / 1000} s before the id's time on. Either`,
    `sends a resync instead when it cannot tell (over ${LIVE_REPLAY_WINDOW_MS / 1000} s ago, too many`,
    'events, a restart, an id it cannot read).',
  ].join(' '),
].join('\n\n');

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
  ({ bus, config, metrics }: { bus: LiveBus; config: Config; metrics: Metrics }): FastifyPluginAsyncZod =>
  async (app) => {
    const limits: StreamLimits = {
      perIp: config.LIVE_STREAMS_PER_IP,
      perSession: config.LIVE_STREAMS_PER_SESSION,
    };
    const openStreams: OpenStreamCount = metrics.liveStreams;
    const open = new Set<ServerResponse>();
    const slots = { ip: new StreamSlots(limits.perIp), session: new StreamSlots(limits.perSession) };

    // Streams never end by themselves: close them first so shutdown is not held up. Each ends with
    // a short `retry:`, spread out so the clients of a stopping process do not all reconnect (and
    // refetch) in the same instant: the balancer sends them to another process, which resumes each
    // from its Last-Event-ID (decision 047).
    app.addHook('preClose', async () => {
      for (const response of open) response.end(`retry: ${closingRetryMs()}\n\n`);
    });

    app.get(
      '/api/live',
      {
        schema: {
          tags: ['live'],
          summary:
            'Server-Sent Events stream of changes (event names: clubs, guestlist-dates, settings, me, night (staff only), resync, heartbeat)',
          querystring: liveQuerySchema,
          headers: liveHeadersSchema,
          response: {
            200: {
              description: STREAM_DESCRIPTION,
              content: { 'text/event-stream': { schema: z.string() } },
            },
            400: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { since } = request.query;
        // An empty id is none: browsers send no header then, and it is what `id:` alone resets to.
        const lastEventId = request.headers['last-event-id'] || undefined;
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
        response.write(`retry: ${RETRY_MS}\n\n`);
        open.add(response);

        // Read once, when the stream opens (the session is resolved by then): a member's own events
        // go only to their own streams; an anonymous stream gets public events only.
        const memberId = request.currentSession?.user.id;
        const send = (event: LiveEvent, id: string) => {
          if (event.topic === 'me' && event.userId !== memberId) return;
          // A night's staff: its door and managers, and its promoters (whose guests arrive live).
          if (
            event.topic === 'night' &&
            !mayAt(roles, 'door', event.clubId) &&
            !mayAt(roles, 'promote', event.clubId)
          )
            return;
          response.write(`id: ${id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`);
        };
        // What the client missed, sent in the same tick as the subscription so nothing falls between
        // the two: after the last event it saw (a reconnect; the browser's own reconnects repeat the
        // first URL's `since`, long out of date, so the id wins), or since its page fetched its data.
        // Null when this process cannot tell.
        const missed =
          lastEventId !== undefined
            ? bus.eventsAfter(lastEventId)
            : since !== undefined
              ? bus.eventsSince(since + SINCE_MARGIN_MS + (performance.now() - receivedAt))
              : [];
        // Where this stream starts, so that even a drop before its first event resumes correctly.
        const position = bus.position();
        if (missed === null) send({ topic: 'resync' }, position);
        else {
          for (const { event, id } of missed) send(event, id);
          response.write(`id: ${position}\n\n`);
        }
        const unsubscribe = bus.subscribe(send);
        // An event the page can see (not a comment): its absence tells the page the connection died.
        // It carries the current position: every event up to it was sent (or was not for this
        // client), and a recent id can still be resumed by another process, which goes by time.
        const heartbeat = setInterval(
          () => response.write(`id: ${bus.position()}\nevent: ${LIVE_HEARTBEAT_EVENT}\ndata: {}\n\n`),
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
