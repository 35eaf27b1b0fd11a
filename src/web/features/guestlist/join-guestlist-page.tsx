import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { guestlistState } from '../../../shared/clubs.ts';
import { useGender } from '../../app/gender.ts';
import { paths } from '../../app/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { formatEventDate } from '../home/date-picker.tsx';
import { useClubNight } from './api/get-club-night.ts';
import { JoinForm } from './components/join-form.tsx';
import { ListUnavailable, type UnavailableReason } from './components/list-unavailable.tsx';
import { useSelectedEventDate } from './use-selected-event-date.ts';

export function JoinGuestlistPage() {
  useDocumentTitle('Join guest list');
  const { clubId = '' } = useParams();
  const date = useSelectedEventDate();
  const gender = useGender();
  const night = useClubNight(clubId, date);
  const now = useNow();
  const nightLabel = formatEventDate(date);

  let content: React.ReactNode;
  if (night.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the guest list" />
      </Box>
    );
  } else if (night.isError) {
    content = (
      <>
        <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
          {night.error.message}
        </Alert>
        <Button variant="neon" component={RouterLink} to={paths.home.getHref({ date, gender })}>
          BACK TO GUESTLISTS
        </Button>
      </>
    );
  } else {
    const { club } = night.data;
    const option = club.guestlistOptions[gender];
    // The device clock closes the form on time even if the page stays open past the cut-off.
    const state = guestlistState(option, date, club.timeZone, now);
    const reason: UnavailableReason | null = !night.data.guestlistOpen
      ? 'not_open'
      : state !== 'open'
        ? state
        : option.state !== 'open'
          ? option.state
          : null;
    content = (
      <>
        {option.details && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {option.details}
          </Typography>
        )}
        {reason ? (
          <ListUnavailable reason={reason} date={date} gender={gender} />
        ) : (
          <JoinForm night={night.data} date={date} gender={gender} now={now} nightLabel={nightLabel} />
        )}
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '1rem', color: 'secondary.main', letterSpacing: '0.12em' }}>
        JOIN GUEST LIST
      </Typography>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '2rem', md: '2.5rem' },
          fontWeight: 700,
          lineHeight: 1.2,
          textTransform: 'uppercase',
        }}
      >
        {night.data?.club.name ?? '\u00a0'}
      </Typography>
      <Typography sx={{ color: 'primary.main', fontWeight: 700, mb: 2 }}>Your night: {nightLabel}</Typography>
      {content}
    </Box>
  );
}
