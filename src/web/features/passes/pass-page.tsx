import BrightnessIcon from '@mui/icons-material/BrightnessHigh';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { type JustJoinedState, paths } from '../../app/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { formatEventDate } from '../home/date-picker.tsx';
import { passCalendarHref, usePass } from './api/get-pass.ts';
import { CancelPass } from './components/cancel-pass.tsx';
import { EntryTerms } from './components/entry-terms.tsx';
import { PassQrCode } from './components/pass-qr-code.tsx';
import { PassStatusBanner } from './components/pass-status-banner.tsx';
import { StatusChip } from './components/status-chip.tsx';
import { partyLine } from './pass-status.ts';

export function PassPage() {
  useDocumentTitle('Pass');
  const { passId = '' } = useParams();
  const location = useLocation();
  const justJoined = (location.state as Partial<JustJoinedState> | null)?.justJoined === true;
  const pass = usePass(passId);

  if (pass.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your pass" />
      </Box>
    );
  }
  if (pass.isError) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
        <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
          {pass.error.message}
        </Alert>
        <Button variant="neon" component={RouterLink} to={paths.passes.getHref()}>
          MY PASSES
        </Button>
      </Box>
    );
  }

  const { entry } = pass.data;
  const nightLabel = formatEventDate(entry.date);
  const cancelled = entry.status === 'cancelled';

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 3 }}>
      <PassStatusBanner entry={entry} justJoined={justJoined} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '360px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {!cancelled && (
            <>
              <PassQrCode
                token={pass.data.qrToken}
                label={`Door QR code for ${entry.club.name}, ${nightLabel}`}
              />
              <Typography
                variant="body2"
                sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center' }}
              >
                <BrightnessIcon fontSize="small" aria-hidden color="warning" />
                Turn your screen brightness up at the door
              </Typography>
            </>
          )}
        </Box>

        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Typography
                variant="h1"
                sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mr: 'auto', textTransform: 'uppercase' }}
              >
                {entry.club.name}
              </Typography>
              <StatusChip entry={entry} size="medium" />
            </Box>
            <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{nightLabel}</Typography>
            <Typography color="text.secondary">{partyLine(entry)}</Typography>
            {entry.guestNames.length > 0 && (
              <Typography color="text.secondary">With {entry.guestNames.join(', ')}</Typography>
            )}
          </Box>

          <EntryTerms terms={entry.entryTerms} />

          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <PlaceIcon fontSize="small" aria-hidden color="primary" />
              <Link
                href={entry.club.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
                underline="always"
              >
                {entry.club.address}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens maps in a new tab)
                </Box>
              </Link>
            </Typography>
            {!cancelled && (
              <Button
                variant="ghost"
                href={passCalendarHref(pass.data.id)}
                download
                startIcon={<EventIcon />}
                sx={{ justifySelf: 'start' }}
              >
                ADD TO CALENDAR
              </Button>
            )}
          </Box>

          <CancelPass entry={entry} nightLabel={nightLabel} />

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
