import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unstorableCharacter, unstorableMessage } from '../../shared/storable-text.ts';
import { errorBody } from './errors.ts';
import { validationSentence } from './validation-messages.ts';

interface Refusal {
  path: string;
  message: string;
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/** The first string in `value` (object keys included) holding a character no field accepts. */
function findUnstorable(value: unknown, path: string[]): Refusal | undefined {
  if (typeof value === 'string') {
    const character = unstorableCharacter(value);
    return character ? { path: path.join('.'), message: unstorableMessage(character) } : undefined;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const character = unstorableCharacter(key);
    if (character) return { path: [...path, key].join('.'), message: unstorableMessage(character) };
    const found = findUnstorable(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses, for every route and before its schema or handler runs, a path parameter, query parameter
 * or body string that the database could not store or that nobody types (U+0000, other control
 * characters, lone surrogates): a 400 naming the field, where such text used to reach PostgreSQL and
 * answer 500. One hook rather than a rule on each schema, so that no route, today's or a new one,
 * can forget it.
 */
export function registerStorableInputCheck(app: FastifyInstance): void {
  // A callback hook (every request passes it): a refusal is sent here and `done` is not called.
  app.addHook('preValidation', (request: FastifyRequest, reply, done) => {
    for (const [key, part] of PARTS) {
      const found = findUnstorable(request[key], []);
      if (!found) continue;
      const message = validationSentence(part, found.path, found.message);
      reply.status(400).send({ ...errorBody(400, 'invalid_request', message), fields: [found] });
      return;
    }
    done();
  });
}
