import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId, useState } from 'react';
import { formatPhoneNumber } from '../../shared/phone.ts';
import { copyText } from '../lib/copy-text.ts';

export interface ConciergeDialogProps {
  open: boolean;
  onClose: () => void;
  clubName: string;
  callNumber: string | null;
  textNumber: string | null;
}

/** A number to read out, dial by hand or copy: a laptop has no dialler for the Call link. */
function NumberRow({
  label,
  number,
  onCopied,
}: {
  label: string;
  number: string;
  onCopied(m: string): void;
}) {
  const labelId = useId();
  const shown = formatPhoneNumber(number);
  const copy = async () =>
    onCopied((await copyText(number)) ? `Copied ${shown}` : 'Could not copy: select the number and copy it');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ mr: 'auto', minWidth: 0 }}>
        <Typography id={labelId} variant="caption" sx={{ color: 'text.secondary', letterSpacing: '0.08em' }}>
          {label}
        </Typography>
        <Typography
          aria-labelledby={labelId}
          sx={{ fontWeight: 700, fontSize: '1.15rem', userSelect: 'all', whiteSpace: 'nowrap' }}
        >
          {shown}
        </Typography>
      </Box>
      <Button
        variant="ghost"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        aria-label={`Copy ${label.toLowerCase()} ${shown}`}
        sx={{ minHeight: 44, flexShrink: 0 }}
      >
        COPY
      </Button>
    </Box>
  );
}

/**
 * SPEC §2: Call, Text and Cancel. The links hand over to the phone's dialler and messages app; the
 * number is shown too, for a laptop (or to save it), with a way to copy it.
 */
export default function ConciergeDialog({
  open,
  onClose,
  clubName,
  callNumber,
  textNumber,
}: ConciergeDialogProps) {
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const sameNumber = callNumber !== null && callNumber === textNumber;
  const numbers = sameNumber
    ? [{ label: 'CONCIERGE NUMBER', number: callNumber }]
    : [
        ...(callNumber ? [{ label: 'CALL NUMBER', number: callNumber }] : []),
        ...(textNumber ? [{ label: 'TEXT NUMBER', number: textNumber }] : []),
      ];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setNotice('') } }}
    >
      <DialogTitle id={titleId}>CONTACT CONCIERGE</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Reach the {clubName} concierge for tables, large groups and anything the list doesn’t cover.
        </DialogContentText>
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {numbers.map(({ label, number }) => (
            <NumberRow key={label} label={label} number={number} onCopied={setNotice} />
          ))}
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            {callNumber && (
              <Button variant="neon" href={`tel:${callNumber}`} sx={{ flex: 1 }}>
                Call
              </Button>
            )}
            {textNumber && (
              <Button variant="outlined" href={`sms:${textNumber}`} sx={{ flex: 1 }}>
                Text
              </Button>
            )}
          </Box>
          <Box role="status" sx={notice ? { color: 'text.secondary', fontSize: '0.875rem' } : visuallyHidden}>
            {notice}
          </Box>
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
