import { ConfirmCancelDialog } from '../../../components/confirm-cancel-dialog.tsx';

export interface CancelPassDialogProps {
  open: boolean;
  clubName: string;
  nightLabel: string;
  partySize: number;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Focus goes back to CANCEL PASS on close; KEEP MY SPOT gets the first focus. */
export function CancelPassDialog({ clubName, nightLabel, partySize, ...dialog }: CancelPassDialogProps) {
  return (
    <ConfirmCancelDialog
      {...dialog}
      title="Cancel this pass?"
      keepLabel="KEEP MY SPOT"
      confirmLabel="YES, CANCEL PASS"
    >
      Your party of {partySize} comes off the {clubName} guest list for {nightLabel}. The QR code stops
      working at the door, and your spot goes to the next party on the waitlist. If you change your mind, you
      join again at the back of the line.
    </ConfirmCancelDialog>
  );
}
