import { CHECK_TOO_EASY_MESSAGE, CONFIRM_CODE_ERRORS, SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import { AppError } from '../http/errors.ts';
import type { RateLimitRule } from '../http/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Codes a phone's own devices may ask for it, per day and per 10 minutes (see known-device.ts). */
export const CODES_PER_PHONE_PER_DAY = 10;
export const CODES_PER_PHONE_PER_10_MINUTES = 3;
/**
 * Codes texted to one number in an hour, asked for by devices that have not signed in as it. Past
 * the first few in 10 minutes each costs a harder proof of work (bot-check-difficulty.ts) instead of
 * a refusal, so a stranger cannot keep the owner of a new phone out; this caps what they can cost.
 */
export const CODES_TO_A_NUMBER_PER_HOUR = 10;
/** The bucket every code to a number counts in, whoever asked: the difficulty reads it. */
export const CODES_TO_NUMBER_BUCKET = 'send-code:number';

/** Codes to one number in this long at the usual difficulty; each further one is harder. */
export const USUAL_CODES_WINDOW_MS = 10 * MINUTE;
export const USUAL_CODES_PER_WINDOW = 3;
/** Each code past the usual ones multiplies the work by this much, up to MAX_GROWTH times the usual. */
export const DIFFICULTY_GROWTH = 4;
export const MAX_GROWTH = 256;
/**
 * The hardest check ever asked: at most about 20 seconds on a mid-range phone, so the owner of a
 * number is never kept out for long, while a stranger pays that for each code past the usual ones.
 * Measured in Chromium at Lighthouse's mid-range phone CPU: docs/decisions/029-one-sms-gate.md.
 */
export const MAX_DIFFICULTY = 600_000;

/**
 * How hard the proof of work must be for a code to a number that `recentCodes` codes were texted
 * to in USUAL_CODES_WINDOW_MS: the usual `base` for the first USUAL_CODES_PER_WINDOW, then
 * DIFFICULTY_GROWTH times harder with each further code, up to MAX_GROWTH times the usual and never
 * above MAX_DIFFICULTY (nor below the usual, however high the operator set it).
 */
export function requiredDifficulty(base: number, recentCodes: number): number {
  if (recentCodes < USUAL_CODES_PER_WINDOW) return base;
  const grown = base * DIFFICULTY_GROWTH ** (recentCodes - USUAL_CODES_PER_WINDOW + 1);
  return Math.max(base, Math.min(MAX_DIFFICULTY, base * MAX_GROWTH, grown));
}

/** How many codes may have gone to the number in the window for a solution of `difficulty` to pass. */
export function codesAllowedAt(base: number, difficulty: number): number {
  let recent = 0;
  // Past CODES_TO_A_NUMBER_PER_HOUR the hourly cap refuses anyway.
  while (recent <= CODES_TO_A_NUMBER_PER_HOUR && requiredDifficulty(base, recent) <= difficulty) recent += 1;
  return recent;
}

const sendTooMany = () => new AppError(429, 'too-many-requests', SEND_CODE_ERRORS['too-many-requests']);
const sendQuota = () => new AppError(429, 'quota-exceeded', SEND_CODE_ERRORS['quota-exceeded']);
const checkTooEasy = () => new AppError(428, 'captcha-too-easy', CHECK_TOO_EASY_MESSAGE);
const verifyTooMany = () => new AppError(429, 'too-many-requests', CONFIRM_CODE_ERRORS['too-many-requests']);

export interface SendCodeLimitInput {
  phoneNumber: string;
  /** The client's address key (an IPv6 /64). */
  ip: string;
  /** Sent from a device this phone signed in on before (see known-device.ts). */
  knownDevice: boolean;
  ipSendsPerHour: number;
  /** The usual bot-check difficulty (ALTCHA_MAX_NUMBER), and that of the solution sent with this request. */
  baseDifficulty: number;
  solutionDifficulty: number;
}

/**
 * Each SMS costs money and can be aimed at someone else's phone: the strictest limits sit here. A
 * device the phone has signed in on counts apart from everyone else, so strangers cannot spend its
 * codes. Every other device shares CODES_TO_A_NUMBER_PER_HOUR and pays a growing proof of work past
 * the first codes (never a lockout of the owner's new phone). The service's hourly budget is the
 * SMS gate's (sms-gate.ts), counted with these in one step.
 */
export function sendCodeLimits(input: SendCodeLimitInput): RateLimitRule[] {
  const toNumber = { bucket: CODES_TO_NUMBER_BUCKET, key: input.phoneNumber, windowMs: HOUR };
  const ip = {
    bucket: 'send-code:ip',
    key: input.ip,
    limit: input.ipSendsPerHour,
    windowMs: HOUR,
    error: sendTooMany,
  };
  if (!input.knownDevice)
    return [
      { ...toNumber, limit: CODES_TO_A_NUMBER_PER_HOUR, error: sendTooMany },
      // Counted under the same lock as the code it admits: requests at once cannot all pass as "first".
      {
        ...toNumber,
        windowMs: USUAL_CODES_WINDOW_MS,
        limit: codesAllowedAt(input.baseDifficulty, input.solutionDifficulty),
        error: checkTooEasy,
      },
      ip,
    ];
  const own = { bucket: 'send-code:phone-known', key: input.phoneNumber };
  return [
    { ...own, limit: CODES_PER_PHONE_PER_DAY, windowMs: 24 * HOUR, error: sendQuota },
    { ...own, limit: CODES_PER_PHONE_PER_10_MINUTES, windowMs: 10 * MINUTE, error: sendTooMany },
    // Counted (the difficulty for other devices reads it), never refused: the owner is not capped by strangers.
    { ...toNumber, limit: Number.POSITIVE_INFINITY, error: sendTooMany },
    ip,
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
