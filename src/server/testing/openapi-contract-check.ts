import type { LightMyRequestResponse } from 'fastify';
import validatorModule from 'openapi-response-validator';
import type { OpenAPIV3 } from 'openapi-types';

// A CommonJS module whose class is its `default` export: Node's import gives the exports object,
// Vitest's interop the class itself.
type ValidatorClass = typeof validatorModule.default;
const imported = validatorModule as unknown as ValidatorClass & { default?: ValidatorClass };
const OpenAPIResponseValidator: ValidatorClass = imported.default ?? imported;
type Validator = InstanceType<typeof OpenAPIResponseValidator>;

/**
 * Checks real answers against the app's own OpenAPI document with an independent validator
 * (openapi-response-validator, Ajv underneath): the status must be declared for the operation, the
 * Content-Type must be one the document lists for that status (none for a body-less answer), and
 * the body must match that media type's schema. Answers what is wrong, or undefined.
 */
export function openApiResponseChecker(document: OpenAPIV3.Document) {
  const validators = new Map<string, Validator>();
  return (method: string, path: string, response: LightMyRequestResponse): string | undefined => {
    const operation = document.paths[path]?.[method.toLowerCase() as OpenAPIV3.HttpMethods];
    if (!operation) return `${method} ${path} is not in the document`;
    const status = String(response.statusCode);
    const declared = operation.responses[status] as OpenAPIV3.ResponseObject | undefined;
    if (!declared)
      return `${response.statusCode} is not declared for ${method} ${path} (declared: ${Object.keys(operation.responses).join(', ')})`;
    const media = Object.keys(declared.content ?? {});
    if (media.length === 0)
      return response.rawPayload.length > 0 ? `${status} declares no body, but one was sent` : undefined;
    const contentType = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!media.includes(contentType))
      return `${status} answered Content-Type "${contentType}", the document declares ${media.join(', ')}`;
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
    let body: unknown = response.body;
    if (contentType === 'application/json') {
      try {
        body = JSON.parse(response.body);
      } catch {
        return `${status} is declared as JSON, but the body is not JSON: ${response.body.slice(0, 200)}`;
      }
    }
    const result = validator.validateResponse(status, body);
    return result
      ? `${status} ${contentType} body does not match the document: ${JSON.stringify(result.errors).slice(0, 1500)}`
      : undefined;
  };
}
