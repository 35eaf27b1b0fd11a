import { describe, expect, test } from 'vitest';
import { PROFILE_MESSAGES } from '../../../shared/profile.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { firstInvalidField, hasBlankField, profileFieldErrors, serverFieldErrors } from './field-errors.ts';

const complete = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', instagram: 'ada.l' };

describe('profileFieldErrors', () => {
  test('a complete profile has none', () => {
    expect(profileFieldErrors(complete)).toEqual({});
  });

  test('each blank field (after trimming) says what to enter; the first gets the focus', () => {
    const errors = profileFieldErrors({ ...complete, lastName: ' ', instagram: '' });
    expect(errors).toEqual({ lastName: 'Enter your last name', instagram: 'Enter your Instagram handle' });
    expect(firstInvalidField(errors)).toBe('lastName');
    expect(hasBlankField(errors)).toBe(true);
    expect(hasBlankField({ email: PROFILE_MESSAGES.invalidEmail })).toBe(false);
  });

  test('an email that is not text@text.text gets SPEC §5 message at the email field', () => {
    expect(profileFieldErrors({ ...complete, email: 'ada@example' })).toEqual({
      email: PROFILE_MESSAGES.invalidEmail,
    });
    expect(profileFieldErrors({ ...complete, email: '' })).toEqual({ email: 'Enter your email' });
  });
});

describe('serverFieldErrors', () => {
  test('a schema refusal goes to the fields it names, as sentences', () => {
    const error = new ApiRequestError(400, 'invalid_request', 'The field "firstName" ...', [
      { path: 'firstName', message: 'contains a control character (U+0000) or a broken one' },
    ]);
    expect(serverFieldErrors(error, complete)).toEqual({
      firstName: 'Contains a control character (U+0000) or a broken one',
    });
  });

  test('the profile rules are told apart: the email, or the blank fields as sent', () => {
    const email = new ApiRequestError(400, 'invalid-profile', PROFILE_MESSAGES.invalidEmail);
    expect(serverFieldErrors(email, complete)).toEqual({ email: PROFILE_MESSAGES.invalidEmail });
    const blank = new ApiRequestError(400, 'invalid-profile', PROFILE_MESSAGES.required);
    expect(serverFieldErrors(blank, { ...complete, firstName: '' })).toEqual({
      firstName: 'Enter your first name',
    });
  });

  test('an error no field explains stays for the banner', () => {
    expect(serverFieldErrors(new ApiRequestError(401, 'unauthenticated', 'expired'), complete)).toBeNull();
    expect(
      serverFieldErrors(
        new ApiRequestError(400, 'invalid_request', 'bad', [{ path: 'mode', message: 'x' }]),
        complete,
      ),
    ).toBeNull();
    expect(serverFieldErrors(new Error('offline'), complete)).toBeNull();
  });
});
