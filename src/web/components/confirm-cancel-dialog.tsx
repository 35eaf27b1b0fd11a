import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface ConfirmCancelDialogProps {
  open: boolean;
  title: string;
  /** What cancelling costs the member; it describes the dialog to screen readers. */
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A member cancelling their own booking or place: keeping it is the highlighted, first-focused choice. */
export function ConfirmCancelDialog({ keepLabel, ...props }: ConfirmCancelDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      keepLabel={keepLabel}
      keepVariant="neon"
      pendingLabel="CANCELLING..."
      destructive
    />
  );
}
