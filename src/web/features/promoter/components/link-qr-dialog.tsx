import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PassQrCode } from '../../../components/pass-qr-code.tsx';
import { shortLink } from '../share-link.ts';

export interface LinkQrDialogProps {
  open: boolean;
  onClose(): void;
  url: string;
  /** "Get on the list at Neon Room". */
  title: string;
  /** "Every night", "Fri, Nov 27". */
  label: string;
}

/** A link's QR, big and black on white, for someone in the street to scan with their camera. */
export function LinkQrDialog({ open, onClose, url, title, label }: LinkQrDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ textTransform: 'uppercase' }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, textAlign: 'center' }}>
        {open && <PassQrCode token={url} label={`QR code for ${shortLink(url)}`} />}
        <Typography variant="body2" color="text.secondary">
          {label}: the camera opens {shortLink(url)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" variant="outlined" autoFocus>
          CLOSE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
