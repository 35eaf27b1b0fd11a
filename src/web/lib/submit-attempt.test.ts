import { describe, expect, test } from 'vitest';
import { nextSubmitAttempt } from './submit-attempt.ts';

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('nextSubmitAttempt', () => {
  test('the first submit is a new attempt with a new key', () => {
    expect(nextSubmitAttempt(null, { a: 1 }, keys())).toEqual({
      body: '{"a":1}',
      key: 'key-1',
      unanswered: false,
    });
  });

  test('repeating an unanswered attempt with the same body reuses it, key and all', () => {
    const newKey = keys();
    const first = nextSubmitAttempt(null, { a: 1 }, newKey);
    first.unanswered = true;
    expect(nextSubmitAttempt(first, { a: 1 }, newKey)).toBe(first);
  });

  test('an answered attempt, or a changed body, gets a new key', () => {
    const newKey = keys();
    const first = nextSubmitAttempt(null, { a: 1 }, newKey);
    expect(nextSubmitAttempt(first, { a: 1 }, newKey).key).toBe('key-2');
    first.unanswered = true;
    expect(nextSubmitAttempt(first, { a: 2 }, newKey)).toEqual({
      body: '{"a":2}',
      key: 'key-3',
      unanswered: false,
    });
  });
});
