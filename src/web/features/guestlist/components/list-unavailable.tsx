import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { Gender } from '../../../../shared/clubs.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { paths } from '../../../config/paths.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';

export type UnavailableReason = 'not_open' | 'closed_for_night' | 'no_guestlist';

const MESSAGES: Record<UnavailableReason, { title: string; body: string }> = {
  not_open: {
    title: 'THIS LIST IS NOT OPEN',
    body: 'The club has not released guestlist spots for this night. Pick another night or another club.',
  },
  closed_for_night: {
    title: 'GUESTLIST CLOSED FOR THE NIGHT',
    body: 'The cut-off time has passed, so the door will not take new names for this night.',
  },
  no_guestlist: {
    title: 'NO GUESTLIST FOR THIS EVENT',
    body: 'This club runs no guestlist for your view on this night.',
  },
};

/** Instead of a form that would only be refused: why, and the way back to the night's lists. */
export function ListUnavailable({
  reason,
  date,
  gender,
}: {
  reason: UnavailableReason;
  date: IsoDate;
  gender: Gender;
}) {
  const message = MESSAGES[reason];
  return (
    <>
      <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
        <AlertTitle>{message.title}</AlertTitle>
        {message.body}
      </Alert>
      <Button variant="neon" component={RouterLink} to={paths.home.getHref({ date, gender })}>
        BACK TO THE NIGHT'S GUESTLISTS
      </Button>
    </>
  );
}
