import type {
  ArchiveStatusResponse,
  LeavingFiguresResponse,
} from '../../../../shared/api/your-data-schema.ts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export const ARCHIVE_URL = '/api/me/data/archive/download';

export function getArchiveStatus(signal?: AbortSignal): Promise<ArchiveStatusResponse> {
  return apiGet<ArchiveStatusResponse>('/api/me/data/archive', signal);
}

export function requestArchive(): Promise<ArchiveStatusResponse> {
  return apiSend<ArchiveStatusResponse>('POST', '/api/me/data/archive');
}

export function getLeavingFigures(signal?: AbortSignal): Promise<LeavingFiguresResponse> {
  return apiGet<LeavingFiguresResponse>('/api/me/data/deletion', signal);
}

export function sendDeleteCode(): Promise<{ verificationId: string; expiresInSeconds: number }> {
  return apiSend('POST', '/api/me/data/deletion/code');
}

export function deleteAccount(verificationId: string, code: string): Promise<{ deleted: true }> {
  return apiSend('POST', '/api/me/data/deletion', { verificationId, code });
}
