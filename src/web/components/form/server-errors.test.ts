import { describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { namesField, only, setServerErrors } from './server-errors.ts';

const refused = new ApiRequestError(400, 'invalid_request', 'Invalid', [
  { path: 'name', message: 'must not be empty' },
  { path: 'name', message: 'a second word on the same field' },
  { path: 'tableTypes.1.id', message: 'must be 1-40 lowercase letters' },
]);

describe('setServerErrors', () => {
  test('a path the server names goes under the field the form has for it', () => {
    const setError = vi.fn();
    const fieldOf = (path: string) => (path.startsWith('tableTypes.') ? 'tableTypes' : null);
    expect(setServerErrors(setError, refused, fieldOf)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['tableTypes', { type: 'server', message: 'must be 1-40 lowercase letters' }],
    ]);
  });

  test('each named field gets the first message about it', () => {
    const setError = vi.fn();
    expect(setServerErrors(setError, refused)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'must not be empty' }],
      ['tableTypes.1.id', { type: 'server', message: 'must be 1-40 lowercase letters' }],
    ]);
  });

  test('only the fields the form shows; the rest is for the banner', () => {
    const setError = vi.fn();
    expect(setServerErrors(setError, refused, only('email'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
    expect(setServerErrors(setError, new Error('offline'))).toBe(false);
  });
});

test('namesField tells whether the refusal is about one of the fields', () => {
  expect(namesField(refused, ['name'])).toBe(true);
  expect(namesField(refused, ['email'])).toBe(false);
  expect(namesField(new Error('offline'), ['name'])).toBe(false);
});
