import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { formatClubTime } from '../../../lib/club-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCancelEntry } from '../api/cancel-entry.ts';
import { CancelPassDialog } from './cancel-pass-dialog.tsx';

export function CancelPass({ entry, nightLabel }: { entry: GuestlistEntry; nightLabel: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelEntry();
  const now = useNow();
  // One key per confirmation, reused by the mutation's own retries.
  const key = useRef('');
  if (entry.status === 'cancelled') return null;

  const until = formatClubTime(entry.cancellableUntil, entry.club.timeZone);
  const tooLate = now.getTime() >= new Date(entry.cancellableUntil).getTime();

  return (
    <Box>
      <Button
        variant="outlined"
        color="error"
        fullWidth
        disabled={tooLate}
        aria-describedby="cancel-pass-note"
        onClick={() => {
          cancel.reset();
          key.current = newIdempotencyKey();
          setOpen(true);
        }}
      >
        CANCEL PASS
      </Button>
      <Typography id="cancel-pass-note" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {tooLate
          ? `Cancelling in the app closed at ${until} club time, when the list closed for the night.`
          : `You can cancel here until ${until} club time; your spot then goes to the next party on the waitlist.`}
      </Typography>
      <CancelPassDialog
        open={open}
        clubName={entry.club.name}
        nightLabel={nightLabel}
        partySize={entry.ladies + entry.men}
        pending={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          cancel.mutate(
            { entryId: entry.id, idempotencyKey: key.current },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    </Box>
  );
}
