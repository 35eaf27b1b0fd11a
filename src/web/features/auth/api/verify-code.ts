import type { Persistence, SessionResponse } from '../../../../shared/api/auth-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';

/** Confirms the code; on success the server sets the session cookie and answers with the new session. */
export function verifyCode(body: {
  phoneNumber: string;
  /** From the send-code answer: names the code being checked. */
  verificationId: string;
  code: string;
  persistence: Persistence;
}): Promise<SessionResponse> {
  return apiSend<SessionResponse>('POST', '/api/auth/verify-code', body);
}
