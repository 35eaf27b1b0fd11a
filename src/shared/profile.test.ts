import { describe, expect, test } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isProfileComplete,
  isValidEmail,
  PROFILE_BUTTONS,
  PROFILE_MESSAGES,
  PROFILE_SIGN_UP_HEADING,
  type ProfileFields,
  validateProfileFields,
} from './profile.ts';

const complete: ProfileFields = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  instagram: 'ada',
};

describe('SPEC texts', () => {
  test('profile messages word for word', () => {
    expect(PROFILE_MESSAGES).toEqual({
      required: 'First name, last name, email, and Instagram handle are required to complete your profile.',
      invalidEmail: 'Please enter a valid email address.',
      authPending: 'Still verifying authentication status...',
      sessionExpired: 'Your session has expired - please sign in again',
      noVerifiedPhone: 'No verified phone number found',
      authExpired: 'Authentication expired - please sign in again',
      saveFailedPrefix: 'Failed to save profile: ',
    });
  });

  test('buttons and heading (SPEC §2)', () => {
    expect(PROFILE_BUTTONS).toEqual({
      signUp: 'SAVE PROFILE',
      edit: 'UPDATE PROFILE',
      saving: 'SAVING...',
      checkingAuth: 'CHECKING AUTH...',
    });
    expect(PROFILE_SIGN_UP_HEADING).toBe('COMPLETE YOUR PROFILE');
  });

  test('notification preferences default to email and SMS on (SPEC §3, §9)', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({ email: true, sms: true });
  });
});

describe('isValidEmail: text, an at sign, text, a dot, text, no whitespace (SPEC §5)', () => {
  test.each(['a@b.c', 'ada@example.com', 'first.last+tag@mail.example.co.uk', 'x@y.z.w', 'ünï@cödé.de'])(
    '%j is valid',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  test.each([
    ['no at sign', 'ada.example.com'],
    ['nothing before the at sign', '@example.com'],
    ['no dot after the at sign', 'ada@example'],
    ['nothing between at sign and dot', 'ada@.com'],
    ['nothing after the dot', 'ada@example.'],
    ['two at signs', 'ada@home@example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['a tab inside', 'ada@exa\tmple.com'],
    ['a leading space', ' ada@example.com'],
    ['empty', ''],
  ])('%s (%j) is invalid', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('validateProfileFields (SPEC §5 form rules)', () => {
  test('complete fields pass', () => {
    expect(validateProfileFields(complete)).toBeNull();
  });

  test.each(['firstName', 'lastName', 'email', 'instagram'] as const)(
    'a missing %s gives the required message, also when only whitespace',
    (field) => {
      expect(validateProfileFields({ ...complete, [field]: '' })).toBe(PROFILE_MESSAGES.required);
      expect(validateProfileFields({ ...complete, [field]: ' \t ' })).toBe(PROFILE_MESSAGES.required);
    },
  );

  test('an invalid email gives the email message', () => {
    expect(validateProfileFields({ ...complete, email: 'ada@example' })).toBe(PROFILE_MESSAGES.invalidEmail);
  });

  test('the email is checked after trimming', () => {
    expect(validateProfileFields({ ...complete, email: '  ada@example.com  ' })).toBeNull();
  });

  test('the required message comes first when both rules are broken', () => {
    expect(validateProfileFields({ ...complete, firstName: '', email: 'nope' })).toBe(
      PROFILE_MESSAGES.required,
    );
  });
});

describe('isProfileComplete (SPEC §4/§5 access rule)', () => {
  const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

  test('first name, last name and email present: complete, whatever the email looks like', () => {
    expect(isProfileComplete(profile)).toBe(true);
    expect(isProfileComplete({ ...profile, email: 'not-an-email' })).toBe(true);
  });

  test.each([
    ['first name blank', { ...profile, firstName: '  ' }],
    ['last name empty', { ...profile, lastName: '' }],
    ['email empty', { ...profile, email: '' }],
    ['email null', { ...profile, email: null }],
    ['email whitespace', { ...profile, email: '\n' }],
  ])('%s: completion required', (_label, value) => {
    expect(isProfileComplete(value)).toBe(false);
  });

  test('no profile: not complete', () => {
    expect(isProfileComplete(null)).toBe(false);
    expect(isProfileComplete(undefined)).toBe(false);
  });
});
