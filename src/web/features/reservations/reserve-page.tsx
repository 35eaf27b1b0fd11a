import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useGender } from '../../app/gender.ts';
import { paths } from '../../app/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSelectedEventDate } from '../guestlist/use-selected-event-date.ts';
import { formatEventDate } from '../home/date-picker.tsx';
import { useReservationOptions } from './api/get-reservation-options.ts';
import { ReserveForm } from './components/reserve-form.tsx';

export function ReservePage() {
  useDocumentTitle('Reserve a table');
  const { clubId = '' } = useParams();
  const date = useSelectedEventDate();
  const gender = useGender();
  const options = useReservationOptions(clubId, date);
  const nightLabel = formatEventDate(date);
  const back = (
    <Button variant="neon" component={RouterLink} to={paths.home.getHref({ date, gender })}>
      BACK TO THE NIGHT'S CLUBS
    </Button>
  );

  let content: React.ReactNode;
  if (options.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the club's tables" />
      </Box>
    );
  } else if (options.isError) {
    content = (
      <>
        <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
          {options.error.message}
        </Alert>
        {back}
      </>
    );
  } else if (!options.data.reservationsEnabled || options.data.arrivalTimes.length === 0) {
    content = (
      <>
        <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
          <AlertTitle>NO TABLE RESERVATIONS</AlertTitle>
          {options.data.reservationsEnabled
            ? 'The club takes no more table requests for this night. Pick another night or another club.'
            : `${options.data.clubName} does not take table reservations in the app. Its guest list may still be open.`}
        </Alert>
        {back}
      </>
    );
  } else {
    content = <ReserveForm options={options.data} nightLabel={nightLabel} />;
  }

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '1rem', color: 'secondary.main', letterSpacing: '0.12em' }}>
        RESERVE A TABLE
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
        {options.data?.clubName ?? '\u00a0'}
      </Typography>
      <Typography sx={{ color: 'primary.main', fontWeight: 700, mb: 3 }}>Your night: {nightLabel}</Typography>
      {content}
    </Box>
  );
}
