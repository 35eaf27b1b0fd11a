import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  GUEST_CARE_LIMITS,
  type GuestCare,
  type PutGuestBanBody,
} from '../../shared/api/guest-care-schema.ts';

const TARGET = { minHeight: 44 };

/**
 * A guest's ban at the venue (decision 041): what stands, and for the venue's managers the dialog
 * that bans (a reason the door reads, an optional last night) or the button that lifts it.
 */
export function GuestBanControl({
  care,
  ban,
  lift,
}: {
  care: GuestCare;
  ban: (body: PutGuestBanBody) => void;
  lift: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [lastNight, setLastNight] = useState('');
  const confirm = () => {
    ban({ reason, lastNight: lastNight || null });
    setOpen(false);
  };
  return (
    <Box component="section" aria-labelledby="guest-ban-title">
      <Typography id="guest-ban-title" variant="h6" component="h2">
        Ban
      </Typography>
      {care.ban ? (
        <Alert severity="error" role="status" sx={{ my: 1 }}>
          Banned from every club of {care.venue.name}
          {care.ban.lastNight ? ` through ${care.ban.lastNight}` : ' until lifted'}: {care.ban.reason}
          {care.ban.by ? ` (by ${care.ban.by})` : ''}
        </Alert>
      ) : (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          Not banned. A ban closes every club of {care.venue.name} to this number; the guest is not told why.
        </Typography>
      )}
      {!care.mayBan ? (
        <Typography variant="body2" color="text.secondary">
          Only the venue’s managers ban and lift bans.
        </Typography>
      ) : care.ban ? (
        <Button color="error" variant="outlined" onClick={lift} sx={TARGET}>
          LIFT BAN
        </Button>
      ) : (
        <Button color="error" variant="contained" onClick={() => setOpen(true)} sx={TARGET}>
          BAN GUEST
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="ban-dialog-title" fullWidth>
        <DialogTitle id="ban-dialog-title">Ban {care.guest.name}?</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField
              autoFocus
              required
              label="Reason (the door reads it)"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              slotProps={{ htmlInput: { maxLength: GUEST_CARE_LIMITS.reason } }}
            />
            <TextField
              type="date"
              label="Last night of the ban (optional)"
              value={lastNight}
              onChange={(event) => setLastNight(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} sx={TARGET}>
            CANCEL
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={reason.trim() === ''}
            onClick={confirm}
            sx={TARGET}
          >
            BAN
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
