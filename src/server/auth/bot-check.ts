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

  /** The usual difficulty (ALTCHA_MAX_NUMBER). */
  get baseDifficulty(): number {
    return this.#options.maxNumber;
  }

  /**
   * A challenge of `difficulty` (the largest number the solver may have to try). The difficulty is
   * written into the salt, which the signature covers, so a solution says how hard it was.
   */
  challenge(difficulty = this.#options.maxNumber): Promise<Challenge> {
    const { hmacKey, clock } = this.#options;
    return createChallenge({
      hmacKey,
      maxNumber: difficulty,
      params: { max: String(difficulty) },
      expires: new Date(clock().getTime() + CHALLENGE_TTL_MS),
    });
  }

  /**
   * Checks a solution without using it up: forged, expired or malformed ones throw
   * captcha-check-failed. Nothing is read from the database, so a flood of junk costs little.
   */
  async verify(encoded: string): Promise<VerifiedSolution> {
    const payload = decode(encoded);
    if (!payload) throw captchaFailed();
    const params = extractParams(payload);
    // Expiry is checked here against the app's clock; altcha-lib would use the wall clock.
    const expires = Number(params.expires) * 1000;
    if (!Number.isFinite(expires) || expires <= this.#options.clock().getTime()) throw captchaFailed();
    const solved = await verifySolution(payload, this.#options.hmacKey, false).catch(() => false);
    if (!solved) throw captchaFailed();
    // Challenges from before difficulties were written down were of the usual one.
    const difficulty = Number(params.max ?? this.#options.maxNumber);
    return { signature: payload.signature, expires: new Date(expires), difficulty };
  }

  /**
   * Uses up a verified solution of at least the usual difficulty (a number's need for harder ones
   * is counted with its limits, auth-limits.ts). A solution used before throws captcha-check-failed.
   */
  async consume(solution: VerifiedSolution): Promise<void> {
    if (!(solution.difficulty >= this.#options.maxNumber)) throw captchaFailed();
    const firstUse = await insertUsedChallenge(this.#options.db, solution.signature, solution.expires);
    if (!firstUse) throw captchaFailed();
  }

  /** verify, then consume. */
  async verifyAndConsume(encoded: string): Promise<void> {
    await this.consume(await this.verify(encoded));
  }
}

export interface VerifiedSolution {
  signature: string;
  expires: Date;
  /** The challenge's difficulty, as signed. */
  difficulty: number;
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
