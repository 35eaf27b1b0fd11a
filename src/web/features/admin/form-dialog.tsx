import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, type Ref, useId } from 'react';

export interface FormDialogProps {
  /** The dialog's name, in its title bar. */
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  /** `xs` for a few fields: a card in the middle of a phone's screen. Wider ones fill a phone's screen. */
  maxWidth: 'xs' | 'sm' | 'md';
  /** Saving: the dialog cannot be dismissed and CANCEL is off. */
  pending: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitDisabled: boolean;
  /** A problem with the whole form, said above the buttons. */
  formError?: string | null;
  formRef?: Ref<HTMLFormElement>;
  /** The space between the form's fields, in theme spacing units. */
  gap: number;
  children: ReactNode;
}

/**
 * An admin form in a dialog (a club, many dates at once, a team member): the fields scroll between
 * the title and CANCEL / the submit button, which stay in view; the larger forms take a phone's
 * whole screen.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, titleSx, maxWidth, pending, onClose, submitLabel, submitDisabled, formError } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const fullScreen = phone && maxWidth !== 'xs';
  const titleId = useId();
  const formId = `${titleId}-form`;
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={titleSx}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={formId}
          ref={props.formRef}
          noValidate
          onSubmit={props.onSubmit}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: props.gap }}
        >
          {props.children}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {formError && (
          <Alert severity="error" variant="outlined" sx={{ flex: '1 1 100%' }}>
            {formError}
          </Alert>
        )}
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          CANCEL
        </Button>
        <Button type="submit" form={formId} variant="neon" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
