import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** A failure the client can act on; services throw it and only the HTTP layer maps it to a status. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.name = 'AppError';
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const PARTS: Record<string, string> = {
  querystring: 'query parameter',
  body: 'field',
  params: 'path parameter',
  headers: 'header',
};

export const UNAVAILABLE_MESSAGE =
  'Nightlist is briefly unavailable while its database reconnects. Please try again in a few seconds.';
/** Seconds a client should wait before trying again while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** During an outage every request fails the same way: one log line per this long tells the operator. */
const OUTAGE_LOG_INTERVAL_MS = 10_000;

export function errorBody(statusCode: number, code: string, message: string) {
  return { statusCode, code, error: REASONS[statusCode] ?? 'Error', message };
}

/** One place turns every failure into `{statusCode, code, error, message}`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  let lastOutageLog = 0;
  let unloggedOutages = 0;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = PARTS[error.validationContext ?? ''] ?? 'parameter';
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'is not valid',
      }));
      const message = fields
        .map(({ path, message }) => (path ? `The ${part} "${path}" ${message}.` : `The request ${message}.`))
        .join(' ');
      // `fields` lets a form show each message next to its field (paths like guestlistOptions.female.closesAt).
      return reply.status(400).send({ ...errorBody(400, 'invalid_request', message), fields });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      unloggedOutages += 1;
      if (Date.now() - lastOutageLog >= OUTAGE_LOG_INTERVAL_MS) {
        request.log.error({ err: error, requests: unloggedOutages }, 'Database unreachable: answering 503');
        lastOutageLog = Date.now();
        unloggedOutages = 0;
      }
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'service_unavailable', UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Request failed');
      return reply
        .status(status)
        .send(errorBody(status, 'internal_error', 'Something went wrong on our side. Please try again.'));
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limited, ...) carry messages meant for clients.
    return reply
      .status(status)
      .send(errorBody(status, (error.code ?? 'bad_request').toLowerCase(), error.message));
  });
}
