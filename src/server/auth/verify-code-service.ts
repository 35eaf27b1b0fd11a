import { CODE_MAX_ATTEMPTS, CONFIRM_CODE_ERRORS } from '../../shared/auth-messages.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { consumeRateLimits } from '../http/rate-limiter.ts';
import { findOrCreateUser } from '../profile/profile-service.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { verifyCodeLimits } from './auth-limits.ts';
import { parseSignInPhone } from './sign-in-phone.ts';
import { hashCode, isWellFormedCode, sameHash } from './verification-code.ts';
import {
  deleteCode,
  deleteCodesOf,
  findCodeForUpdate,
  incrementAttempts,
} from './verification-codes-repository.ts';

export interface VerifyCodeDeps {
  /** Codes one IP may request per hour; the per-IP verify limit grows with it. */
  ipSendsPerHour: number;
  db: Database;
  codeKey: Buffer;
  clock: () => Date;
}

type Outcome = 'signed-in' | 'invalid-verification-code' | 'code-expired';

/**
 * Checks a code: the one with this verification id sent to this phone, single use, dead after
 * CODE_MAX_ATTEMPTS wrong tries, expired once its time is up (the boundary itself counts as expired).
 * A check naming no pending code changes nothing and counts against the client address only.
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

  // Decided and written in one transaction, returned rather than thrown so the writes commit.
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const pending = await findCodeForUpdate(tx, input.verificationId, phoneNumber);
    if (!pending) return 'invalid-verification-code';
    if (now.getTime() >= pending.expiresAt.getTime()) {
      await deleteCode(tx, pending.id);
      return 'code-expired';
    }
    const matches =
      isWellFormedCode(code) && sameHash(hashCode(deps.codeKey, phoneNumber, code), pending.codeHash);
    if (matches) await deleteCodesOf(tx, phoneNumber);
    else if (pending.attempts + 1 >= CODE_MAX_ATTEMPTS) await deleteCode(tx, pending.id);
    else await incrementAttempts(tx, pending.id);
    return matches ? 'signed-in' : 'invalid-verification-code';
  });
  if (outcome !== 'signed-in') throw confirmError(400, outcome);
  return findOrCreateUser(deps.db, phoneNumber, now);
}

function confirmError(status: number, code: keyof typeof CONFIRM_CODE_ERRORS): AppError {
  return new AppError(status, code, CONFIRM_CODE_ERRORS[code]);
}
