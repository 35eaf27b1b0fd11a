import type { ClubImage } from '../../shared/api/clubs-schema.ts';
import type { clubImages } from '../db/schema.ts';

export type ClubImageRow = typeof clubImages.$inferSelect;

export const variantKey = (clubId: string, version: string, width: number) =>
  `clubs/${clubId}/${version}-${width}.webp`;

/** The public URL of a stored variant: the key under /images/, cached forever (the version changes). */
export const variantUrl = (key: string) => `/images/${key}`;

export function toClubImage(row: ClubImageRow): ClubImage {
  return {
    version: row.version,
    width: row.width,
    height: row.height,
    variants: [...row.variants]
      .sort((a, b) => a.width - b.width)
      .map((variant) => ({ width: variant.width, height: variant.height, url: variantUrl(variant.key) })),
  };
}
