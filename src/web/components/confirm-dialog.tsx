import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The safe choice, which has the first focus. */
  keepLabel?: string;
  /** `neon` where keeping is what the page is for (a member's booking); `ghost` for staff. */
  keepVariant?: 'neon' | 'ghost';
  confirmLabel: string;
  pendingLabel: string;
  /** Red for what cannot be undone (cancel, decline, remove). */
  destructive?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that reaches a member (a staff action, a member cancelling their own night).
 * The safe choice has the first focus: Enter on a phone keyboard never confirms. MUI traps the focus
 * inside and returns it to the opening button on close; while the action runs it cannot be dismissed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, pendingLabel, destructive, pending, error } = props;
  const { keepLabel = 'GO BACK', keepVariant = 'ghost' } = props;
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : props.onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
        {error && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant={keepVariant} onClick={props.onClose} disabled={pending} autoFocus>
          {keepLabel}
        </Button>
        <Button
          variant={destructive ? 'outlined' : 'neon'}
          color={destructive ? 'error' : 'primary'}
          onClick={props.onConfirm}
          disabled={pending}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
