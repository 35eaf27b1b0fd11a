import type { ClubImage } from './api/clubs-schema.ts';

/**
 * How wide a club card's photo is drawn, for `sizes`: the home grid is one column on phones, two from
 * 600 px and three from 900 px, inside 1152 px less padding. The server's preload hint for the home
 * page (src/server/clubs/home-page-preload.ts) gives the browser the same, so both pick the same variant.
 */
export const CLUB_CARD_IMAGE_SIZES =
  '(min-width: 1152px) 373px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 100vw';

/** The `srcset` of a club's photo: every variant with its width. */
export function clubImageSrcSet(image: ClubImage): string {
  return image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** The variant for browsers without srcset: the 800 one, or the widest there is. */
export function clubImageFallback(image: ClubImage): ClubImage['variants'][number] | undefined {
  return image.variants.find((variant) => variant.width >= 800) ?? image.variants.at(-1);
}
