import type { SendCodeResponse } from '../../../../shared/api/auth-schema.ts';
import { ApiRequestError, apiSend } from '../../../lib/api-client.ts';
import type { BotCheck } from '../bot-check/bot-check.ts';

/** Texts a 6-digit code; `altcha` is the solved bot-check payload (each one works once). */
export function sendCode(phoneNumber: string, altcha: string): Promise<SendCodeResponse> {
  return apiSend<SendCodeResponse>('POST', '/api/auth/send-code', { phoneNumber, altcha });
}

/** A harder check can be asked again if more codes went to the number meanwhile; then we stop. */
const HARDER_CHECKS = 2;

/**
 * sendCode with the solution solved ahead of time, and, when the server says the number needs a
 * harder check (428 captcha-too-easy: several codes went to it just now), the harder one solved and
 * sent by itself. `onHarderCheck` tells the page, which says why this takes longer.
 */
export async function sendCodeChecked(
  botCheck: BotCheck,
  phoneNumber: string,
  altcha: string,
  onHarderCheck: () => void,
): Promise<SendCodeResponse> {
  let solution = altcha;
  for (let harder = 0; ; harder++) {
    try {
      return await sendCode(phoneNumber, solution);
    } catch (error) {
      const tooEasy = error instanceof ApiRequestError && error.status === 428;
      if (!tooEasy || harder >= HARDER_CHECKS) throw error;
      onHarderCheck();
      solution = await botCheck.takeFor(phoneNumber);
    }
  }
}
