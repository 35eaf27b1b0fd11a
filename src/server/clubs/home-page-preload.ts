import { listClubsQuerySchema } from '../../shared/api/clubs-schema.ts';
import { CLUB_CARD_IMAGE_SIZES, clubImageFallback, clubImageSrcSet } from '../../shared/club-card-image.ts';
import { clubsListingPath } from '../../shared/clubs.ts';
import { defaultEventDate, todayIn } from '../../shared/dates.ts';
import type { PageHint } from '../http/web-app.ts';
import type { ClubsCatalog } from './clubs-catalog.ts';

/**
 * The home page's largest paint is the first club card's photo, and the app only learns its address
 * after its script has run and the clubs have been fetched. The page's own answer names both (`Link:`
 * the listing `as=fetch`, and the first card's photo `as=image` with the card's srcset and sizes), so
 * they download beside the script instead of after it. The listing is the one the page will ask for:
 * the address's date, gender and type, or the defaults (next Thursday in the venues' zone, ladies, all
 * types). A visitor whose saved choice is MEN, or whose phone is in another time zone, asks for
 * another listing: two small unused downloads, nothing worse.
 */
export function homePagePreload(catalog: ClubsCatalog, defaultTimeZone: string): PageHint {
  return async (request) => {
    const parsed = listClubsQuerySchema.safeParse(request.query ?? {});
    // An address the page itself will refuse gets no hint.
    if (!parsed.success) return undefined;
    const { gender, type } = parsed.data;
    const date = parsed.data.date ?? defaultEventDate(todayIn(catalog.clock(), defaultTimeZone));
    const filter = { date, gender, type };
    // crossorigin=anonymous is credentials 'same-origin', as the app's fetch sends: else no reuse.
    const hints = [`<${clubsListingPath(filter)}>; rel=preload; as=fetch; crossorigin=anonymous`];
    const { clubs } = await catalog.list(filter);
    // The page shows the first card's photo, or its initials when it has none.
    const image = clubs[0]?.image;
    const fallback = image ? clubImageFallback(image) : undefined;
    if (image && fallback) {
      hints.push(
        [
          `<${fallback.url}>`,
          'rel=preload',
          'as=image',
          `imagesrcset="${clubImageSrcSet(image)}"`,
          `imagesizes="${CLUB_CARD_IMAGE_SIZES}"`,
          'fetchpriority=high',
        ].join('; '),
      );
    }
    return hints.join(', ');
  };
}
