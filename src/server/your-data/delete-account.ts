// Deleting an account (decision 042): a fresh SMS code, then money, places, and one transaction
// that forfeits the cashback and erases the person everywhere. Final: nothing keeps a way back.
import { eq } from 'drizzle-orm';
import { CODE_TTL_SECONDS, CONFIRM_CODE_ERRORS } from '../../shared/auth-messages.ts';
import { sendCodeLimits, verifyCodeLimits } from '../auth/auth-limits.ts';
import { consumeCode, issueCode } from '../auth/one-time-code.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { consumeRateLimits } from '../http/rate-limiter.ts';
import type { UserRow } from '../profile/users-repository.ts';
import type { DepositDeps } from '../reservations/deposits/deposit-rules.ts';
import type { SmsGate } from '../sms/sms-gate.ts';
import { eraseEverywhere } from './erase-steps.ts';
import { cancelComingTables, forfeitCashback, freeComingPlaces } from './leaving-money.ts';

export interface DeleteAccountDeps extends DepositDeps {
  sms: SmsGate;
  codeKey: Buffer;
  ipSendsPerHour: number;
  /** This process forgets the member's sessions and the staff lists at once (the others hear the database). */
  forgetUser: (userId: string) => void;
  forgetRoles: () => void;
}

export function deleteCodeMessage(code: string): string {
  return `Your Nightlist code to DELETE your account is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. Don't share it.`;
}

/** A fresh code to the member's own number, under the sign-in code limits (a known device's). */
export async function sendDeleteCode(
  deps: Pick<DeleteAccountDeps, 'db' | 'clock' | 'sms' | 'codeKey' | 'ipSendsPerHour'>,
  user: UserRow,
  ip: string,
): Promise<{ verificationId: string; expiresInSeconds: number }> {
  const phoneNumber = user.phoneNumber;
  const destination = deps.sms.destination(phoneNumber, 'code');
  if (!destination.ok) throw new AppError(400, destination.code, destination.message);
  const limits = sendCodeLimits({
    phoneNumber,
    ip,
    knownDevice: true,
    ipSendsPerHour: deps.ipSendsPerHour,
    baseDifficulty: 0,
    solutionDifficulty: 0,
  });
  const text = await deps.sms.admitCode(
    phoneNumber,
    limits,
    () => new AppError(429, 'quota-exceeded', 'No more codes can be sent right now. Try again later.'),
  );
  const verificationId = await issueCode(
    deps,
    phoneNumber,
    text,
    deleteCodeMessage,
    () => new AppError(503, 'sms-failed', 'The code could not be sent. Try again in a minute.'),
  );
  return { verificationId, expiresInSeconds: CODE_TTL_SECONDS };
}

/** Checks the code like sign-in does (single use, three tries, expiry), without signing anyone in. */
async function checkCode(
  deps: Pick<DeleteAccountDeps, 'db' | 'clock' | 'codeKey' | 'ipSendsPerHour'>,
  phoneNumber: string,
  input: { verificationId: string; code: string; ip: string },
): Promise<void> {
  const code = input.code.trim();
  const now = deps.clock();
  await consumeRateLimits(deps.db, now, verifyCodeLimits(input.ip, deps.ipSendsPerHour));
  const outcome = await consumeCode(deps, {
    phoneNumber,
    verificationId: input.verificationId,
    code,
    now,
    onMatch: 'this',
  });
  if (outcome !== 'ok') throw new AppError(400, outcome, CONFIRM_CODE_ERRORS[outcome]);
}

/**
 * Deletes the account: code, then the tables before their cut-off cancelled (deposits back), the
 * places on coming nights freed for the waitlist, then in one transaction the cashback forfeited and
 * the person erased from every table (erase-steps.ts), sessions included.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  user: UserRow,
  input: { verificationId: string; code: string; ip: string },
): Promise<void> {
  await checkCode(deps, user.phoneNumber, input);
  await eraseAccount(deps, user.id);
}

/** The deletion itself, once confirmed: money, places, then the one erasing transaction. */
export async function eraseAccount(
  deps: Omit<DeleteAccountDeps, 'sms' | 'codeKey' | 'ipSendsPerHour'>,
  userId: string,
): Promise<void> {
  await cancelComingTables(deps, userId);
  const freed = await freeComingPlaces(deps.db, userId, deps.clock());
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // Locked first: a sign-in or profile save waits, then finds the tombstone.
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current || current.deletedAt) return;
    await forfeitCashback(tx, userId, now);
    await eraseEverywhere(
      tx,
      {
        userId,
        phoneNumber: current.phoneNumber,
        email: current.email,
        fullName: `${current.firstName} ${current.lastName}`.trim(),
      },
      now,
    );
  });
  deps.forgetUser(userId);
  deps.forgetRoles();
  deps.deliver(freed);
}
