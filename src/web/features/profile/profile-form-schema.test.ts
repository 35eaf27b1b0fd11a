import { describe, expect, test } from 'vitest';
import { PROFILE_MESSAGES } from '../../../shared/profile.ts';
import { type ProfileValues, profileBody, profileFormSchema } from './profile-form-schema.ts';

const complete: ProfileValues = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  instagram: 'ada.l',
  notificationPreferences: { email: true, sms: false },
};
const errors = (values: Partial<ProfileValues>) => {
  const result = profileFormSchema('sign-up').safeParse({ ...complete, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the profile form', () => {
  test("SPEC §5's words at each field: a blank, then the email's shape", () => {
    expect(errors({})).toEqual({});
    expect(errors({ lastName: ' ', instagram: '' })).toEqual({
      lastName: 'Enter your last name',
      instagram: 'Enter your Instagram handle',
    });
    expect(errors({ email: 'ada@example' })).toEqual({ email: PROFILE_MESSAGES.invalidEmail });
  });

  test("the API's schema on the body: a stray character is said at its field before sending", () => {
    expect(Object.keys(errors({ instagram: 'ada\u0000' }))).toEqual(['instagram']);
  });

  test('the body is trimmed, with the switches only when editing', () => {
    expect(profileBody(complete, 'sign-up')).toEqual({
      mode: 'sign-up',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      instagram: 'ada.l',
    });
    expect(profileBody(complete, 'edit').notificationPreferences).toEqual({ email: true, sms: false });
  });
});
