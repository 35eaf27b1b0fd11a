import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';

/**
 * What this pass means at the door, plainly. Right after joining it is the confirmation itself
 * (announced, since the page just changed under the member's thumb).
 */
export function PassStatusBanner({ entry, justJoined }: { entry: GuestlistEntry; justJoined: boolean }) {
  if (entry.status === 'cancelled') {
    return (
      <Alert severity="error" variant="outlined">
        <AlertTitle>CANCELLED</AlertTitle>
        This pass was cancelled and will not get you in.
      </Alert>
    );
  }
  if (entry.status === 'waitlisted') {
    return (
      <Alert severity="warning" variant="outlined" role={justJoined ? 'alert' : 'status'}>
        <AlertTitle>You're #{entry.waitlistPosition ?? '?'} on the waitlist</AlertTitle>
        This pass does not admit you yet. When a spot opens you move up automatically and we notify you.
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
