import type { FastifyInstance } from 'fastify';

/**
 * Where a server process is in its life: serving; draining (told to stop: readiness fails so the
 * balancer moves traffic away, but every request is still served); closing (no new connections,
 * what is in flight finishes).
 */
export type ServingPhase = 'serving' | 'draining' | 'closing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness fails from now on, so a load balancer stops sending traffic before the server closes. */
    markShuttingDown(): void;
    servingPhase(): ServingPhase;
  }
}

/**
 * Registered first, so its hook reaches every route. While draining or closing, every answer says
 * `Connection: close`: a client (or balancer) holding a kept-alive connection to this process opens
 * its next one through the balancer, which by then sends it to another process. Nothing is closed
 * under a client: a connection ends after an answer, never while a request may be on its way.
 */
export function registerDraining(app: FastifyInstance): void {
  let phase: ServingPhase = 'serving';
  app.decorate('servingPhase', () => phase);
  app.decorate('markShuttingDown', () => {
    if (phase === 'serving') phase = 'draining';
  });
  app.addHook('preClose', async () => {
    phase = 'closing';
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (phase !== 'serving') reply.header('connection', 'close');
    return payload;
  });
}

/**
 * A graceful stop (decision 047): readiness answers 503 and the process keeps serving until `drained`
 * settles (the drain window: longer than the balancer takes to notice); then `app.close()` stops
 * accepting connections, ends the live streams with a reconnect hint (live-routes.ts), closes idle
 * kept-alive connections (Fastify 5's `forceCloseConnections: 'idle'`, its default on Node 20+) and
 * waits for the requests in flight, which are answered normally. A request that arrives on an open
 * connection after that gets Fastify's 503 (`return503OnClosing`); none should, as every answer of
 * the drain window closed its connection.
 */
export async function drainAndClose(app: FastifyInstance, drained: Promise<unknown>): Promise<void> {
  app.markShuttingDown();
  await drained;
  await app.close();
}
