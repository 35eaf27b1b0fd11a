import { describe, expect, test } from 'vitest';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  CONFIRM_CODE_ERRORS,
  confirmCodeErrorMessage,
  EXPIRED_CODE_RETURN_MS,
  NOT_READY_CLOSE_MS,
  SEND_CODE_ERRORS,
  sendCodeErrorMessage,
  VERIFIER_MESSAGES,
} from './auth-messages.ts';

describe('SPEC §9 code constants', () => {
  test('6 digits, 120 seconds, 3 attempts', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(CODE_TTL_SECONDS).toBe(120);
    expect(CODE_MAX_ATTEMPTS).toBe(3);
  });

  test('an expired code returns to the phone step, and "not ready" closes the modal, after 2 seconds', () => {
    expect(EXPIRED_CODE_RETURN_MS).toBe(2000);
    expect(NOT_READY_CLOSE_MS).toBe(2000);
  });
});

describe('SPEC §8 sending-code messages', () => {
  const expected = {
    'invalid-phone-number': 'Invalid phone number format. Please check and try again.',
    'quota-exceeded': 'Too many verification attempts. Please try again later.',
    'captcha-check-failed': 'reCAPTCHA verification failed. Please refresh and try again.',
    'network-request-failed': 'Network error. Please check your connection and try again.',
    'too-many-requests': 'Too many requests. Please try again later.',
    default: 'Failed to send verification code. Please try again.',
  };

  test('every message word for word, and no others', () => {
    expect(SEND_CODE_ERRORS).toEqual(expected);
  });

  test.each(Object.entries(expected))('sendCodeErrorMessage(%j)', (code, message) => {
    expect(sendCodeErrorMessage(code)).toBe(message);
  });

  test.each([
    undefined,
    '',
    'sms-failed',
    'invalid-verification-code',
    'toString',
    'constructor',
    '__proto__',
  ])('an unknown code (%j) gets the default message', (code) => {
    expect(sendCodeErrorMessage(code)).toBe(expected.default);
  });
});

describe('SPEC §8 confirming-code messages', () => {
  const expected = {
    'invalid-verification-code': 'Invalid verification code. Please check and try again.',
    'code-expired': 'Verification code has expired. Please request a new code.',
    'missing-verification-code': 'Please enter the verification code.',
    'network-request-failed': 'Network error. Please check your connection and try again.',
    'too-many-requests': 'Too many attempts. Please try again later.',
    default: 'Verification failed - please try again.',
  };

  test('every message word for word, and no others', () => {
    expect(CONFIRM_CODE_ERRORS).toEqual(expected);
  });

  test.each(Object.entries(expected))('confirmCodeErrorMessage(%j)', (code, message) => {
    expect(confirmCodeErrorMessage(code)).toBe(message);
  });

  test.each([undefined, '', 'quota-exceeded', 'captcha-check-failed', 'toString', 'hasOwnProperty'])(
    'an unknown code (%j) gets the default message',
    (code) => {
      expect(confirmCodeErrorMessage(code)).toBe(expected.default);
    },
  );

  test('too-many-requests reads differently when sending and when confirming', () => {
    expect(sendCodeErrorMessage('too-many-requests')).not.toBe(confirmCodeErrorMessage('too-many-requests'));
  });
});

test('SPEC §8 verifier messages', () => {
  expect(VERIFIER_MESSAGES).toEqual({
    failed: 'Authentication system failed to initialize. Please try again.',
    elementMissing: 'Required element for reCAPTCHA not found.',
  });
});
