import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';

/**
 * A confirmation in one line of text, no bright block (issue 35, item 5): at night a filled banner
 * glared and pushed the QR 220 px down. Announced, since the page just changed under the thumb.
 */
function Confirmed({ title, role }: { title: string; role: 'alert' | 'status' }) {
  return (
    <Typography
      role={role}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main', fontWeight: 700 }}
    >
      <CheckCircleIcon fontSize="small" aria-hidden />
      {title}. Show this QR code at the door.
    </Typography>
  );
}

/**
 * What this pass means at the door, plainly. Right after joining it is the confirmation itself.
 */
export function PassStatusBanner({ entry, justJoined }: { entry: GuestlistEntry; justJoined: boolean }) {
  if (entry.status === 'cancelled' && entry.offer?.state === 'lapsed') {
    return (
      <Alert severity="error" variant="outlined">
        <AlertTitle>THE OFFER LAPSED</AlertTitle>
        The spot was not claimed in time and went to the next party. Join the list again if you are still
        coming.
      </Alert>
    );
  }
  if (entry.status === 'cancelled' && entry.offer?.state === 'declined') {
    return (
      <Alert severity="info" variant="outlined">
        <AlertTitle>NOT TONIGHT</AlertTitle>
        You passed the spot on to the next party. This pass will not get you in.
      </Alert>
    );
  }
  if (entry.status === 'cancelled') {
    return (
      <Alert severity="error" variant="outlined">
        <AlertTitle>CANCELLED</AlertTitle>
        This pass was cancelled and will not get you in.
      </Alert>
    );
  }
  // An open offer says it all (SpotOffer, right under this).
  if (entry.status === 'waitlisted' && entry.offer?.state === 'open') return null;
  if (entry.status === 'confirmed' && entry.offer?.state === 'claimed') {
    return <Confirmed title="Spot claimed: you're on the list" role="status" />;
  }
  if (entry.status === 'waitlisted') {
    return (
      <Alert severity="warning" variant="outlined" role={justJoined ? 'alert' : 'status'}>
        <AlertTitle>You're #{entry.waitlistPosition ?? '?'} on the waitlist</AlertTitle>
        This pass does not admit you yet. When a spot opens for your party we offer it to you, with a few
        minutes to claim it.
      </Alert>
    );
  }
  if (!justJoined) return null;
  return <Confirmed title="You're on the list" role="alert" />;
}
