import { VERIFIER_MESSAGES } from '../../../../shared/auth-messages.ts';
import { getChallenge } from '../api/get-challenge.ts';
import { solve } from './solve-challenge.ts';

interface Token {
  payload: string;
  /** When the server stops accepting it (epoch ms), if the challenge says. */
  expiresAt: number | null;
}

// A solution this close to its challenge's expiry is solved again rather than risked.
const EXPIRY_MARGIN_MS = 15_000;

/**
 * The invisible bot check in front of "send code" (ALTCHA proof of work, replacing the SPEC's
 * reCAPTCHA). It solves ahead of time so the button answers at once; each solution works once.
 * Errors whose message says "not ready" mean the check could not start at all (SPEC §8 closes the
 * dialog for those).
 */
export class BotCheck {
  #next: Promise<Token> | null = null;

  /** SPEC §4/§5: created once the submit button exists. Failures are logged and rethrown. */
  attach(element: Element | null): void {
    if (!element) {
      const error = new Error(VERIFIER_MESSAGES.elementMissing);
      console.error('Bot check could not be created.', error);
      throw error;
    }
    this.prepare();
  }

  /** Starts solving the next challenge in the background, if not already under way. */
  prepare(): void {
    if (this.#next) return;
    this.#next = solveNext();
    // Not awaited yet: a failure is reported when the token is taken.
    this.#next.catch(() => {});
  }

  /** The solved payload for one send-code request. */
  async take(): Promise<string> {
    const ready = this.#next;
    this.#next = null;
    if (ready) {
      try {
        const token = await ready;
        if (token.expiresAt === null || token.expiresAt - Date.now() > EXPIRY_MARGIN_MS) return token.payload;
        console.debug('Bot check solution about to expire; solving a new challenge.');
      } catch {
        // Solved in the background long ago, perhaps offline then: one fresh attempt below.
      }
    }
    return (await solveNext()).payload;
  }

  /**
   * A solution for a code to `phoneNumber` now: the server asks for a harder check after several
   * codes to one number (it answers 428 captcha-too-easy to the usual one), so this one is fetched
   * for the number and solved on the spot, taking up to about 20 seconds on a mid-range phone.
   */
  async takeFor(phoneNumber: string): Promise<string> {
    return (await solveNext(phoneNumber)).payload;
  }
}

async function solveNext(phoneNumber?: string): Promise<Token> {
  let challenge: Awaited<ReturnType<typeof getChallenge>>;
  try {
    challenge = await getChallenge(undefined, phoneNumber);
  } catch (error) {
    throw new Error('Bot check not ready: no challenge from the server', { cause: error });
  }
  const solution = await solve(challenge);
  if (!solution) throw new Error('Bot check failed: the challenge has no solution');
  // SPEC §4: the check's completion is only logged; nothing on screen waits for it.
  console.debug(`Bot check solved in ${solution.took} ms.`);
  const payload = btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    }),
  );
  // altcha-lib puts the expiry into the salt as a query string: `<salt>?expires=<unix seconds>`.
  const expires = Number(new URLSearchParams(challenge.salt.split('?')[1] ?? '').get('expires'));
  return { payload, expiresAt: expires > 0 ? expires * 1000 : null };
}
