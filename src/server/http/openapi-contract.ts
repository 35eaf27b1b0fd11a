import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import type { ZodType } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';

/** The session cookie, as the document's security scheme names it. */
export const SESSION_SECURITY_SCHEME = 'session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The operations that answer without the database, so never with its outage's 503. */
const WITHOUT_DATABASE = new Set(['/api/health/live']);

/** Answers that the shared guards give on any route of a kind, whatever its own handler does. */
const GUARD_ANSWERS = {
  badRequest: apiErrorSchema.describe(
    'The request is invalid: `message` says what to fix, `fields` (when given) lists each field with its own message',
  ),
  crossOrigin: apiErrorSchema.describe(
    'A state-changing request from another site (cross-origin) is refused',
  ),
  tooLarge: apiErrorSchema.describe('The request body is larger than this operation accepts'),
  uriTooLong: apiErrorSchema.describe(
    'A part of the address (an id) is longer than any this operation knows',
  ),
  unsupportedType: apiErrorSchema.describe('The request body is not in a format this operation accepts'),
  unavailable: apiErrorSchema.describe(
    'The database cannot be reached for a moment (an outage, a failover): nothing was changed; try again after Retry-After seconds',
  ),
  tooMany: apiErrorSchema.describe(
    'Too many requests from this connection: `message` says how long to wait (every API operation shares one limit per client address)',
  ),
};

type Responses = Record<string, unknown>;
type Schema = {
  hide?: boolean;
  operationId?: string;
  security?: readonly Record<string, readonly string[]>[];
  response?: Responses;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
};

/** `GET /api/admin/clubs/:clubId/dates` → `getAdminClubsDatesByClubId`: unique, readable and URL-safe. */
export function operationIdFor(method: string, url: string): string {
  const words: string[] = [];
  const params: string[] = [];
  for (const segment of url.split('/').filter(Boolean)) {
    if (segment === 'api') continue;
    if (segment.startsWith(':')) params.push(segment.slice(1));
    else if (segment === '*') params.push('path');
    else words.push(...segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  }
  const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const by = params.length > 0 ? `By${params.map(pascal).join('And')}` : '';
  return `${method.toLowerCase()}${words.map(pascal).join('')}${by}`;
}

/**
 * Completes each API route's OpenAPI description with what the app's shared parts do to it, so the
 * document says what the server really answers, which clients rely on: the per-address limit's 429 on every API
 * operation, the outage's 503 on every one that uses the database, the schema check's 400 wherever there is input, 414 where the path has a parameter, 413/415
 * and the same-origin 403 on every state-changing operation, the session cookie as the security requirement of operations that answer 401, and an
 * operationId. What a route declares itself is kept. Register before the routes (an onRoute hook only
 * sees routes added after it).
 */
export function registerOpenApiContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Schema | undefined;
    if (!schema || schema.hide) return;
    const methods = [route.method].flat().map(String);
    const response: Responses = { ...(schema.response ?? {}) };
    const add = (status: number, answer: ZodType) => {
      response[status] ??= answer;
    };
    if (schema.body || schema.querystring || schema.params || schema.headers)
      add(400, GUARD_ANSWERS.badRequest);
    if (route.url.includes('/:')) add(414, GUARD_ANSWERS.uriTooLong);
    if (route.url.startsWith('/api/')) {
      if (methods.some((method) => STATE_CHANGING.has(method))) {
        // Any body is read (and refused: not JSON, too large, not a type it takes) before the route's
        // own checks, whether the route takes one or not.
        add(400, GUARD_ANSWERS.badRequest);
        add(403, GUARD_ANSWERS.crossOrigin);
        add(413, GUARD_ANSWERS.tooLarge);
        add(415, GUARD_ANSWERS.unsupportedType);
      }
      add(429, GUARD_ANSWERS.tooMany);
      if (!WITHOUT_DATABASE.has(route.url)) add(503, GUARD_ANSWERS.unavailable);
    }
    // A copy: routes may share a schema object (/api/health is /api/health/ready's), not their ids.
    route.schema = {
      ...schema,
      response,
      operationId: schema.operationId ?? operationIdFor(methods[0]!, route.url),
      security: schema.security ?? ('401' in response ? [{ [SESSION_SECURITY_SCHEME]: [] }] : []),
    };
  });
}

/** The document's own parts: where the API is, and how a caller signs in. */
export const OPENAPI_DOCUMENT: Pick<OpenAPIV3.Document, 'servers' | 'components'> = {
  servers: [{ url: '/', description: 'The server that serves this document' }],
  components: {
    securitySchemes: {
      [SESSION_SECURITY_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: 'session',
        description:
          'The session cookie (HttpOnly, SameSite=Lax) set by POST /api/auth/verify-code once the code texted to the phone is right, and cleared by POST /api/auth/logout. State-changing requests must come from this site (Origin or Sec-Fetch-Site), or they get 403.',
      },
    },
  },
};

/** Answers that have no body by definition (RFC 9110): no content is declared for them. */
const BODYLESS = new Set(['204', '304']);

/**
 * The finished document, tidied: a 204 or 304 answer is described without content (the route's
 * schema says `z.null()`, which the document would otherwise render as a JSON null body).
 */
export const tidyOpenApiDocument: SwaggerTransformObject = (document) => {
  const object = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
  type Operation = { responses?: Record<string, { content?: unknown }> };
  const paths = (object.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const [status, answer] of Object.entries(operation.responses ?? {}))
        if (BODYLESS.has(status)) delete answer.content;
  return object;
};
