import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { formatClubDateTime } from '../../../../shared/time-zone.ts';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCancelReservation } from '../api/cancel-reservation.ts';
import { cancelDepositNote } from '../deposit-summary.ts';
import { CancelReservationDialog } from './cancel-reservation-dialog.tsx';

const CANCELLABLE = ['requested', 'confirmed'] as const;

export interface CancelReservationProps {
  reservation: Reservation;
  nightLabel: string;
  /** The button is gone once cancelled: where the focus lands instead. */
  onCancelled: () => void;
}

export function CancelReservation({ reservation, nightLabel, onCancelled }: CancelReservationProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelReservation();
  const now = useNow();
  const noteId = useId();
  // One key per confirmation, reused by the mutation's own retries.
  const key = useRef('');
  if (!(CANCELLABLE as readonly string[]).includes(reservation.status)) return null;

  const until = formatClubDateTime(reservation.cancellableUntil, reservation.club.timeZone);
  const tooLate = now.getTime() >= new Date(reservation.cancellableUntil).getTime();
  const depositBack = ['held', 'paid'].includes(reservation.deposit.state);

  return (
    <Box>
      {!tooLate && (
        <Button
          variant="outlined"
          color="error"
          fullWidth
          aria-describedby={noteId}
          onClick={() => {
            cancel.reset();
            key.current = newIdempotencyKey();
            setOpen(true);
          }}
        >
          CANCEL RESERVATION
        </Button>
      )}
      <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {tooLate
          ? `Cancelling in the app closed on ${until} club time. To change plans now, contact the club; its terms apply: ${reservation.cancellationTerms}`
          : `Free cancellation in the app until ${until} club time${depositBack ? ', your deposit back in full' : ''}.`}
      </Typography>
      <CancelReservationDialog
        open={open}
        clubName={reservation.club.name}
        nightLabel={nightLabel}
        depositNote={cancelDepositNote(reservation.deposit)}
        pending={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          cancel.mutate(
            { reservationId: reservation.id, idempotencyKey: key.current },
            {
              onSuccess: () => {
                setOpen(false);
                // After the dialog has tried to hand the focus back to the button that just went away.
                setTimeout(onCancelled, 0);
              },
            },
          )
        }
      />
    </Box>
  );
}
