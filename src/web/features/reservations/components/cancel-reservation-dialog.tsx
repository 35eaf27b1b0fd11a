import { ConfirmCancelDialog } from '../../../components/confirm-cancel-dialog.tsx';

export interface CancelReservationDialogProps {
  open: boolean;
  clubName: string;
  nightLabel: string;
  /** What happens to the deposit (refunded, hold released, cashback returned); null without one. */
  depositNote: string | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Focus goes back to CANCEL RESERVATION on close; KEEP MY TABLE gets the first focus. */
export function CancelReservationDialog({
  clubName,
  nightLabel,
  depositNote,
  ...dialog
}: CancelReservationDialogProps) {
  return (
    <ConfirmCancelDialog
      {...dialog}
      title="Cancel this reservation?"
      keepLabel="KEEP MY TABLE"
      confirmLabel="YES, CANCEL RESERVATION"
    >
      Your table request at {clubName} for {nightLabel} is withdrawn and its QR code stops working.
      {depositNote ? ` ${depositNote}` : ''} No cashback is earned on a cancelled reservation. To go after
      all, you send a new request.
    </ConfirmCancelDialog>
  );
}
