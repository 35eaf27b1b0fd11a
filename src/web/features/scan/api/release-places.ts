import type { ReleaseBody, ReleaseResult } from '../../../../shared/api/door-release-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';

export type { ReleaseBody, ReleaseResult };

/** The rest of a guestlist party is not coming: their places go to the waitlist. */
export function postRelease(body: ReleaseBody, signal?: AbortSignal): Promise<ReleaseResult> {
  return apiSend<ReleaseResult>('POST', '/api/door/releases', body, signal);
}
