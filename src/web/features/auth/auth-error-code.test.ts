import { describe, expect, it } from 'vitest';
import {
  CONFIRM_CODE_ERRORS,
  confirmCodeErrorMessage,
  SEND_CODE_ERRORS,
} from '../../../shared/auth-messages.ts';
import { ApiRequestError, NETWORK_ERROR_CODE } from '../../lib/api-client.ts';
import { authErrorCode, sendCodeFailureMessage } from './auth-error-code.ts';

describe('authErrorCode', () => {
  it('passes on the SPEC §8 codes the API answers with', () => {
    const error = new ApiRequestError(400, 'code-expired', 'expired');
    expect(authErrorCode(error, CONFIRM_CODE_ERRORS)).toBe('code-expired');
    expect(confirmCodeErrorMessage(authErrorCode(error, CONFIRM_CODE_ERRORS))).toBe(
      CONFIRM_CODE_ERRORS['code-expired'],
    );
  });

  it('maps a request that never reached the server to network-request-failed', () => {
    const error = new ApiRequestError(0, NETWORK_ERROR_CODE, 'offline');
    expect(authErrorCode(error, SEND_CODE_ERRORS)).toBe('network-request-failed');
  });

  it('treats any other 429 as too-many-requests, and anything else as the default', () => {
    expect(authErrorCode(new ApiRequestError(429, 'FST_ERR_RATE_LIMITED', 'slow'), SEND_CODE_ERRORS)).toBe(
      'too-many-requests',
    );
    expect(authErrorCode(new ApiRequestError(500, 'internal', 'oops'), SEND_CODE_ERRORS)).toBeUndefined();
    expect(authErrorCode(new ApiRequestError(400, 'toString', 'x'), SEND_CODE_ERRORS)).toBeUndefined();
    expect(authErrorCode(new TypeError('boom'), SEND_CODE_ERRORS)).toBeUndefined();
  });
});

describe('sendCodeFailureMessage', () => {
  it('shows the server’s words for a number that cannot be texted (they name the countries served)', () => {
    const country = 'Sign-in codes are only sent to numbers from these countries: United States, Canada.';
    expect(sendCodeFailureMessage(new ApiRequestError(400, 'unsupported-country', country))).toBe(country);
    const service = 'This number can’t receive sign-in codes.';
    expect(sendCodeFailureMessage(new ApiRequestError(400, 'unsupported-number', service))).toBe(service);
  });

  it('keeps the SPEC catalogue for everything else', () => {
    expect(sendCodeFailureMessage(new ApiRequestError(429, 'quota-exceeded', 'server words'))).toBe(
      SEND_CODE_ERRORS['quota-exceeded'],
    );
    expect(sendCodeFailureMessage(new ApiRequestError(500, 'internal_error', 'oops'))).toBe(
      SEND_CODE_ERRORS.default,
    );
  });
});
