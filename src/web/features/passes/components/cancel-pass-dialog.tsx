import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface CancelPassDialogProps {
  open: boolean;
  clubName: string;
  nightLabel: string;
  partySize: number;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * MUI's Dialog traps the focus and hands it back to CANCEL PASS on close. The safe choice,
 * KEEP MY SPOT, gets the first focus: Enter on a phone keyboard should never cancel a night out.
 */
export function CancelPassDialog(props: CancelPassDialogProps) {
  const { open, clubName, nightLabel, partySize, pending, error, onConfirm, onClose } = props;
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Cancel this pass?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Your party of {partySize} comes off the {clubName} guest list for {nightLabel}. The QR code stops
          working at the door, and your spot goes to the next party on the waitlist. If you change your mind,
          you join again at the back of the line.
        </DialogContentText>
        {error && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="neon" onClick={onClose} disabled={pending} autoFocus>
          KEEP MY SPOT
        </Button>
        <Button color="error" variant="outlined" onClick={onConfirm} disabled={pending}>
          {pending ? 'CANCELLING...' : 'YES, CANCEL PASS'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
