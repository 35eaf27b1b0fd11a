import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface ConfirmCancelDialogProps {
  open: boolean;
  title: string;
  /** What cancelling costs the member; it describes the dialog to screen readers. */
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * MUI's Dialog traps the focus and hands it back to the button that opened it on close. The safe
 * choice, keeping the booking, gets the first focus: Enter on a phone keyboard should never cancel
 * a night out. While the cancel is in flight the dialog cannot be dismissed.
 */
export function ConfirmCancelDialog(props: ConfirmCancelDialogProps) {
  const { open, title, children, keepLabel, confirmLabel, pending, error, onConfirm, onClose } = props;
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
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{children}</DialogContentText>
        {error && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="neon" onClick={onClose} disabled={pending} autoFocus>
          {keepLabel}
        </Button>
        <Button color="error" variant="outlined" onClick={onConfirm} disabled={pending}>
          {pending ? 'CANCELLING...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
