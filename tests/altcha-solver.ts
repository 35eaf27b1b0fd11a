import { createHash } from 'node:crypto';

/** An ALTCHA challenge as GET /api/auth/challenge answers it. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Solves the ALTCHA proof of work the way the widget does, for the journeys and the benchmark's
 * sign-ins (their servers set an easy one): the payload the API expects, base64 JSON.
 */
export function solveAltcha(challenge: AltchaChallenge): string {
  const max = challenge.maxnumber ?? 1_000_000;
  for (let number = 0; number <= max; number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge)
      return Buffer.from(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number,
          salt: challenge.salt,
          signature: challenge.signature,
          took: 1,
        }),
      ).toString('base64');
  }
  throw new Error('The bot check has no solution');
}
