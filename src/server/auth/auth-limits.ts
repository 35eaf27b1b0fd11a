import { CONFIRM_CODE_ERRORS, SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import { AppError } from '../http/errors.ts';
import type { RateLimitRule } from './rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Codes a phone may be sent per day, from its own devices and from anyone else, each. */
export const CODES_PER_PHONE_PER_DAY = 10;
export const CODES_PER_PHONE_PER_10_MINUTES = 3;

const sendTooMany = () => new AppError(429, 'too-many-requests', SEND_CODE_ERRORS['too-many-requests']);
const sendQuota = () => new AppError(429, 'quota-exceeded', SEND_CODE_ERRORS['quota-exceeded']);
const verifyTooMany = () => new AppError(429, 'too-many-requests', CONFIRM_CODE_ERRORS['too-many-requests']);

export interface SendCodeLimitInput {
  phoneNumber: string;
  /** The client's address key (an IPv6 /64). */
  ip: string;
  /** Sent from a device this phone signed in on before (see known-device.ts). */
  knownDevice: boolean;
  ipSendsPerHour: number;
  /** The service's budget of codes per hour (SMS_CODES_PER_HOUR). */
  codesPerHour: number;
  /** Called when the budget refuses a send: the operator must hear of it. */
  onBudgetSpent: () => void;
}

/**
 * Each SMS costs money and can be aimed at someone else's phone: the strictest limits sit here. Per
 * phone, a device the phone has signed in on counts apart from everyone else, so strangers cannot
 * spend its codes. The service-wide budget caps what SMS pumping through many numbers can cost.
 */
export function sendCodeLimits(input: SendCodeLimitInput): RateLimitRule[] {
  const phone = {
    bucket: input.knownDevice ? 'send-code:phone-known' : 'send-code:phone',
    key: input.phoneNumber,
  };
  return [
    { ...phone, limit: CODES_PER_PHONE_PER_DAY, windowMs: 24 * HOUR, error: sendQuota },
    { ...phone, limit: CODES_PER_PHONE_PER_10_MINUTES, windowMs: 10 * MINUTE, error: sendTooMany },
    {
      bucket: 'send-code:ip',
      key: input.ip,
      limit: input.ipSendsPerHour,
      windowMs: HOUR,
      error: sendTooMany,
    },
    {
      bucket: 'send-code:all',
      key: 'all',
      limit: input.codesPerHour,
      windowMs: HOUR,
      error: () => {
        input.onBudgetSpent();
        return sendQuota();
      },
    },
  ];
}

/**
 * Checks per client address. Guessing is bounded per code instead (CODE_MAX_ATTEMPTS wrong tries
 * kill it, and a check must name the code's verification id, which only its requester holds), so
 * no count is kept per phone: a stranger's guesses can no longer lock its owner out.
 */
export function verifyCodeLimits(ip: string, ipSendsPerHour = 30): RateLimitRule[] {
  // At least 60 per 10 minutes, more where an IP may request more codes (3 tries each).
  const ipLimit = Math.max(60, Math.ceil((ipSendsPerHour * 3) / 6));
  return [{ bucket: 'verify-code:ip', key: ip, limit: ipLimit, windowMs: 10 * MINUTE, error: verifyTooMany }];
}
