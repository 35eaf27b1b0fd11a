/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections, or the connection dropped), as opposed to a query that is wrong. Checked through the
 * error's causes: drizzle wraps the driver's error.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
  'PGlite is closed',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      // Class 08: connection exception.
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (DRIVER_MESSAGES.some((text) => current instanceof Error && current.message.includes(text)))
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
