import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { installPlainValidationMessages, isInputPart, validationSentence } from './validation-messages.ts';

/**
 * A failure the client can act on: a stable `code`, a message that says what to fix, and the HTTP
 * status, chosen where the rule that failed lives. Where status codes are chosen:
 *
 * - A service that refuses (not found, a conflict with the night's state, a limit) throws an
 *   AppError with its status: the status is part of the API contract each route documents in its
 *   response schema, and the rule that knows why it refused knows which of 404/409/422/429 it is.
 *   Services never see Fastify: no `reply`, no `request`.
 * - A route throws an AppError for what only the HTTP layer knows (an id that is not a UUID, a
 *   role the caller lacks, a missing session).
 * - Malformed input never reaches either: schemas and hooks answer 400 through the handler below.
 * - This file's handler is the only place that turns a failure into a response body, and the only
 *   one that answers 5xx (503 while the database is away, 500 for everything unexpected); the
 *   readiness probe's 503 is an answer, not a failure.
 */
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
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
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
  // Schemas without a message of their own are refused in plain words too (see plainIssueMessage).
  installPlainValidationMessages();
  let lastOutageLog = 0;
  let unloggedOutages = 0;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = isInputPart(error.validationContext) ? error.validationContext : 'body';
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'is not valid',
      }));
      const message = fields.map(({ path, message }) => validationSentence(part, path, message)).join(' ');
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
