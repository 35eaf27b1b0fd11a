import { describe, expect, test } from 'vitest';
import { type JoinValues, joinBody, joinFormSchema } from './join-form-schema.ts';

const CLUB = '5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const schema = joinFormSchema(CLUB, '2026-11-26');
const messages = (values: JoinValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the join form', () => {
  test('a name with a hidden character is said under its own box', () => {
    const values = {
      party: { ladies: 2, men: 1 },
      guestNames: [{ value: 'Grace' }, { value: 'Alan\tTuring' }],
    };
    expect(messages(values)).toEqual({ 'guestNames.1.value': expect.stringMatching(/^This name .+\.$/) });
  });

  test('the body: blank names left out, the rest trimmed, no more than the guests', () => {
    const values = {
      party: { ladies: 1, men: 1 },
      guestNames: [{ value: ' ' }, { value: ' Grace Hopper ' }, { value: 'Extra' }],
    };
    expect(messages(values)).toEqual({});
    expect(joinBody(values, CLUB, '2026-11-26')).toEqual({
      clubId: CLUB,
      date: '2026-11-26',
      ladies: 1,
      men: 1,
      guestNames: ['Grace Hopper'],
    });
  });
});
