import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { CLUB_IMAGE_ASPECT_RATIO } from '../../../components/club-image.tsx';

/** Same footprint as a club card, so nothing jumps when the real cards arrive. */
export function ClubCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="club-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: CLUB_IMAGE_ASPECT_RATIO, height: 'auto' }} />
      <CardContent>
        <Skeleton variant="text" width="55%" sx={{ fontSize: '1.4rem' }} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="45%" sx={{ mt: 1 }} />
        <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={44} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
