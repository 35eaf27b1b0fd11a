import type { FastifyReply, FastifyRequest, LightMyRequestResponse, onSendHookHandler } from 'fastify';
import validatorModule from 'openapi-response-validator';
import type { OpenAPIV3 } from 'openapi-types';

// A CommonJS module whose class is its `default` export: Node's import gives the exports object,
// Vitest's interop the class itself.
type ValidatorClass = typeof validatorModule.default;
const imported = validatorModule as unknown as ValidatorClass & { default?: ValidatorClass };
const OpenAPIResponseValidator: ValidatorClass = imported.default ?? imported;
type Validator = InstanceType<ValidatorClass>;

/** An answer as the checker sees it: `body` undefined when it cannot be read (a stream). */
export interface Answer {
  statusCode: number;
  contentType: string;
  body: string | undefined;
  empty: boolean;
}

/**
 * Checks real answers against the app's own OpenAPI document with an independent validator
 * (openapi-response-validator, Ajv underneath): the status must be declared for the operation, the
 * Content-Type must be one the document lists for that status (none for a body-less answer), and
 * the body must match that media type's schema. Answers what is wrong, or undefined.
 */
export function openApiResponseChecker(document: OpenAPIV3.Document) {
  const validators = new Map<string, Validator>();
  return (method: string, path: string, answer: Answer): string | undefined => {
    const operation = document.paths[path]?.[method.toLowerCase() as OpenAPIV3.HttpMethods];
    if (!operation) return `${method} ${path} is not in the document`;
    const status = String(answer.statusCode);
    const declared = operation.responses[status] as OpenAPIV3.ResponseObject | undefined;
    if (!declared)
      return `${status} is not declared for ${method} ${path} (declared: ${Object.keys(operation.responses).join(', ')})`;
    const media = Object.keys(declared.content ?? {});
    if (media.length === 0) return answer.empty ? undefined : `${status} declares no body, but one was sent`;
    const contentType = answer.contentType.split(';')[0]!.trim().toLowerCase();
    if (!media.includes(contentType))
      return `${status} answered Content-Type "${contentType}", the document declares ${media.join(', ')}`;
    if (answer.body === undefined) return undefined;
    const key = `${method} ${path} ${status} ${contentType}`;
    let validator = validators.get(key);
    if (!validator) {
      const schema = declared.content![contentType]!.schema as OpenAPIV3.SchemaObject;
      validator = new OpenAPIResponseValidator({
        responses: { [status]: { schema } },
        components: document.components,
      });
      validators.set(key, validator);
    }
    let body: unknown = answer.body;
    if (contentType === 'application/json') {
      try {
        body = JSON.parse(answer.body);
      } catch {
        return `${status} is declared as JSON, but the body is not JSON: ${answer.body.slice(0, 200)}`;
      }
    }
    const result = validator.validateResponse(status, body);
    return result
      ? `${status} ${contentType} body does not match the document: ${JSON.stringify(result.errors).slice(0, 1500)}`
      : undefined;
  };
}

/** An injected response, for the checker. */
export function answerOf(response: LightMyRequestResponse): Answer {
  return {
    statusCode: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
    empty: response.rawPayload.length === 0,
  };
}

/** `/api/passes/:passId` → `/api/passes/{passId}`, as the document names paths. */
export const documentPath = (routeUrl: string) => routeUrl.replace(/:(\w+)/g, '{$1}');

/**
 * An onSend hook that checks every answer of a documented operation against the document, and
 * keeps what was wrong (the app under test calls it for every request it answers).
 */
export function contractObserver(): { hook: onSendHookHandler; violations: string[] } {
  const violations: string[] = [];
  let check: ReturnType<typeof openApiResponseChecker> | undefined;
  const hook: onSendHookHandler = async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const url = request.routeOptions.url;
    const method = request.method;
    if (!url || method === 'HEAD' || method === 'OPTIONS' || request.routeOptions.schema?.hide)
      return payload;
    check ??= openApiResponseChecker(request.server.swagger() as OpenAPIV3.Document);
    const path = documentPath(url);
    // Fastify drops the body of a 204 or 304 after this hook (a `send(null)` is "null" here).
    const bodyless = reply.statusCode === 204 || reply.statusCode === 304;
    // A stream, or bytes already compressed (the clubs listing's cached answers), cannot be read here.
    const readable =
      !reply.hasHeader('content-encoding') &&
      (typeof payload === 'string' || Buffer.isBuffer(payload) || payload == null);
    const body = bodyless ? '' : readable ? (payload == null ? '' : String(payload)) : undefined;
    const wrong = check(method, path, {
      statusCode: reply.statusCode,
      contentType: bodyless ? '' : String(reply.getHeader('content-type') ?? ''),
      body,
      empty: body === '',
    });
    if (wrong) violations.push(`${method} ${request.url.slice(0, 200)}: ${wrong}`);
    return payload;
  };
  return { hook, violations };
}
