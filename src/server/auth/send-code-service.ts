import type { FastifyBaseLogger } from 'fastify';
import type { SendCodeResponse } from '../../shared/api/auth-schema.ts';
import { CODE_TTL_SECONDS, SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { sendCodeLimits } from './auth-limits.ts';
import type { BotCheck } from './bot-check.ts';
import { consumeRateLimits } from './rate-limiter.ts';
import { parseSignInPhone } from './sign-in-phone.ts';
import { generateCode, hashCode } from './verification-code.ts';
import { deleteCode, upsertCode } from './verification-codes-repository.ts';

/** The client offers "resend" after this long; the per-phone limits are what the server enforces. */
export const RESEND_AFTER_SECONDS = 30;

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
}

/** Bot check, phone, limits, then a fresh code by SMS; each refusal carries its SPEC §8 code. */
export async function sendCode(
  deps: SendCodeDeps,
  input: { phoneNumber: string; altcha: string; ip: string },
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<SendCodeResponse> {
  await deps.botCheck.verifyAndConsume(input.altcha);
  const phoneNumber = parseSignInPhone(input.phoneNumber);
  if (!phoneNumber) throw new AppError(400, 'invalid-phone-number', SEND_CODE_ERRORS['invalid-phone-number']);

  const now = deps.clock();
  await consumeRateLimits(deps.db, now, sendCodeLimits(phoneNumber, input.ip, deps.ipSendsPerHour));

  const code = generateCode();
  await upsertCode(deps.db, {
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
    await deleteCode(deps.db, phoneNumber).catch(() => {});
    throw new AppError(503, 'sms-failed', SEND_CODE_ERRORS.default);
  }
  return { phoneNumber, expiresInSeconds: CODE_TTL_SECONDS, resendInSeconds: RESEND_AFTER_SECONDS };
}
