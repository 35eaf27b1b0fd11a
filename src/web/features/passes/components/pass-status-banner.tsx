import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';

/**
 * What this pass means at the door, plainly. Right after joining it is the confirmation itself
 * (announced, since the page just changed under the member's thumb).
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
    return (
      <Alert severity="success" variant="filled" role="status">
        <AlertTitle>Spot claimed: you're on the list</AlertTitle>
        Show this QR code at the door.
      </Alert>
    );
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
  return (
    <Alert severity="success" variant="filled" role="alert">
      <AlertTitle>You're on the list</AlertTitle>
      Show this QR code at the door. A confirmation is in your notifications.
    </Alert>
  );
}
