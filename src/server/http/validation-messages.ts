import { type core, z } from 'zod';

/**
 * How a refused request is said to a person: `The field "firstName" is required.`
 *
 * Two halves. A schema's message (its own, or the plain one below when it has none) is the rest of a
 * sentence whose subject is the field: "is required", "must be a club id". validationSentence puts the
 * field in front. A message that starts with a capital letter is already a whole sentence ("Pick at
 * least one date", the SPEC's "Please enter a valid 10-digit US phone number") and is used as it is.
 * The bare message also goes to `fields`, for a form that shows it under the field it names.
 */

/** Where the refused value was; keys as Fastify names them in `error.validationContext`. */
export type InputPart = 'body' | 'querystring' | 'params' | 'headers';

const PART_NAMES: Record<InputPart, string> = {
  body: 'field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/** The subject of a message about the whole of a part (its path is empty). */
const WHOLE_PART: Record<InputPart, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

export function isInputPart(value: string | undefined): value is InputPart {
  return value !== undefined && Object.hasOwn(PART_NAMES, value);
}

/** One refusal as a sentence. `path` is dotted (`guests.0.firstName`), empty for the part itself. */
export function validationSentence(part: InputPart, path: string, message: string): string {
  const text = message.trim().replace(/\.$/, '');
  if (/^[A-Z]/.test(text)) return `${text}.`;
  // A message that starts with its field's own name ("since cannot be negative") would say it twice.
  const name = path.split('.').at(-1) ?? '';
  const rest = name && text.startsWith(`${name} `) ? text.slice(name.length + 1) : text;
  return path ? `The ${PART_NAMES[part]} "${path}" ${rest}.` : `${WHOLE_PART[part]} ${rest}.`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  date: 'a date',
};

const FORMATS: Record<string, string> = {
  email: 'must be an email address, e.g. ana@example.com',
  url: 'must be a link, e.g. https://example.com',
  uuid: 'must be an id such as 5f0c3e0a-8d4b-4c1e-9a57-2b6f3c9d1e44',
  guid: 'must be an id such as 5f0c3e0a-8d4b-4c1e-9a57-2b6f3c9d1e44',
  datetime: 'must be a date and time such as 2026-11-26T23:00:00Z',
  date: 'must be a date written as YYYY-MM-DD, e.g. 2026-11-26',
  time: 'must be a time written as HH:MM, e.g. 23:30',
};

/** `n item`/`n items`. */
function count(n: number | bigint, unit: string): string {
  return `${n} ${unit}${n === 1 || n === 1n ? '' : 's'}`;
}

/** "a" or "a or b" or "a, b or c", each quoted: values a client must send exactly. */
function quotedList(values: readonly unknown[]): string {
  const quoted = values.map((value) => (typeof value === 'string' ? JSON.stringify(value) : String(value)));
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
}

function sizeLimit(issue: core.$ZodRawIssue, limit: number | bigint, small: boolean): string {
  const exact = issue.exact === true;
  const inclusive = issue.inclusive !== false;
  const bound = exact ? 'exactly' : small ? 'at least' : 'at most';
  switch (issue.origin) {
    case 'string':
      if (small && !exact && limit === 1) return 'must not be empty';
      return `must be ${bound} ${count(limit, 'character')} long`;
    case 'array':
    case 'set':
      if (small && !exact && limit === 1) return 'must hold at least one item';
      return `must hold ${bound} ${count(limit, 'item')}`;
    case 'file':
      return `must be ${bound} ${count(limit, 'byte')}`;
    case 'date':
      return `must be ${small ? 'on or after' : 'on or before'} ${new Date(Number(limit)).toISOString()}`;
    default:
      if (exact) return `must be exactly ${limit}`;
      if (small) return inclusive ? `must be ${limit} or more` : `must be more than ${limit}`;
      return inclusive ? `must be at most ${limit}` : `must be less than ${limit}`;
  }
}

/**
 * The message for an issue whose schema gave none of its own, in the same plain form schemas use
 * ("must be a whole number"), installed as zod's `customError`.
 *
 * Why here and not by rewriting zod's English in the error handler: zod consults `customError` only
 * when neither the schema nor its check has a message, so a schema's own words can never be
 * rewritten by mistake; and it sees what the finished issue no longer carries (the input itself),
 * which is what tells a missing field ("is required") from one of the wrong type ("must be text").
 * The handler would have to parse "expected string, received undefined" back out of zod's text.
 */
export function plainIssueMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      // A body that is not an object at all (a JSON string, null, nothing): one message for the lot.
      if (!issue.path?.length && issue.expected === 'object') return 'must be a JSON object';
      if (issue.input === undefined || issue.expected === 'nonoptional') return 'is required';
      if (issue.expected === 'undefined' || issue.expected === 'never')
        return 'is not accepted here: leave it out';
      const type = TYPE_NAMES[issue.expected];
      return type ? `must be ${type}` : 'is not valid';
    }
    case 'too_small':
      return sizeLimit(issue, issue.minimum, true);
    case 'too_big':
      return sizeLimit(issue, issue.maximum, false);
    case 'invalid_format':
      if (issue.format === 'starts_with') return `must start with "${issue.prefix}"`;
      if (issue.format === 'ends_with') return `must end with "${issue.suffix}"`;
      if (issue.format === 'includes') return `must contain "${issue.includes}"`;
      if (String(issue.format).startsWith('uuid')) return FORMATS.uuid;
      return FORMATS[issue.format] ?? `must be a valid ${String(issue.format).replaceAll('_', ' ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `does not take ${quotedList(issue.keys)}: remove ${issue.keys.length > 1 ? 'them' : 'it'}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${quotedList(issue.values)}`
        : `must be one of ${quotedList(issue.values)}`;
    case 'invalid_union':
      if (Array.isArray(issue.options) && issue.options.length > 0)
        return `must be one of ${quotedList(issue.options)}`;
      return 'does not match any of the forms this request takes';
    case 'invalid_key':
      return 'has a key that is not valid';
    case 'invalid_element':
      return 'holds a value that is not valid';
    default:
      return 'is not valid';
  }
}

/** For every zod schema in the process: zod's configuration is global (one per process). */
export function installPlainValidationMessages(): void {
  z.config({ customError: plainIssueMessage });
}
