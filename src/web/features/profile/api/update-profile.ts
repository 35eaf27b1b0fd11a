import type { SessionResponse, UpdateProfileBody } from '../../../../shared/api/auth-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';

/** Saves the signed-in user's profile; the answer is the session with the updated profile. */
export function updateProfile(body: UpdateProfileBody): Promise<SessionResponse> {
  return apiSend<SessionResponse>('PUT', '/api/profile', body);
}
