// One-time SMS codes, issued and checked the same way wherever a phone must prove itself: signing in
// (send-code-service.ts, verify-code-service.ts) and confirming an account's deletion (your-data).
import crypto from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS } from '../../shared/auth-messages.ts';
import type { Database } from '../db/client.ts';
import type { AdmittedText } from '../sms/sms-gate.ts';
import { generateCode, hashCode, isWellFormedCode, sameHash } from './verification-code.ts';
import {
  deleteCode,
  deleteCodesOf,
  findCodeForUpdate,
  incrementAttempts,
  insertCode,
} from './verification-codes-repository.ts';

export interface CodeDeps {
  db: Database;
  codeKey: Buffer;
  clock: () => Date;
}

/**
 * A fresh code for `phoneNumber`, stored as a keyed hash, then texted through a text the SMS gate
 * already admitted. If the text cannot be sent the code is removed and `sendFailed` says what to
 * answer (its error names the provider's reason only; the message and its code are never logged).
 * Answers with the verification id the check must name.
 */
export async function issueCode(
  deps: CodeDeps,
  phoneNumber: string,
  text: AdmittedText,
  message: (code: string) => string,
  sendFailed: (error: unknown) => Error,
): Promise<string> {
  const now = deps.clock();
  const code = generateCode();
  const verificationId = crypto.randomBytes(16).toString('base64url');
  await insertCode(deps.db, {
    id: verificationId,
    phoneNumber,
    codeHash: hashCode(deps.codeKey, phoneNumber, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  try {
    await text.send(message(code));
  } catch (error) {
    await deleteCode(deps.db, verificationId).catch(() => {});
    throw sendFailed(error);
  }
  return verificationId;
}

export type CodeOutcome = 'ok' | 'invalid-verification-code' | 'code-expired';

/**
 * Checks a code: the one with this verification id sent to this phone, single use, dead after
 * CODE_MAX_ATTEMPTS wrong tries, expired once its time is up (the boundary itself counts as expired).
 * Decided and written in one transaction, the outcome returned rather than thrown so the writes
 * commit. `onMatch: 'all'` also ends the phone's other pending codes (a sign-in); 'this' only the one.
 */
export function consumeCode(
  deps: CodeDeps,
  input: { phoneNumber: string; verificationId: string; code: string; now: Date; onMatch: 'all' | 'this' },
): Promise<CodeOutcome> {
  const { phoneNumber, code, now } = input;
  return deps.db.transaction(async (tx): Promise<CodeOutcome> => {
    const pending = await findCodeForUpdate(tx, input.verificationId, phoneNumber);
    if (!pending) return 'invalid-verification-code';
    if (now.getTime() >= pending.expiresAt.getTime()) {
      await deleteCode(tx, pending.id);
      return 'code-expired';
    }
    const matches =
      isWellFormedCode(code) && sameHash(hashCode(deps.codeKey, phoneNumber, code), pending.codeHash);
    if (matches && input.onMatch === 'all') await deleteCodesOf(tx, phoneNumber);
    else if (matches || pending.attempts + 1 >= CODE_MAX_ATTEMPTS) await deleteCode(tx, pending.id);
    else await incrementAttempts(tx, pending.id);
    return matches ? 'ok' : 'invalid-verification-code';
  });
}
