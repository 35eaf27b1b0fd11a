import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface CancelReservationDialogProps {
  open: boolean;
  clubName: string;
  nightLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * MUI's Dialog traps the focus and hands it back to CANCEL RESERVATION on close. The safe choice,
 * KEEP MY TABLE, gets the first focus: Enter on a phone keyboard should never cancel a night out.
 */
export function CancelReservationDialog(props: CancelReservationDialogProps) {
  const { open, clubName, nightLabel, pending, error, onConfirm, onClose } = props;
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
      <DialogTitle id={titleId}>Cancel this reservation?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Your table request at {clubName} for {nightLabel} is withdrawn and its QR code stops working. No
          cashback is earned on a cancelled reservation. To go after all, you send a new request.
        </DialogContentText>
        {error && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="neon" onClick={onClose} disabled={pending} autoFocus>
          KEEP MY TABLE
        </Button>
        <Button color="error" variant="outlined" onClick={onConfirm} disabled={pending}>
          {pending ? 'CANCELLING...' : 'YES, CANCEL RESERVATION'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
