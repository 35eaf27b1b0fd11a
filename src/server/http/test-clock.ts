import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The header an end-to-end journey sends to be served at another instant (ISO 8601), with TEST_CLOCK
 * on. The journeys run against a real server on the wall clock, and some steps belong to a night
 * that has not come yet (completing a table is possible only from its arrival time); per request,
 * so the journeys running beside it keep the real time.
 */
export const TEST_CLOCK_HEADER = 'x-test-clock';

const requestInstant = new AsyncLocalStorage<Date>();

/** `clock`, except while serving a request that asked for another instant. */
export function withRequestClock(clock: () => Date): () => Date {
  return () => requestInstant.getStore() ?? clock();
}

/**
 * Serves each request carrying the header at the instant it names. Registered first: every hook and
 * handler after it runs inside the request's store, as do the promises they start.
 */
export function registerTestClock(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const value = request.headers[TEST_CLOCK_HEADER];
    const instant = typeof value === 'string' ? new Date(value) : null;
    if (!instant || Number.isNaN(instant.getTime())) return done();
    requestInstant.run(instant, done);
  });
}
