import { CONFIRM_CODE_ERRORS } from '../../shared/auth-messages.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { consumeRateLimits } from '../http/rate-limiter.ts';
import { findOrCreateUser } from '../profile/profile-service.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { verifyCodeLimits } from './auth-limits.ts';
import { consumeCode } from './one-time-code.ts';
import { parseSignInPhone } from './sign-in-phone.ts';

export interface VerifyCodeDeps {
  /** Codes one IP may request per hour; the per-IP verify limit grows with it. */
  ipSendsPerHour: number;
  db: Database;
  codeKey: Buffer;
  clock: () => Date;
}

/**
 * Checks a code (one-time-code.ts: single use, CODE_MAX_ATTEMPTS tries, expiry). A check naming no
 * pending code changes nothing and counts against the client address only.
 * Success yields the user, created on first sign-in, and ends the phone's other pending codes.
 */
export async function verifyCode(
  deps: VerifyCodeDeps,
  input: { phoneNumber: string; verificationId: string; code: string; ip: string },
): Promise<UserRow> {
  const code = input.code.trim();
  if (code === '') throw confirmError(400, 'missing-verification-code');
  const phoneNumber = parseSignInPhone(input.phoneNumber);
  const now = deps.clock();
  await consumeRateLimits(deps.db, now, verifyCodeLimits(input.ip, deps.ipSendsPerHour));
  // No code is ever sent to a number that does not parse: nothing to match.
  if (!phoneNumber) throw confirmError(400, 'invalid-verification-code');

  const outcome = await consumeCode(deps, {
    phoneNumber,
    verificationId: input.verificationId,
    code,
    now,
    onMatch: 'all',
  });
  if (outcome !== 'ok') throw confirmError(400, outcome);
  return findOrCreateUser(deps.db, phoneNumber, now);
}

function confirmError(status: number, code: keyof typeof CONFIRM_CODE_ERRORS): AppError {
  return new AppError(status, code, CONFIRM_CODE_ERRORS[code]);
}
