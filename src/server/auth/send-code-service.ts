import type { Logger } from 'pino';
import type { SendCodeResponse } from '../../shared/api/auth-schema.ts';
import { CODE_TTL_SECONDS, SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { countHits } from '../http/rate-limit-repository.ts';
import type { SmsGate } from '../sms/sms-gate.ts';
import {
  CODES_TO_NUMBER_BUCKET,
  requiredDifficulty,
  sendCodeLimits,
  USUAL_CODES_WINDOW_MS,
} from './auth-limits.ts';
import type { BotCheck } from './bot-check.ts';
import { issueCode } from './one-time-code.ts';
import { parseSignInPhone } from './sign-in-phone.ts';

/** The client offers "resend" after this long; the per-phone limits are what the server enforces. */
export const RESEND_AFTER_SECONDS = 30;

export function codeMessage(code: string): string {
  return `Your Nightlist code is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. Don't share it.`;
}

export interface SendCodeDeps {
  db: Database;
  botCheck: BotCheck;
  /** The one way out for texts: destination, budget and the rest (sms-gate.ts). */
  sms: SmsGate;
  codeKey: Buffer;
  clock: () => Date;
  /** Codes one IP address may request per hour (a venue's Wi-Fi puts many people behind one). */
  ipSendsPerHour: number;
}

export interface SendCodeInput {
  phoneNumber: string;
  altcha: string;
  ip: string;
  /** Whether this device signed in with this phone before: a function, as the phone is parsed here. */
  isKnownDevice: (phoneNumber: string) => boolean;
}

/**
 * How hard the bot check must be for a code to `typed` from this device now: harder after several
 * codes to the number (bot-check-difficulty.ts). A number that does not parse gets the usual one;
 * send-code refuses it anyway.
 */
export async function botCheckDifficulty(
  deps: Pick<SendCodeDeps, 'db' | 'botCheck' | 'clock'>,
  typed: string | undefined,
  isKnownDevice: (phoneNumber: string) => boolean,
): Promise<number> {
  const base = deps.botCheck.baseDifficulty;
  const phoneNumber = typed ? parseSignInPhone(typed) : undefined;
  if (!phoneNumber || isKnownDevice(phoneNumber)) return base;
  const since = new Date(deps.clock().getTime() - USUAL_CODES_WINDOW_MS);
  const [recent] = await countHits(deps.db, [{ bucket: CODES_TO_NUMBER_BUCKET, key: phoneNumber, since }]);
  return requiredDifficulty(base, recent ?? 0);
}

/**
 * Bot check (as hard as the number needs now), phone, destination, limits, then a fresh code by
 * SMS through the gate; each refusal carries its SPEC §8 code (or says why the number cannot be
 * texted). Answers with the verification id a check must name.
 */
export async function sendCode(
  deps: SendCodeDeps,
  input: SendCodeInput,
  logger: Pick<Logger, 'warn'>,
): Promise<SendCodeResponse> {
  const solution = await deps.botCheck.verify(input.altcha);
  const phoneNumber = parseSignInPhone(input.phoneNumber);
  if (!phoneNumber) {
    await deps.botCheck.consume(solution);
    throw new AppError(400, 'invalid-phone-number', SEND_CODE_ERRORS['invalid-phone-number']);
  }
  await deps.botCheck.consume(solution);
  const destination = deps.sms.destination(phoneNumber, 'code');
  if (!destination.ok) throw new AppError(400, destination.code, destination.message);

  const limits = sendCodeLimits({
    phoneNumber,
    ip: input.ip,
    knownDevice: input.isKnownDevice(phoneNumber),
    ipSendsPerHour: deps.ipSendsPerHour,
    baseDifficulty: deps.botCheck.baseDifficulty,
    solutionDifficulty: solution.difficulty,
  });
  const text = await deps.sms.admitCode(
    phoneNumber,
    limits,
    () => new AppError(429, 'quota-exceeded', SEND_CODE_ERRORS['quota-exceeded']),
  );

  const verificationId = await issueCode(deps, phoneNumber, text, codeMessage, (error) => {
    // The error names the provider's reason only; the message text (and its code) stays out of the log.
    logger.warn({ err: error, provider: deps.sms.provider }, 'Sending a sign-in code failed');
    return new AppError(503, 'sms-failed', SEND_CODE_ERRORS.default);
  });
  return {
    phoneNumber,
    verificationId,
    expiresInSeconds: CODE_TTL_SECONDS,
    resendInSeconds: RESEND_AFTER_SECONDS,
  };
}
