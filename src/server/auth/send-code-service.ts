import crypto from 'node:crypto';
import type { CountryCode } from 'libphonenumber-js/max';
import type { Logger } from 'pino';
import type { SendCodeResponse } from '../../shared/api/auth-schema.ts';
import { CODE_TTL_SECONDS, SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { sendCodeLimits } from './auth-limits.ts';
import type { BotCheck } from './bot-check.ts';
import { consumeRateLimits } from './rate-limiter.ts';
import { parseSignInPhone } from './sign-in-phone.ts';
import { checkSmsDestination } from './sms-destination.ts';
import { generateCode, hashCode } from './verification-code.ts';
import { deleteCode, insertCode } from './verification-codes-repository.ts';

/** The client offers "resend" after this long; the per-phone limits are what the server enforces. */
export const RESEND_AFTER_SECONDS = 30;
/** While the hourly budget is spent every send is refused: one error line per this long is enough. */
const BUDGET_LOG_INTERVAL_MS = 60_000;

export function codeMessage(code: string): string {
  return `Your Nightlist code is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. Don't share it.`;
}

export interface SendCodeDeps {
  db: Database;
  botCheck: BotCheck;
  sms: SmsSender;
  codeKey: Buffer;
  clock: () => Date;
  /** Codes one IP address may request per hour (a venue's Wi-Fi puts many people behind one). */
  ipSendsPerHour: number;
  /** Countries whose numbers may be texted (SMS_COUNTRIES). */
  smsCountries: readonly CountryCode[];
  /** The service's budget of codes per hour (SMS_CODES_PER_HOUR). */
  codesPerHour: number;
  /** Called when the budget refuses a send (see budgetAlarm). */
  onBudgetSpent: () => void;
}

export interface SendCodeInput {
  phoneNumber: string;
  altcha: string;
  ip: string;
  /** Whether this device signed in with this phone before: a function, as the phone is parsed here. */
  isKnownDevice: (phoneNumber: string) => boolean;
}

/**
 * What to do when the hourly budget refuses a send: an error for the operator, at most once a
 * minute per process while it lasts (every send is refused then, and one line says it all).
 */
export function budgetAlarm(logger: Pick<Logger, 'error'>, budget: number): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    if (Date.now() - last < BUDGET_LOG_INTERVAL_MS) return;
    last = Date.now();
    logger.error(
      { budget },
      'The hourly budget of sign-in codes (SMS_CODES_PER_HOUR) is spent: sends are refused. Check for SMS pumping, or raise it.',
    );
  };
}

/**
 * Bot check, phone, destination, limits, then a fresh code by SMS; each refusal carries its SPEC §8
 * code (or says why the number cannot be texted). Answers with the verification id a check must name.
 */
export async function sendCode(
  deps: SendCodeDeps,
  input: SendCodeInput,
  logger: Pick<Logger, 'warn'>,
): Promise<SendCodeResponse> {
  await deps.botCheck.verifyAndConsume(input.altcha);
  const phoneNumber = parseSignInPhone(input.phoneNumber);
  if (!phoneNumber) throw new AppError(400, 'invalid-phone-number', SEND_CODE_ERRORS['invalid-phone-number']);
  const destination = checkSmsDestination(phoneNumber, deps.smsCountries);
  if (!destination.ok) throw new AppError(400, destination.code, destination.message);

  const now = deps.clock();
  const limits = sendCodeLimits({
    phoneNumber,
    ip: input.ip,
    knownDevice: input.isKnownDevice(phoneNumber),
    ipSendsPerHour: deps.ipSendsPerHour,
    codesPerHour: deps.codesPerHour,
    onBudgetSpent: deps.onBudgetSpent,
  });
  await consumeRateLimits(deps.db, now, limits);

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
    await deps.sms.send(phoneNumber, codeMessage(code));
  } catch (error) {
    // The error names the provider's reason only; the message text (and its code) stays out of the log.
    logger.warn({ err: error, provider: deps.sms.provider }, 'Sending a sign-in code failed');
    await deleteCode(deps.db, verificationId).catch(() => {});
    throw new AppError(503, 'sms-failed', SEND_CODE_ERRORS.default);
  }
  return {
    phoneNumber,
    verificationId,
    expiresInSeconds: CODE_TTL_SECONDS,
    resendInSeconds: RESEND_AFTER_SECONDS,
  };
}
