import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../../shared/api/common-schema.ts';
import { ApiRequestError, apiSend, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';
import { clubPhotoQuery, type ImageResponse } from './get-club-photo.ts';

export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The photo goes as the raw request body with its own type (the server checks the bytes anyway). */
async function uploadPhoto(clubId: string, file: File): Promise<ImageResponse> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/clubs/${encodeURIComponent(clubId)}/image`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiRequestError(
      0,
      NETWORK_ERROR_CODE,
      'The photo could not be sent: check the connection and retry.',
    );
  }
  const body = (await response.json().catch(() => null)) as (Partial<ApiError> & ImageResponse) | null;
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      body?.code ?? 'http_error',
      body?.message ?? `The server answered ${response.status}. Please try again.`,
    );
  }
  return { image: body?.image ?? null };
}

/** Upload (a File) or remove (null) a club's photo; cards refresh through the live `clubs` event. */
export function useChangeClubPhoto(clubId: string) {
  const queryClient = useQueryClient();
  const key = clubPhotoQuery(clubId).queryKey;
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? uploadPhoto(clubId, file)
        : apiSend<ImageResponse>('DELETE', `/api/admin/clubs/${encodeURIComponent(clubId)}/image`),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
