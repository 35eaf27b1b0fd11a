import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import { SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { insertUsedChallenge } from './used-challenges-repository.ts';

export const CHALLENGE_TTL_MS = 10 * 60_000;

export interface BotCheckOptions {
  db: Database;
  hmacKey: string;
  maxNumber: number;
  clock: () => Date;
}

/** ALTCHA proof of work on the send-code step (it stands in for the SPEC's invisible reCAPTCHA). */
export class BotCheck {
  readonly #options: BotCheckOptions;

  constructor(options: BotCheckOptions) {
    this.#options = options;
  }

  challenge(): Promise<Challenge> {
    const { hmacKey, maxNumber, clock } = this.#options;
    return createChallenge({ hmacKey, maxNumber, expires: new Date(clock().getTime() + CHALLENGE_TTL_MS) });
  }

  /** Accepts a solved challenge once; anything else throws captcha-check-failed. */
  async verifyAndConsume(encoded: string): Promise<void> {
    const payload = decode(encoded);
    if (!payload) throw captchaFailed();
    // Expiry is checked here against the app's clock; altcha-lib would use the wall clock.
    const expires = Number(extractParams(payload).expires) * 1000;
    if (!Number.isFinite(expires) || expires <= this.#options.clock().getTime()) throw captchaFailed();
    const solved = await verifySolution(payload, this.#options.hmacKey, false).catch(() => false);
    if (!solved) throw captchaFailed();
    const firstUse = await insertUsedChallenge(this.#options.db, payload.signature, new Date(expires));
    if (!firstUse) throw captchaFailed();
  }
}

function decode(encoded: string): Payload | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { algorithm, challenge, number, salt, signature } = payload as Record<string, unknown>;
    const valid =
      typeof algorithm === 'string' &&
      typeof challenge === 'string' &&
      typeof number === 'number' &&
      typeof salt === 'string' &&
      typeof signature === 'string';
    return valid ? (payload as Payload) : undefined;
  } catch {
    return undefined;
  }
}

function captchaFailed(): AppError {
  return new AppError(400, 'captcha-check-failed', SEND_CODE_ERRORS['captcha-check-failed']);
}
