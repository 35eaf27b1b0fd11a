import Box from '@mui/material/Box';
import type { ClubImage as ClubImageData } from '../../shared/api/clubs-schema.ts';
import { CLUB_CARD_IMAGE_SIZES, clubImageFallback, clubImageSrcSet } from '../../shared/club-card-image.ts';

/** How the image should load: the first card's is the page's largest paint; cards below the fold wait. */
export type ClubImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * The photo's box: wider than 16:9 on phones, so a card's name, closing time and JOIN fit on the
 * first screen under the page's filters. The skeleton card reserves the same.
 */
export const CLUB_IMAGE_ASPECT_RATIO = { xs: '2 / 1', sm: '16 / 9' } as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export interface ClubImageProps {
  name: string;
  image: ClubImageData | null | undefined;
  loading?: ClubImageLoading;
  sizes?: string;
}

/**
 * A club's photo in a fixed box (CLUB_IMAGE_ASPECT_RATIO), so the card has its final height before the photo arrives
 * (no layout shift); a tinted box with the club's initials when it has no photo. Decorative: the
 * card's heading names the club.
 */
export function ClubImage({ name, image, loading = 'lazy', sizes = CLUB_CARD_IMAGE_SIZES }: ClubImageProps) {
  const fallback = image ? clubImageFallback(image) : undefined;
  return (
    <Box
      data-testid="club-image"
      sx={{
        position: 'relative',
        aspectRatio: CLUB_IMAGE_ASPECT_RATIO,
        overflow: 'hidden',
        // What shows while the photo loads: the brand's night tones, never a white flash.
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.background.default} 100%)`,
      }}
    >
      {image && fallback ? (
        <Box
          component="img"
          src={fallback.url}
          srcSet={clubImageSrcSet(image)}
          sizes={sizes}
          width={fallback.width}
          height={fallback.height}
          alt=""
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'priority' ? 'high' : 'auto'}
          decoding="async"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
          }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            fontSize: '3rem',
            fontWeight: 800,
            letterSpacing: '0.15em',
            color: 'rgba(255, 255, 255, 0.35)',
          }}
        >
          {initialsOf(name)}
        </Box>
      )}
    </Box>
  );
}
