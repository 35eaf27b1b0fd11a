import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { formSchema, sentence } from './form-schema.ts';

interface Draft {
  name: string;
  seats: string;
}

const api = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(5, { error: 'must be at most 5 characters' }),
  seats: z.number().int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }),
});
const toBody = (draft: Draft) => ({ name: draft.name, seats: Number(draft.seats) });
const messages = (schema: z.ZodType, draft: Draft) => {
  const result = schema.safeParse(draft);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('formSchema', () => {
  test('the values pass through as typed when the API would take the body', () => {
    const schema = formSchema<Draft>({ api, toBody });
    expect(schema.parse({ name: 'Neon', seats: '6' })).toEqual({ name: 'Neon', seats: '6' });
  });

  test('the API schema speaks at the field of the same path, in its own words', () => {
    const schema = formSchema<Draft>({ api, toBody });
    expect(messages(schema, { name: 'Too long a name', seats: '0' })).toEqual({
      name: 'must be at most 5 characters',
      seats: 'must be at least 1',
    });
  });

  test("the form's own check wins at its field; the API still speaks at the others", () => {
    const schema = formSchema<Draft>({
      api,
      toBody,
      checks: (draft) => (/^\d+$/.test(draft.seats.trim()) ? {} : { seats: 'Enter a whole number.' }),
    });
    expect(messages(schema, { name: '', seats: 'six' })).toEqual({
      name: 'must not be empty',
      seats: 'Enter a whole number.',
    });
  });

  test('fieldOf moves a body path to the form field, or drops what no field holds', () => {
    const wrapped = z.object({ clubId: z.uuid(), guests: z.array(api) });
    const schema = formSchema<Draft>({
      api: wrapped,
      toBody: (draft) => ({ clubId: 'not-a-uuid', guests: [toBody(draft)] }),
      fieldOf: (path) => /^guests\.0\.(\w+)$/.exec(path)?.[1] ?? null,
    });
    expect(messages(schema, { name: '', seats: '2' })).toEqual({ name: 'must not be empty' });
  });

  test("an issue about the whole body lands on the form's root", () => {
    const schema = formSchema<Draft>({ api: api.refine(() => false, { error: 'not today' }), toBody });
    expect(messages(schema, { name: 'Neon', seats: '2' })).toEqual({ root: 'not today' });
  });
});

test('sentence capitalises the first letter only', () => {
  expect(sentence('must be at least 1')).toBe('Must be at least 1');
  expect(sentence('')).toBe('');
});
