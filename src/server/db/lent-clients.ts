import type pg from 'pg';

/**
 * Gives every connection of `pool` an 'error' listener of its own, for the time it is lent out.
 *
 * pg-pool listens for a connection's errors only while it is idle. A lent connection that loses its
 * server (a restart, a failover, a replica taken away) rejects the query under way and then emits
 * 'error' too; with no listener that event is an uncaught exception, and the process dies with every
 * request it was serving. The query's own rejection is what the caller handles; the pool drops the
 * broken connection when it comes back (pg-pool removes clients that are no longer queryable).
 */
export function keepLentClientErrors(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', ignoreLentClientError);
  });
}

function ignoreLentClientError(): void {
  // Reported by the query it interrupted, or by the pool's own 'error' event when idle.
}
