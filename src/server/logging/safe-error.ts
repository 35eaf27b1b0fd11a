/**
 * What of an error may be logged. Database errors carry the values of the failed query: drizzle puts
 * every parameter in its message ("params: Ana,ana@example.com,…") and in `params`, and PostgreSQL
 * quotes the offending value in its message and `detail`. A log is read by more people, and kept
 * longer, than the database it describes: only the query's shape, the SQLSTATE and names of tables,
 * columns and constraints are kept, and what looks like an email address or a phone number in any
 * message is masked.
 */

/** Fields that name things (codes, tables, routines), never values. */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'statusCode',
  'status',
] as const;

const MAX_CAUSE_DEPTH = 4;

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
// Numbers as we store them (+12125550100) or as people write them (+1 212 555 0100).
const PHONE = /\+\d[\d ]{7,17}\d/g;

/** Masks what looks personal in free text: emails and phone-number-like runs of digits. */
export function maskPersonal(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[number]');
}

/** A database message without the value it quotes: `invalid input syntax for type uuid: "…"`. */
function withoutQuotedValue(message: string): string {
  return message.replace(/: ".*"$/s, ': "[value]"').replace(/=\(.*\)/s, '=([value])');
}

function isQueryError(error: Record<string, unknown>): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.severity === 'string' || typeof error.routine === 'string';
}

export function safeError(value: unknown, depth = 0): SafeError | string | unknown {
  if (typeof value === 'string') return maskPersonal(value);
  if (!(value instanceof Error)) return value;
  const error = value as Error & Record<string, unknown>;
  let message = error.message;
  // PGlite's own error carries the query and its params too: its message is still worth keeping.
  if (isDatabaseError(error)) message = withoutQuotedValue(message);
  else if (isQueryError(error)) message = 'Failed query';
  message = maskPersonal(message);
  const safe: SafeError = { type: error.constructor?.name ?? error.name, message };
  if (typeof error.query === 'string') safe.query = error.query;
  for (const field of SAFE_FIELDS) {
    if (error[field] !== undefined && error[field] !== null) safe[field] = error[field];
  }
  if (typeof error.stack === 'string') {
    // The stack's first lines repeat the original message; the frames below it hold no data.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [`${safe.type}: ${message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    safe.cause = safeError(error.cause, depth + 1) as SafeError;
  }
  return safe;
}
