import { queryOptions } from '@tanstack/react-query';
import type { ClubImage } from '../../../../shared/api/clubs-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';

export type ImageResponse = { image: ClubImage | null };

export const clubPhotoQuery = (clubId: string) =>
  queryOptions({
    queryKey: ['admin-club-photo', clubId] as const,
    queryFn: ({ signal }) =>
      apiGet<ImageResponse>(`/api/admin/clubs/${encodeURIComponent(clubId)}/image`, signal),
  });
