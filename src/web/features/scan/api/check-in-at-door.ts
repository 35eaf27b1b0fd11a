import type { CheckInBody, CheckInResult } from '../../../../shared/api/door-schema.ts';
import { apiSend } from '../../../lib/api-client.ts';

export type { CheckInBody, CheckInResult };

/** A scan or a pick from search; `clientScanId` makes a retried or queued scan count once. */
export function postCheckIn(body: CheckInBody, signal?: AbortSignal): Promise<CheckInResult> {
  return apiSend<CheckInResult>('POST', '/api/door/check-ins', body, signal);
}

/** Undoes one admission made by mistake; answers the pass's new state. */
export function deleteCheckIn(checkInId: string, signal?: AbortSignal): Promise<CheckInResult> {
  return apiSend<CheckInResult>(
    'DELETE',
    `/api/door/check-ins/${encodeURIComponent(checkInId)}`,
    undefined,
    signal,
  );
}
