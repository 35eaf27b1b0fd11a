import { apiGet } from '../../../lib/api-client.ts';

/** An ALTCHA proof-of-work challenge (the shape of `altchaChallengeSchema`). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export function getChallenge(signal?: AbortSignal): Promise<AltchaChallenge> {
  return apiGet<AltchaChallenge>('/api/auth/challenge', signal);
}
