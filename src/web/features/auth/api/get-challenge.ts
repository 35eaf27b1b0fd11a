import { apiGet } from '../../../lib/api-client.ts';

/** An ALTCHA proof-of-work challenge (the shape of `altchaChallengeSchema`). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * A challenge to solve before asking for a code. For `phoneNumber`, as hard as a code to that
 * number needs now (harder after several codes to it in a few minutes).
 */
export function getChallenge(signal?: AbortSignal, phoneNumber?: string): Promise<AltchaChallenge> {
  const query = phoneNumber ? `?${new URLSearchParams({ phoneNumber })}` : '';
  return apiGet<AltchaChallenge>(`/api/auth/challenge${query}`, signal);
}
