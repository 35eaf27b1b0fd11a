import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { LoadError, LoadingSpinner } from '../../components/load-states.tsx';
import { NightPageFrame } from '../../components/night-page-frame.tsx';
import { useGender } from '../../config/gender.ts';
import { paths } from '../../config/paths.ts';
import { formatEventDate } from '../../lib/event-date.ts';
import { readReservePrefill } from '../../lib/form-prefill.ts';
import { Link as RouterLink, useParams, useSearchParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSelectedEventDate } from '../../lib/use-selected-event-date.ts';
import { useReservationOptions } from './api/get-reservation-options.ts';
import { ReserveForm } from './components/reserve-form.tsx';

export function ReservePage() {
  useDocumentTitle('Reserve a table');
  const { clubId = '' } = useParams();
  const date = useSelectedEventDate();
  const gender = useGender();
  const [params] = useSearchParams();
  const prefill = readReservePrefill(params);
  const options = useReservationOptions(clubId, date);
  const nightLabel = formatEventDate(date);
  const back = (
    <Button variant="neon" component={RouterLink} to={paths.home.getHref({ date, gender })}>
      BACK TO THE NIGHT'S CLUBS
    </Button>
  );

  let content: React.ReactNode;
  if (options.isPending) {
    content = <LoadingSpinner label="Loading the club's tables" py={6} />;
  } else if (options.isError) {
    content = <LoadError message={options.error.message}>{back}</LoadError>;
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
    content = <ReserveForm options={options.data} nightLabel={nightLabel} prefill={prefill} />;
  }

  return (
    <NightPageFrame
      title="RESERVE A TABLE"
      clubName={options.data?.clubName}
      nightLabel={nightLabel}
      nightGap={3}
      focusHeading={prefill !== null}
    >
      {content}
    </NightPageFrame>
  );
}
