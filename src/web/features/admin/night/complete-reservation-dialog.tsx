import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import { cashbackEarned } from '../../../../shared/cashback.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { depositAgainstBill } from './deposit-text.ts';
import { parseSpend } from './spend-input.ts';

export interface CompleteReservationDialogProps {
  reservation: AdminReservation | null;
  pending: boolean;
  error: string | null;
  /** What the party spent, in cents. */
  onComplete: (amountSpentCents: number) => void;
  onClose: () => void;
}

/**
 * After the night: what the party spent (empty on purpose, so nobody completes with a guessed
 * figure), what they still owe once their deposit is counted against it, and the cashback that
 * amount will credit at the percent fixed when they booked.
 */
export function CompleteReservationDialog(props: CompleteReservationDialogProps) {
  const { reservation, pending, error } = props;
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = parseSpend(text);
  const spentCents = parsed && 'cents' in parsed ? parsed.cents : null;
  const fieldError =
    parsed && 'error' in parsed ? parsed.error : touched && parsed === null ? 'Type the amount spent.' : null;
  const percent = reservation?.cashbackPercent ?? 0;
  const deposit = reservation ? depositAgainstBill(reservation.deposit, spentCents) : null;

  const close = () => {
    if (pending) return;
    setText('');
    setTouched(false);
    props.onClose();
  };
  const submit = () => {
    setTouched(true);
    if (spentCents !== null) props.onComplete(spentCents);
  };

  return (
    <ConfirmDialog
      open={reservation !== null}
      title="Complete this reservation"
      confirmLabel="COMPLETE"
      pendingLabel="COMPLETING..."
      pending={pending}
      error={error}
      onConfirm={submit}
      onClose={close}
      fields={
        <>
          <TextField
            label="Amount spent"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            autoFocus
            fullWidth
            required
            error={fieldError !== null}
            helperText={fieldError ?? 'Before service charge and tax: the cashback is counted on it.'}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <Box role="status" sx={{ mt: 1, display: 'grid', gap: 1 }}>
            {deposit && (
              <Typography
                sx={{
                  fontWeight: 700,
                  p: 1.5,
                  border: '1px solid',
                  borderColor: 'success.main',
                  borderRadius: 1,
                }}
              >
                {deposit}
              </Typography>
            )}
            <Typography sx={{ fontWeight: 700 }}>
              {percent > 0
                ? `Cashback credited: ${formatMoney(cashbackEarned(spentCents ?? 0, percent))} (${percent}% of ${formatMoney(spentCents ?? 0)})`
                : 'No cashback on this booking (0%).'}
            </Typography>
          </Box>
        </>
      }
    >
      {reservation && (
        <>
          {reservation.member.firstName} {reservation.member.lastName}, party of {reservation.partySize}
          {reservation.minimumSpendCents !== null
            ? ` · minimum spend ${formatMoney(reservation.minimumSpendCents, { short: true })}`
            : ''}
          {reservation.totalCents > 0 ? ` (${formatMoney(reservation.totalCents)} all in)` : ''}. Enter what
          the party spent tonight.
        </>
      )}
    </ConfirmDialog>
  );
}
