import { CODE_MAX_ATTEMPTS, CONFIRM_CODE_ERRORS } from '../../shared/auth-messages.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { findOrCreateUser } from '../profile/profile-service.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { verifyCodeLimits } from './auth-limits.ts';
import { consumeRateLimits } from './rate-limiter.ts';
import { parseSignInPhone } from './sign-in-phone.ts';
import { hashCode, isWellFormedCode, sameHash } from './verification-code.ts';
import { deleteCode, findCodeForUpdate, incrementAttempts } from './verification-codes-repository.ts';

export interface VerifyCodeDeps {
  /** Codes one IP may request per hour; the per-IP verify limit grows with it. */
  ipSendsPerHour: number;
  db: Database;
  codeKey: Buffer;
  clock: () => Date;
}

type Outcome = 'signed-in' | 'invalid-verification-code' | 'code-expired';

/**
 * Checks a code: single use, dead after CODE_MAX_ATTEMPTS wrong tries, expired once its time is
 * up (the boundary itself counts as expired). Success yields the user, created on first sign-in.
 */
export async function verifyCode(
  deps: VerifyCodeDeps,
  input: { phoneNumber: string; code: string; ip: string },
): Promise<UserRow> {
  const code = input.code.trim();
  if (code === '') throw confirmError(400, 'missing-verification-code');
  const phoneNumber = parseSignInPhone(input.phoneNumber);
  const now = deps.clock();
  await consumeRateLimits(deps.db, now, verifyCodeLimits(phoneNumber, input.ip, deps.ipSendsPerHour));
  // No code is ever sent to a number that does not parse: nothing to match.
  if (!phoneNumber) throw confirmError(400, 'invalid-verification-code');

  // Decided and written in one transaction, returned rather than thrown so the writes commit.
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const pending = await findCodeForUpdate(tx, phoneNumber);
    if (!pending) return 'invalid-verification-code';
    if (now.getTime() >= pending.expiresAt.getTime()) {
      await deleteCode(tx, phoneNumber);
      return 'code-expired';
    }
    const matches =
      isWellFormedCode(code) && sameHash(hashCode(deps.codeKey, phoneNumber, code), pending.codeHash);
    if (matches || pending.attempts + 1 >= CODE_MAX_ATTEMPTS) await deleteCode(tx, phoneNumber);
    else await incrementAttempts(tx, phoneNumber);
    return matches ? 'signed-in' : 'invalid-verification-code';
  });
  if (outcome !== 'signed-in') throw confirmError(400, outcome);
  return findOrCreateUser(deps.db, phoneNumber, now);
}

function confirmError(status: number, code: keyof typeof CONFIRM_CODE_ERRORS): AppError {
  return new AppError(status, code, CONFIRM_CODE_ERRORS[code]);
}
