import type { SendCodeResponse } from '../../../../shared/api/auth-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';

/** Texts a 6-digit code; `altcha` is the solved bot-check payload (each one works once). */
export function sendCode(phoneNumber: string, altcha: string): Promise<SendCodeResponse> {
  return apiSend<SendCodeResponse>('POST', '/api/auth/send-code', { phoneNumber, altcha });
}
