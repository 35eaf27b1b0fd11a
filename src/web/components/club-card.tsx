import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { closesNextDay } from '../../shared/closing-time.ts';
import { type Gender, guestlistState } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { ClubAddress } from './club-address.tsx';
import { ClubImage, type ClubImageLoading } from './club-image.tsx';
import { JoinGuestlistButton } from './join-guestlist-button.tsx';

const ConciergeDialog = lazy(() => import('./concierge-dialog.tsx'));

const EVENT_TYPE_LABELS = { nightclub: 'NIGHTCLUB', dinner_party: 'DINNER PARTY' } as const;

export interface ClubCardProps {
  club: ClubView;
  date: IsoDate;
  gender: Gender;
  now: Date;
  onJoin: (club: ClubView) => void;
  onBook: (club: ClubView) => void;
  /** 'priority' for the first card (the page's largest paint), 'lazy' (default) for cards below the fold. */
  imageLoading?: ClubImageLoading;
}

export function ClubCard({ club, date, gender, now, onJoin, onBook, imageLoading = 'lazy' }: ClubCardProps) {
  const titleId = useId();
  const [conciergeOpen, setConciergeOpen] = useState(false);
  const [conciergeLoaded, setConciergeLoaded] = useState(false);
  const option = club.guestlistOptions[gender];
  // Recomputed on the device clock, so the button closes on time even if the page stays open.
  const state = guestlistState(option, date, club.timeZone, now);
  const hasConcierge = Boolean(club.conciergeCallNumber || club.conciergeTextNumber);

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <ClubImage name={club.name} image={club.image} loading={imageLoading} />
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography
            id={titleId}
            variant="h2"
            component="h2"
            sx={{ mr: 'auto', textTransform: 'uppercase' }}
          >
            {club.name}
          </Typography>
          {/* A chip's look without MUI's Chip, which would add 2 KB gzip to the first screen's budget. */}
          <Box
            component="span"
            sx={{
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              height: 24,
              px: 1,
              mt: 0.25,
              border: 1,
              borderColor: 'secondary.main',
              borderRadius: 3,
              color: 'secondary.main',
              fontSize: '0.8125rem',
              whiteSpace: 'nowrap',
            }}
          >
            {EVENT_TYPE_LABELS[club.eventType]}
          </Box>
        </Box>
        {option.details && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {option.details}
          </Typography>
        )}
        {option.enabled && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
            <ScheduleIcon fontSize="small" aria-hidden color="primary" />
            <span>
              Guestlist closes {option.closesAt}
              {closesNextDay(option.closesAt) ? ' (after midnight)' : ''}
            </span>
          </Typography>
        )}
        <ClubAddress address={club.address} mapsUrl={club.mapsUrl} variant="body2" />
      </CardContent>
      <Box sx={{ p: 2, pt: 1, display: 'grid', gap: 1 }}>
        <JoinGuestlistButton state={state} onJoin={() => onJoin(club)} />
        {club.reservationsEnabled && (
          <Button variant="contained" fullWidth onClick={() => onBook(club)}>
            {club.reservationCashback > 0 ? `BOOK · ${club.reservationCashback}% CASHBACK` : 'BOOK'}
          </Button>
        )}
        {hasConcierge && (
          <Button
            variant="ghost"
            fullWidth
            onPointerEnter={() => setConciergeLoaded(true)}
            onClick={() => {
              setConciergeLoaded(true);
              setConciergeOpen(true);
            }}
          >
            CONTACT CONCIERGE
          </Button>
        )}
      </Box>
      {conciergeLoaded && (
        <Suspense fallback={null}>
          <ConciergeDialog
            open={conciergeOpen}
            onClose={() => setConciergeOpen(false)}
            clubName={club.name}
            callNumber={club.conciergeCallNumber}
            textNumber={club.conciergeTextNumber}
          />
        </Suspense>
      )}
    </Card>
  );
}
