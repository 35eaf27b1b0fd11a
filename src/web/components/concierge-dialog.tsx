import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

export interface ConciergeDialogProps {
  open: boolean;
  onClose: () => void;
  clubName: string;
  callNumber: string | null;
  textNumber: string | null;
}

/** SPEC §2: Call, Text and Cancel. The links hand over to the phone's dialler and messages app. */
export default function ConciergeDialog({
  open,
  onClose,
  clubName,
  callNumber,
  textNumber,
}: ConciergeDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>CONTACT CONCIERGE</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Reach the {clubName} concierge for tables, large groups and anything the list doesn’t cover.
        </DialogContentText>
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {callNumber && (
            <Button variant="neon" href={`tel:${callNumber}`} fullWidth>
              Call
            </Button>
          )}
          {textNumber && (
            <Button variant="outlined" href={`sms:${textNumber}`} fullWidth>
              Text
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
