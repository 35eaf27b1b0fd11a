import { CONFIRM_CODE_ERRORS, SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import { AppError } from '../http/errors.ts';
import type { RateLimitRule } from './rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const sendTooMany = () => new AppError(429, 'too-many-requests', SEND_CODE_ERRORS['too-many-requests']);
const sendQuota = () => new AppError(429, 'quota-exceeded', SEND_CODE_ERRORS['quota-exceeded']);
const verifyTooMany = () => new AppError(429, 'too-many-requests', CONFIRM_CODE_ERRORS['too-many-requests']);

/** Each SMS costs money and can be aimed at someone else's phone: the strictest limits sit here. */
export function sendCodeLimits(phoneNumber: string, ip: string, ipSendsPerHour = 30): RateLimitRule[] {
  const phone = { bucket: 'send-code:phone', key: phoneNumber };
  return [
    { ...phone, limit: 10, windowMs: 24 * HOUR, error: sendQuota },
    { ...phone, limit: 3, windowMs: 10 * MINUTE, error: sendTooMany },
    { bucket: 'send-code:ip', key: ip, limit: ipSendsPerHour, windowMs: HOUR, error: sendTooMany },
  ];
}

/**
 * Three wrong tries already kill a code; these bound guessing across codes and phones. Per phone:
 * three codes' worth of tries (3 sends per 10 minutes, 3 wrong and 1 right each) and a little slack.
 */
export function verifyCodeLimits(
  phoneNumber: string | undefined,
  ip: string,
  ipSendsPerHour = 30,
): RateLimitRule[] {
  // Per IP: at least 60 per 10 minutes, more where an IP may request more codes (3 tries each).
  const ipLimit = Math.max(60, Math.ceil((ipSendsPerHour * 3) / 6));
  const rules: RateLimitRule[] = [
    { bucket: 'verify-code:ip', key: ip, limit: ipLimit, windowMs: 10 * MINUTE, error: verifyTooMany },
  ];
  if (phoneNumber)
    rules.push({
      bucket: 'verify-code:phone',
      key: phoneNumber,
      limit: 15,
      windowMs: 10 * MINUTE,
      error: verifyTooMany,
    });
  return rules;
}
