import BrightnessIcon from '@mui/icons-material/BrightnessHigh';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useRef } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { type JustRequestedState, paths } from '../../app/paths.ts';
import { formatDollars } from '../../lib/money.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { JoinSummary } from '../guestlist/components/join-summary.tsx';
import { formatEventDate } from '../home/date-picker.tsx';
import { PassQrCode } from '../passes/components/pass-qr-code.tsx';
import { useReservation } from './api/get-reservation.ts';
import { CancelReservation } from './components/cancel-reservation.tsx';
import { ReservationCashback } from './components/reservation-cashback.tsx';
import { ReservationStatusHero } from './components/reservation-status-hero.tsx';
import { StatusTimeline } from './components/status-timeline.tsx';
import { arrivalLabel } from './reservation-time.ts';

export function ReservationPage() {
  useDocumentTitle('My reservation');
  const { reservationId = '' } = useParams();
  const location = useLocation();
  const justRequested = (location.state as Partial<JustRequestedState> | null)?.justRequested === true;
  const reservation = useReservation(reservationId);
  const statusRef = useRef<HTMLDivElement>(null);

  if (reservation.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your reservation" />
      </Box>
    );
  }
  if (reservation.isError) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
        <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
          {reservation.error.message}
        </Alert>
        <Button variant="neon" component={RouterLink} to={paths.passes.getHref()}>
          MY PASSES
        </Button>
      </Box>
    );
  }

  const r = reservation.data;
  const nightLabel = formatEventDate(r.date);
  const confirmed = r.status === 'confirmed';

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 3 }}>
      <Box>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, textTransform: 'uppercase' }}
        >
          {r.club.name}
        </Typography>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>
          Table reservation · {nightLabel}
        </Typography>
      </Box>
      <ReservationStatusHero ref={statusRef} status={r.status} justRequested={justRequested} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: confirmed ? '360px 1fr' : '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {confirmed ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <PassQrCode
              token={r.qrToken}
              label={`Door QR code for your table at ${r.club.name}, ${nightLabel}`}
            />
            <Typography
              variant="body2"
              sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center' }}
            >
              <BrightnessIcon fontSize="small" aria-hidden color="warning" />
              Turn your screen brightness up at the door
            </Typography>
          </Box>
        ) : (
          <StatusTimeline history={r.statusHistory} timeZone={r.club.timeZone} />
        )}

        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <JoinSummary
            rows={[
              { label: 'Club', value: r.club.name },
              { label: 'Night', value: nightLabel },
              { label: 'Arrival', value: `${arrivalLabel(r.arrivalTime)} club time` },
              { label: 'Party', value: `${r.partySize} ${r.partySize === 1 ? 'person' : 'people'}` },
              { label: 'Table', value: r.tableType?.name ?? 'No table preference' },
              {
                label: 'Minimum spend',
                value: r.minimumSpend === null ? 'None' : formatDollars(r.minimumSpend),
              },
              ...(r.notes ? [{ label: 'Notes', value: r.notes }] : []),
            ]}
          />
          <ReservationCashback reservation={r} />
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PlaceIcon fontSize="small" aria-hidden color="primary" />
            <Link
              href={r.club.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              underline="always"
            >
              {r.club.address}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (opens maps in a new tab)
              </Box>
            </Link>
          </Typography>
          {confirmed && <StatusTimeline history={r.statusHistory} timeZone={r.club.timeZone} />}
          <CancelReservation
            reservation={r}
            nightLabel={nightLabel}
            onCancelled={() => statusRef.current?.focus()}
          />
          <Button
            variant="ghost"
            component={RouterLink}
            to={paths.passes.getHref()}
            sx={{ justifySelf: 'start' }}
          >
            ALL MY PASSES
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
