import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';

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
  /**
   * What staff fill in before confirming (an amount), under the text. Enter in a field confirms,
   * and the field's own `autoFocus` takes the first focus instead of the safe choice.
   */
  fields?: ReactNode;
}

/**
 * Asks before an action that reaches a member (a staff action, a member cancelling their own night).
 * The safe choice has the first focus, unless there are `fields` to fill: Enter on a phone keyboard
 * never confirms by accident. MUI traps the focus
 * inside and returns it to the opening button on close; while the action runs it cannot be dismissed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, pendingLabel, destructive, pending, error, fields } = props;
  const { keepLabel = 'GO BACK', keepVariant = 'ghost' } = props;
  const titleId = useId();
  const textId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : props.onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} component="div" sx={fields ? { mb: 2 } : undefined}>
            {children}
          </DialogContentText>
          {fields}
          {error && (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant={keepVariant} onClick={props.onClose} disabled={pending} autoFocus={!fields}>
            {keepLabel}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'outlined' : 'neon'}
            color={destructive ? 'error' : 'primary'}
            disabled={pending}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
